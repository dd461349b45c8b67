import { Fragment, useCallback, useEffect, useId, useRef } from 'react';
import { Button, Form } from 'react-aria-components';
import { useShortcutsFirst } from '../hotkeys/shortcuts-first';
import { useT } from '../i18n';
import { localize } from '../i18n/resource';
import { confirm } from '../ui/confirm';
import { ModalDialog } from '../ui/Dialog';
import { useResourceForm } from '../engine/hooks';
import type { FieldDef, ResourceSchema } from '../schema/types';
import type { Localized } from '../base/config';
import { closeDialog, lendForm, type DialogState } from '../engine/controller';
import { FieldInput } from './FieldInput';
import { FieldValue, foreignTenant } from './FieldValue';
import { runCrud } from '../engine/run';
import { dialogTitle } from '../engine/text';

/**
 * Add, edit or view one record in a modal of the schema's width. Fields are checked when left
 * and all at once on save; while saving the form is disabled, and it comes back as it was when
 * the save fails. Saving goes through the resource's save command, whose shortcut (mod+enter)
 * works from every control of the dialog. Closing a form with changes (Esc, Cancel, ×, a click
 * outside) asks before the changes are dropped.
 */
export function RecordDialog({ schema, dialog }: { schema: ResourceSchema; dialog: DialogState }) {
  const t = useT();
  const form = useResourceForm(schema, dialog.mode, dialog.id, dialog.values);
  const formId = useId();
  const latest = useRef(form);
  useEffect(() => {
    latest.current = form;
  });
  useEffect(() => (dialog.mode === 'view' ? undefined : lendForm(schema.name, { save: () => latest.current.save(), values: () => latest.current.values })), [schema.name, dialog.mode]);

  const editing = dialog.mode !== 'view';
  // Keyboard users start typing at once: the first field takes focus when the form appears.
  const formRef = useRef<HTMLFormElement>(null);
  const loaded = Boolean(form.values);
  useEffect(() => {
    if (loaded) formRef.current?.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), textarea, [role=combobox], button')?.focus();
  }, [loaded]);
  useShortcutsFirst(useCallback(() => formRef.current?.closest('[role=dialog]'), []));
  const asking = useRef(false);
  const close = async () => {
    if (asking.current) return;
    asking.current = true;
    const leave = !form.dirty || (await confirm(t('crud.dialog.discard'), { danger: true }));
    asking.current = false;
    if (leave) closeDialog(schema.name);
  };
  return (
    <ModalDialog
      title={dialogTitle(schema, dialog.mode)}
      width={schema.dialogWidth}
      onClose={() => void close()}
      footer={editing && (
        <>
          <Button className="button" onPress={() => void close()}>{t('crud.dialog.cancel')}</Button>
          <Button className="button primary" type="submit" form={formId} isDisabled={form.saving || !form.values}>
            {form.saving ? t('crud.dialog.saving') : t('crud.dialog.save')}
          </Button>
        </>
      )}
    >
      {!form.values ? (
        <p className="muted" role="status">{t('crud.table.loading')}</p>
      ) : editing ? (
        <Form
          ref={formRef}
          id={formId}
          className="record-form"
          aria-busy={form.saving || undefined}
          data-saving={form.saving || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            void runCrud(schema, 'save');
          }}
        >
          {sectionsOf(form.fields).map(({ group, fields }) => {
            const inputs = fields.map((field) => <FieldInput key={field.name} schema={schema} field={field} form={form} />);
            return group ? (
              <fieldset key={fields[0].name} className="record-group">
                <legend>{localize(group)}</legend>
                {inputs}
              </fieldset>
            ) : inputs;
          })}
        </Form>
      ) : (
        <dl className="facts record-facts">
          {form.fields.map((field) => (
            <Fragment key={field.name}>
              <dt>{localize(field.label)}</dt>
              <dd><FieldValue field={field} value={form.values![field.name]} tenantId={foreignTenant(schema, form.values!)} full /></dd>
            </Fragment>
          ))}
        </dl>
      )}
    </ModalDialog>
  );
}

/** Consecutive fields of one group (FieldDef.group) as one section; ungrouped fields stand alone. */
function sectionsOf(fields: readonly FieldDef[]): { group?: Localized; fields: FieldDef[] }[] {
  const sections: { group?: Localized; fields: FieldDef[] }[] = [];
  for (const field of fields) {
    const last = sections.at(-1);
    if (last && field.group && last.group === field.group) last.fields.push(field);
    else sections.push({ group: field.group, fields: [field] });
  }
  return sections;
}
