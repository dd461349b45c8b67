/**
 * Dates as BladeX writes them, and as the console's fields and prompts take them typed:
 * 'yyyy-MM-dd', or with the time of day 'yyyy-MM-dd HH:mm:ss'. A text passes only when it names
 * a real day and time exactly: nothing carries over into the next month or day, so 2024-13-45 is
 * refused rather than read as a day of 2025.
 */
import type { Localized } from '../base/config';

export const DAY_FORMAT = 'yyyy-MM-dd';
export const MOMENT_FORMAT = 'yyyy-MM-dd HH:mm:ss';
const SHAPE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** Whether `text` is a real day in DAY_FORMAT, or with `withTime` a real moment in MOMENT_FORMAT. */
export function isDateText(text: string, withTime: boolean): boolean {
  const parts = SHAPE.exec(text);
  if (!parts || (parts[4] !== undefined) !== withTime) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  // setUTCFullYear, unlike Date.UTC, takes years below 100 as they are.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const realDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return realDay && hour < 24 && minute < 60 && second < 60;
}

/** The message for a text that is not a real date in its format, or undefined when it is one. */
export function dateTextProblem(label: Localized, text: string, withTime: boolean): Localized | undefined {
  if (isDateText(text, withTime)) return undefined;
  const format = withTime ? MOMENT_FORMAT : DAY_FORMAT;
  return { zh: `${label.zh}的格式为 ${format}`, en: `${label.en} takes the form ${format}` };
}

/** A range end as given: a day, or a moment (the search bar stores each day with its time). */
const dayOf = (text: string): string | undefined => (isDateText(text, false) || isDateText(text, true) ? text.slice(0, 10) : undefined);

/**
 * The messages of a range of days searched on the field labelled `label`, by end: each end
 * given must be a real day (with or without its time), and the last day may not come before
 * the first. Empty when the range may be searched.
 */
export function dateRangeProblems(label: Localized, from: string | undefined, to: string | undefined): { from?: Localized; to?: Localized } {
  const problems: { from?: Localized; to?: Localized } = {};
  if (from && !dayOf(from)) problems.from = dateTextProblem(label, from, false);
  if (to && !dayOf(to)) problems.to = dateTextProblem(label, to, false);
  if (!problems.from && !problems.to && from && to && dayOf(to)! < dayOf(from)!) {
    problems.to = { zh: `${label.zh}的结束日期不能早于开始日期`, en: `${label.en} cannot end before it starts` };
  }
  return problems;
}
