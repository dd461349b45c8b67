/**
 * A spreadsheet cell as the value the record form would give its field: a choice by its label
 * (in either language) or its key, several choices split by commas or 、, numbers as numbers,
 * dates in BladeX's form (Excel's day numbers and yyyy/M/d too), 是/否 for a switch. A cell that
 * names no choice, or is no number or date, gets its message, reported on its row.
 */
import type { Localized } from '../../base/config';
import type { FieldDef } from '../../schema/types';

/** A field's choices with every name a cell may give them by. */
export interface Choice { value: string; names: string[] }

export type CellValue = { value: unknown } | { problem: Localized };

const SEPARATORS = /[,，、;；]/;
const YES = ['1', '是', 'yes', 'y', 'true', '启用', '开启'];
const NO = ['0', '否', 'no', 'n', 'false', '禁用', '关闭'];
/** Excel counts days from 1899-12-30; 25569 is 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25569;
const DAY_MS = 86_400_000;

const notFound = (field: FieldDef, text: string): Localized => ({ zh: `${field.label.zh}「${text}」不存在`, en: `${field.label.en} "${text}" was not found` });

function choose(field: FieldDef, choices: readonly Choice[], text: string): string | Localized {
  const wanted = text.trim().toLowerCase();
  const found = choices.find((choice) => choice.names.some((name) => name.toLowerCase() === wanted)) ?? choices.find((choice) => choice.value === text.trim());
  return found ? found.value : notFound(field, text.trim());
}

const pad = (n: string) => n.padStart(2, '0');

/** yyyy-MM-dd from the ways a spreadsheet holds a day, or undefined. */
function dayText(text: string): string | undefined {
  if (/^\d+(\.\d+)?$/.test(text) && Number(text) > 59) return new Date((Math.floor(Number(text)) - EXCEL_EPOCH_DAYS) * DAY_MS).toISOString().slice(0, 10);
  const parts = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?/.exec(text);
  return parts ? `${parts[1]}-${pad(parts[2]!)}-${pad(parts[3]!)}` : undefined;
}

/** Whether the field takes several choices (comma-joined keys). */
export function isSeveral(field: FieldDef): boolean {
  return field.kind === 'multiSelect' || (field.kind === 'treeSelect' && Boolean(field.multiple));
}

/** The choices a cell names: several split at commas or 、 where the field takes several. */
export function cellParts(field: FieldDef, text: string): string[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  return isSeveral(field) ? trimmed.split(SEPARATORS).map((part) => part.trim()).filter(Boolean) : [trimmed];
}

/** The value of `text` for `field`; `choices` are the field's, when it has any. */
export function cellValue(field: FieldDef, text: string, choices: readonly Choice[] | undefined): CellValue {
  const trimmed = text.trim();
  if (trimmed === '') return { value: undefined };
  if (choices) {
    const values = cellParts(field, trimmed).map((part) => choose(field, choices, part));
    const problem = values.find((value): value is Localized => typeof value !== 'string');
    return problem ? { problem } : { value: values.join(',') };
  }
  switch (field.kind) {
    case 'number': {
      const n = Number(trimmed);
      return Number.isFinite(n) ? { value: n } : { problem: { zh: `${field.label.zh}须为数字`, en: `${field.label.en} must be a number` } };
    }
    case 'switch': {
      const lower = trimmed.toLowerCase();
      if (YES.includes(lower)) return { value: 1 };
      if (NO.includes(lower)) return { value: 0 };
      return { problem: { zh: `${field.label.zh}须为 是 或 否`, en: `${field.label.en} must be yes or no` } };
    }
    case 'date': {
      const day = dayText(trimmed);
      return { value: day ? `${day} 00:00:00` : trimmed };
    }
    case 'datetime': {
      const day = dayText(trimmed);
      const time = /\d{1,2}:\d{2}(:\d{2})?$/.exec(trimmed)?.[0];
      const full = time && time.length < 6 ? `${time}:00` : time;
      return { value: day && full ? `${day} ${full.padStart(8, '0')}` : trimmed };
    }
    default:
      return { value: trimmed };
  }
}
