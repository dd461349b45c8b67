import { isShownFor, type FieldDef, type ResourceSchema } from './types';
import type { Localized } from '../base/config';
import { dateTextProblem, isDateText } from '../formats/date-text';

export function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/** The first broken rule of one field, or undefined. Shared by the form and the mock server. */
export function fieldProblem(field: FieldDef, record: Record<string, unknown>): Localized | undefined {
  const value = record[field.name];
  if (isEmpty(value)) return field.required;
  return kindProblem(field, value) ?? field.rules?.find((rule) => !rule.test(value, record))?.message;
}

/**
 * What every field of a kind must be: a date or datetime field a real date (and time). BladeX
 * stores a date field's day with a time of day, so such a field takes either form.
 */
function kindProblem(field: FieldDef, value: unknown): Localized | undefined {
  if (field.kind !== 'date' && field.kind !== 'datetime') return undefined;
  const text = typeof value === 'string' ? value : '';
  if (field.kind === 'date' && isDateText(text, true)) return undefined;
  return dateTextProblem(field.label, text, field.kind === 'datetime');
}

/** Every broken rule of the form's fields, by field name. */
export function recordProblems(schema: ResourceSchema, record: Record<string, unknown>): Record<string, Localized> {
  const problems: Record<string, Localized> = {};
  for (const field of schema.fields) {
    if (field.form === false || !isShownFor(field, record)) continue;
    const problem = fieldProblem(field, record);
    if (problem) problems[field.name] = problem;
  }
  return problems;
}
