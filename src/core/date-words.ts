/**
 * Dates typed the short way in a date prompt: 今天 / 明天 / 昨天 / 现在 (today, tomorrow,
 * yesterday, now), an offset (+3d, -1w, +2m, +1y; 天 周 月 年 too), and a bare time (8:30,
 * 14:00:05). An offset and a bare time count from today, or from the moment a field counts from
 * (an end from its start: +2d is two days after the start, 18:00 the start's day at 18:00). Each
 * becomes the text the prompt takes in full (yyyy-MM-dd, or yyyy-MM-dd HH:mm:ss with a time);
 * anything else is left as typed, for the argument's rule to judge.
 */
const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const clock = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

const named: Record<string, number> = { 今天: 0, today: 0, 明天: 1, tomorrow: 1, 昨天: -1, yesterday: -1 };
const NOW = new Set(['现在', 'now']);
const OFFSET = /^([+-])\s*(\d{1,4})\s*(d|w|m|y|天|日|周|星期|月|年)$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

function shifted(from: Date, sign: number, count: number, unit: string): Date {
  const d = new Date(from);
  const n = sign * count;
  if (unit === 'w' || unit === '周' || unit === '星期') d.setDate(d.getDate() + 7 * n);
  else if (unit === 'm' || unit === '月') d.setMonth(d.getMonth() + n);
  else if (unit === 'y' || unit === '年') d.setFullYear(d.getFullYear() + n);
  else d.setDate(d.getDate() + n);
  return d;
}

const FULL = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** A full date text (yyyy-MM-dd, with HH:mm:ss or not) as a local moment; undefined for anything else. */
export function dateOfText(text: string | undefined): Date | undefined {
  const parts = FULL.exec(text?.trim() ?? '');
  if (!parts) return undefined;
  const [year, month, date, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0)) as number[];
  return new Date(year!, month! - 1, date!, hour, minute, second);
}

/**
 * `typed` as a full date text (`withTime`: with the time of day, which a day word takes from
 * `now`'s clock only for 现在; other days start at 00:00:00), or `typed` itself when it is no
 * short form. Offsets and bare times count from `from` (default `now`), keeping its clock.
 */
export function expandDateWords(typed: string, withTime: boolean, now = new Date(), from = now): string {
  const text = typed.trim().toLowerCase();
  const at = (d: Date, time = '00:00:00') => (withTime ? `${day(d)} ${time}` : day(d));
  if (NOW.has(text)) return at(now, clock(now));
  if (Object.hasOwn(named, text)) return at(shifted(now, 1, named[text]!, 'd'));
  const offset = OFFSET.exec(text);
  if (offset) return at(shifted(from, offset[1] === '-' ? -1 : 1, Number(offset[2]), offset[3]!), clock(from));
  const time = TIME.exec(text);
  if (time && withTime && Number(time[1]) < 24) return `${day(from)} ${pad(Number(time[1]))}:${time[2]}:${time[3] ?? '00'}`;
  return typed;
}
