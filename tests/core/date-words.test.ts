import { describe, expect, it } from 'vitest';
import { dateOfText, expandDateWords } from '../../src/core/date-words';
import { isDateText } from '../../src/formats/date-text';
import { setLanguage, t } from '../../src/i18n';
import '../../src/palette/messages';

// Fri 2026-01-30 09:15:42, local time: the end of a month, so offsets cross it.
const now = new Date(2026, 0, 30, 9, 15, 42);

describe('expandDateWords', () => {
  it.each([
    // typed, with a time?, → the full text
    ['今天', false, '2026-01-30'],
    ['today', true, '2026-01-30 00:00:00'],
    ['明天', false, '2026-01-31'],
    ['Tomorrow', true, '2026-01-31 00:00:00'],
    ['昨天', false, '2026-01-29'],
    ['现在', true, '2026-01-30 09:15:42'],
    ['now', false, '2026-01-30'],
    ['+3d', false, '2026-02-02'],
    ['-1w', false, '2026-01-23'],
    ['+2天', true, '2026-02-01 09:15:42'],
    ['+1y', false, '2027-01-30'],
    // every unit's spellings
    ['+1日', false, '2026-01-31'],
    ['-1周', false, '2026-01-23'],
    ['+1星期', false, '2026-02-06'],
    ['-2m', false, '2025-11-30'],
    ['-1月', false, '2025-12-30'],
    ['+1年', false, '2027-01-30'],
    ['8:30', true, '2026-01-30 08:30:00'],
    ['14:00:05', true, '2026-01-30 14:00:05'],
    // anything else stays as typed, for the argument's rule
    ['8:30', false, '8:30'],
    ['25:00', true, '25:00'],
    ['2026-03-01', false, '2026-03-01'],
    ['下周', false, '下周'],
  ])('%s (time: %s) → %s', (typed, withTime, expected) => {
    expect(expandDateWords(typed, withTime, now)).toBe(expected);
  });
});

describe('counted from an earlier answer', () => {
  const start = dateOfText('2026-12-01 09:00:00')!;
  it.each([
    ['+2d', true, '2026-12-03 09:00:00'],
    ['18:00', true, '2026-12-01 18:00:00'],
    ['+1w', false, '2026-12-08'],
    // Day words stay today's.
    ['明天', true, '2026-01-31 00:00:00'],
  ])('%s (time: %s) → %s', (typed, withTime, expected) => {
    expect(expandDateWords(typed, withTime, now, start)).toBe(expected);
  });
});

describe('every word a date prompt\'s note offers', () => {
  it.each(['zh', 'en'] as const)('parses in %s', (lang) => {
    setLanguage(lang);
    for (const [key, withTime] of [['palette.prompt.dayWords', false], ['palette.prompt.momentWords', true]] as const) {
      const words = t(key).replace(/^(也可输入|or) /, '').split(/、|, | 或 | or /);
      expect(words.length).toBeGreaterThan(3);
      for (const word of words) expect(isDateText(expandDateWords(word, withTime, now), withTime), `${word} in ${key}`).toBe(true);
    }
    setLanguage('zh');
  });
});
