/**
 * Dates as BladeX writes them (src/formats/date-text.ts): a text passes only when it names a real day
 * and time exactly, nothing carried over into the next month or day; a range's last day may be
 * its first, never before it.
 */
import { describe, expect, it } from 'vitest';
import { dateRangeProblems, isDateText } from '../../src/formats/date-text';

const LABEL = { zh: '创建时间', en: 'Created' };

describe('a date text', () => {
  it.each([
    ['2024-02-29', false, true],
    ['2023-02-29', false, false],
    ['2024-04-31', false, false],
    ['2024-13-01', false, false],
    ['2024-00-10', false, false],
    ['2024-12-31', false, true],
    ['0099-01-01', false, true],
    ['2024-1-5', false, false],
    ['2024-01-05 08:00:00', false, false],
    ['2024-01-05', true, false],
    ['2024-01-05 23:59:59', true, true],
    ['2024-01-05 24:00:00', true, false],
    ['2024-01-05 08:60:00', true, false],
    ['2024-01-05 08:00:60', true, false],
    ['2024-01-05T08:00:00', true, false],
  ])('%s (with time: %s) is real: %s', (text, withTime, real) => {
    expect(isDateText(text, withTime)).toBe(real);
  });
});

describe('a range of days', () => {
  it.each([
    ['the same day at both ends', '2024-10-01', '2024-10-01', {}],
    ['ends given with their times, compared by day', '2024-10-01 18:00:00', '2024-10-01 00:00:00', {}],
    ['a last day before the first', '2024-10-02', '2024-10-01', { to: { zh: '创建时间的结束日期不能早于开始日期', en: 'Created cannot end before it starts' } }],
    ['a first day that does not exist', '2024-02-30', '2024-03-01', { from: { zh: '创建时间的格式为 yyyy-MM-dd', en: 'Created takes the form yyyy-MM-dd' } }],
    ['one end only', undefined, '2024-03-01', {}],
  ])('%s', (_, from, to, problems) => {
    expect(dateRangeProblems(LABEL, from, to)).toEqual(problems);
  });
});
