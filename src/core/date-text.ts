/**
 * Dates as BladeX writes them, and as the console's fields and prompts take them typed:
 * 'yyyy-MM-dd', or with the time of day 'yyyy-MM-dd HH:mm:ss'. A text passes only when it names
 * a real day and time exactly: nothing carries over into the next month or day, so 2024-13-45 is
 * refused rather than read as a day of 2025.
 */
import type { Localized } from '../config';

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
