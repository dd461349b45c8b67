/**
 * A screen's import template: its import columns headed by label (required ones marked), one
 * example row, and a second sheet listing each choice field's choices by label, which the
 * column's drop-down offers.
 */
import type { Language, Localized } from '../../base/config';
import { sheetRange, type Cell, type ListValidation, type Sheet } from '../../formats/xlsx';
import type { FieldDef, ResourceSchema } from '../../schema/types';
import { isSeveral } from './cells';
import { headerOf, importFields } from './columns';

/** How many rows below the header a column's drop-down covers. */
const DROPDOWN_ROWS = 10_000;

export const CHOICES_SHEET: Localized = { zh: '可选值', en: 'Choices' };

const EXAMPLE_TEXT: Localized = { zh: '示例', en: 'Example' };

/** An example value of the field, as a cell: its sample, its default, its first choice, else one of its kind. */
function example(field: FieldDef, labels: readonly string[] | undefined, lang: Language): Cell {
  if (field.sample !== undefined) return field.sample;
  if (labels?.length) return labels[0]!;
  if (field.defaultValue !== undefined && typeof field.defaultValue !== 'boolean') return field.defaultValue;
  switch (field.kind) {
    case 'number': return 1;
    case 'switch': return lang === 'zh' ? '是' : 'yes';
    case 'date': return new Date().toISOString().slice(0, 10);
    case 'datetime': return `${new Date().toISOString().slice(0, 10)} 08:00:00`;
    default: return `${EXAMPLE_TEXT[lang]}${field.label[lang]}`;
  }
}

/**
 * The template's sheets. `labels` are the choices of each choice field by name, as the user's
 * language names them; the fields in `partial` list examples only (a first page of records), so
 * their columns let any name in.
 */
export function templateSheets(schema: ResourceSchema, labels: Readonly<Record<string, readonly string[]>>, lang: Language, partial: readonly string[] = []): Sheet[] {
  const fields = importFields(schema);
  const listed = fields.filter((field) => labels[field.name]?.length);
  // A drop-down takes one choice: a column of several (posts, roles) lists them but lets any text in.
  const lists: ListValidation[] = listed.flatMap((field, i) => (isSeveral(field) || partial.includes(field.name) ? [] : [{
    column: fields.indexOf(field),
    rows: DROPDOWN_ROWS,
    source: sheetRange(CHOICES_SHEET[lang], i, 2, labels[field.name]!.length + 1),
  }]));
  const depth = Math.max(0, ...listed.map((field) => labels[field.name]!.length));
  const choiceRows: Cell[][] = [
    listed.map((field) => field.label[lang]),
    ...Array.from({ length: depth }, (_, row) => listed.map((field) => labels[field.name]![row] ?? '')),
  ];
  return [
    { name: schema.title[lang], rows: [fields.map((field) => headerOf(field, lang)), fields.map((field) => example(field, labels[field.name], lang))], lists },
    ...(listed.length ? [{ name: CHOICES_SHEET[lang], rows: choiceRows }] : []),
  ];
}
