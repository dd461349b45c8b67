/**
 * Checking an import's rows before anything is written: each row as a record (cells.ts), then
 * the form's own rules and messages (validate.ts), then whether the schema's key names a record
 * that exists or an earlier row of the file. Plain data in and out, so a worker can run it.
 */
import type { Localized } from '../../base/config';
import { isShownFor, type FieldDef, type ResourceSchema } from '../../schema/types';
import { recordProblems } from '../../schema/validate';
import { cellValue, type Choice } from './cells';
import { importFields } from './columns';
import { keyOf } from './key';

export interface CheckedRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  cells: string[];
  record: Record<string, unknown>;
  problems: Localized[];
}

export interface Preview {
  valid: CheckedRow[];
  invalid: CheckedRow[];
  /** Rows whose key names a record that exists, or a row above them. */
  duplicates: CheckedRow[];
}

export interface CheckInput {
  schemaName: string;
  /** The file's rows after its header. */
  rows: readonly (readonly string[])[];
  /** Which field each column fills, null for none. */
  mapping: readonly (string | null)[];
  /** The choices of each field that has them, by field name. */
  choices: Readonly<Record<string, readonly Choice[]>>;
  /** The keys of records that exist (keyOf): those among the sheet's own (sheetKeys) are all it needs. */
  existingKeys: readonly string[];
  /** Values every new row takes (a detail list's master), by field name. */
  fixed?: Readonly<Record<string, unknown>>;
}

/** The rows a check reads: the file's, what each column fills, the choices, the values fixed. */
export type RowsInput = Omit<CheckInput, 'existingKeys'>;

const blank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** A new record from one row, and the messages of the cells that could not be read, by field. */
function recordOf(schema: ResourceSchema, input: RowsInput, cells: readonly string[]): { record: Record<string, unknown>; unread: Record<string, Localized> } {
  const record: Record<string, unknown> = { ...input.fixed };
  const unread: Record<string, Localized> = {};
  const fields = importFields(schema);
  for (const field of fields) if (field.defaultValue !== undefined) record[field.name] = field.defaultValue;
  input.mapping.forEach((name, column) => {
    const field = name ? fields.find((f) => f.name === name) : undefined;
    if (!field) return;
    const read = cellValue(field, cells[column] ?? '', input.choices[field.name]);
    if ('problem' in read) unread[field.name] = read.problem;
    else if (read.value !== undefined) record[field.name] = read.value;
  });
  return { record, unread };
}

/**
 * A field's message as a row's list shows it, away from the field: led by the field's label
 * unless it names the field itself (请输入大于0的整数 → 字数: 请输入大于0的整数).
 */
export function namedProblem(field: FieldDef, problem: Localized): Localized {
  const names = (text: string, label: string) => text.toLowerCase().includes(label.toLowerCase());
  return {
    zh: names(problem.zh, field.label.zh) ? problem.zh : `${field.label.zh}: ${problem.zh}`,
    en: names(problem.en, field.label.en) ? problem.en : `${field.label.en}: ${problem.en}`,
  };
}

/** The row's messages in form order: a cell that could not be read, else the field's broken rule. */
function problemsOf(schema: ResourceSchema, record: Record<string, unknown>, unread: Record<string, Localized>): Localized[] {
  const broken = { ...recordProblems(schema, record), ...unread };
  return importFields(schema).filter((field) => broken[field.name] && isShownFor(field, record)).map((field) => namedProblem(field, broken[field.name]!));
}

/** Each row of the file that is not blank, as a record with its problems, in file order. */
function* checkedRows(schema: ResourceSchema, input: RowsInput): Generator<CheckedRow> {
  for (const [i, cells] of input.rows.entries()) {
    if (blank(cells)) continue;
    const { record, unread } = recordOf(schema, input, cells);
    yield { line: i + 2, cells: [...cells], record, problems: problemsOf(schema, record, unread) };
  }
}

/**
 * The distinct keys of the rows the check compares with the records that exist (those without
 * problems): the only keys whose records it needs to know of.
 */
export function sheetKeys(schema: ResourceSchema, input: RowsInput): string[] {
  const keys = new Set<string>();
  for (const row of checkedRows(schema, input)) if (!row.problems.length) keys.add(keyOf(schema, row.record));
  return [...keys];
}

/** Every row of the file checked, in file order within each part of the preview. */
export function checkRows(schema: ResourceSchema, input: CheckInput): Preview {
  const preview: Preview = { valid: [], invalid: [], duplicates: [] };
  const seen = new Set(input.existingKeys);
  for (const row of checkedRows(schema, input)) {
    if (row.problems.length) {
      preview.invalid.push(row);
      continue;
    }
    const key = keyOf(schema, row.record);
    if (seen.has(key)) {
      preview.duplicates.push(row);
      continue;
    }
    seen.add(key);
    preview.valid.push(row);
  }
  return preview;
}
