/**
 * A refusal of a save that names one field of the form: the server words a duplicate as
 * 当前<field label>已存在!. The form shows it beside that field (translated) rather than as a
 * toast, so one event gives one message, where the user will fix it.
 */
import { t } from '../i18n';
import '../i18n/common';
import { localize } from '../i18n/resource';
import type { FieldDef } from '../schema/types';

/** The field a refusal's message is about, among the form's fields; undefined when it names none. */
export function refusedField(fields: readonly FieldDef[], message: string): FieldDef | undefined {
  return fields.find((field) => message.startsWith(`当前${field.label.zh}已存在`));
}

/** The message shown beside a field the server found taken, in the console's language. */
export function takenMessage(field: FieldDef): string {
  return t('message.taken', { label: localize(field.label) });
}
