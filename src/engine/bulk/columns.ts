/**
 * The columns of a screen's import: its form fields, headed by their labels. A file's header
 * is matched to them by label in either language or by field name, ignoring the mark (*) a
 * required column carries in the template, spaces and case.
 */
import type { Language } from '../../base/config';
import type { FieldDef, ResourceSchema } from '../../schema/types';

/** The mark a required column's header carries in the template. */
export const REQUIRED_MARK = '*';

/** The fields an import fills, in form order (an upload or an icon by its address or name). */
export function importFields(schema: ResourceSchema): FieldDef[] {
  return schema.fields.filter((field) => field.form !== false);
}

/** A column's header in the template: its label, marked when required. */
export function headerOf(field: FieldDef, lang: Language): string {
  return `${field.label[lang]}${field.required ? REQUIRED_MARK : ''}`;
}

const normal = (text: string) => text.replace(/[*＊\s]/g, '').toLowerCase();

/**
 * Which field each column of the header names (by index), null for a column naming none; a
 * field named by two columns is taken by the first.
 */
export function matchHeader(header: readonly string[], fields: readonly FieldDef[]): (string | null)[] {
  const taken = new Set<string>();
  return header.map((text) => {
    const wanted = normal(text);
    const field = fields.find((f) => !taken.has(f.name) && wanted !== '' && [f.label.zh, f.label.en, f.name].some((name) => normal(name) === wanted));
    if (!field) return null;
    taken.add(field.name);
    return field.name;
  });
}

/** The required fields no column names: the import cannot go on until the mapping gives them. */
export function missingRequired(mapping: readonly (string | null)[], fields: readonly FieldDef[]): FieldDef[] {
  return fields.filter((field) => field.required && !field.shownWhen && !mapping.includes(field.name));
}
