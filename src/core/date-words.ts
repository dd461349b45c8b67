/**
 * Dates typed the short way in a date prompt: 今天 / 明天 / 昨天 / 现在 (today, tomorrow,
 * yesterday, now), an offset from today (+3d, -1w, +2m, +1y; 天 周 月 年 too), and a bare time
 * (8:30, 14:00:05) for today at that time. Each becomes the text the prompt takes in full
 * (yyyy-MM-dd, or yyyy-MM-dd HH:mm:ss with a time); anything else is left as typed, for the
 * argument's rule to judge.
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

/**
 * `typed` as a full date text (`withTime`: with the time of day, which a day word takes from
 * `now`'s clock only for 现在; other days start at 00:00:00), or `typed` itself when it is no
 * short form.
 */
export function expandDateWords(typed: string, withTime: boolean, now = new Date()): string {
  const text = typed.trim().toLowerCase();
  const at = (d: Date, time = '00:00:00') => (withTime ? `${day(d)} ${time}` : day(d));
  if (NOW.has(text)) return at(now, clock(now));
  if (Object.hasOwn(named, text)) return at(shifted(now, 1, named[text]!, 'd'));
  const offset = OFFSET.exec(text);
  if (offset) return at(shifted(now, offset[1] === '-' ? -1 : 1, Number(offset[2]), offset[3]!), clock(now));
  const time = TIME.exec(text);
  if (time && withTime && Number(time[1]) < 24) return `${day(now)} ${pad(Number(time[1]))}:${time[2]}:${time[3] ?? '00'}`;
  return typed;
}
