/**
 * The index a search for part of a field's text reads (Table.textIndex, char-index.ts): which one
 * a table gets by its size and its field's values, that the choice is kept through writes, and
 * that the characters' index never finds fewer rows than the search's own case-insensitive test
 * keeps, whatever the case rules of the characters.
 */
import { describe, expect, it } from 'vitest';
import { CharIndex } from '../../mock-server/char-index';
import { Table } from '../../mock-server/tables';
import { quiet } from './table-stream';

interface Item {
  id: string;
  text: string;
}

const table = (count: number, text: (i: number) => string) => new Table('items', Array.from({ length: count }, (_, i): Item => ({ id: `r${i}`, text: text(i) })), quiet);
const kind = (index: ReturnType<Table['textIndex']>) => (index === undefined ? 'none' : 'values' in index ? 'values' : 'chars');
const BIG = 12_000;

describe('a table\'s text index', () => {
  it.each([
    ['a small table', 9_000, (i: number) => `教师${i}`, 'none'],
    ['few values', BIG, (i: number) => `/api/blade-system/${i % 40}`, 'values'],
    ['many short texts', BIG, (i: number) => `张${i}`, 'chars'],
    ['many long texts', BIG, (i: number) => `第${i}篇：阅读理解与写作练习，请在周五前完成全部题目`, 'none'],
  ] as const)('is chosen by size and values: %s', (_, count, text, expected) => {
    expect(kind(table(count, text).textIndex('text'))).toBe(expected);
  });

  it('keeps its choice, and keeps it current, through writes', () => {
    const items = table(BIG, (i) => `/api/${i % 40}`);
    expect(kind(items.textIndex('text'))).toBe('values');
    // Past one value in 8 rows now; the values stay the index, with the rows written since.
    for (let i = 0; i < 2 * BIG; i++) items.insert({ id: `n${i}`, text: `/new/${i}` });
    const index = items.textIndex('text')!;
    expect('values' in index && index.values.get('/new/7')?.map((row) => (row as Item).id)).toEqual(['n7']);

    const names = table(BIG, (i) => `张${i}`);
    const chars = () => {
      const found = names.textIndex('text')!;
      if (!('chars' in found)) throw new Error('not the characters\' index');
      return found.chars;
    };
    const first = names.rows[0]!;
    names.update(first, { text: '欧阳' });
    names.insert({ id: 'late', text: '欧阳修' });
    names.remove([names.rows[1]!]);
    expect(chars().rowsHolding('欧阳').map((row) => (row as Item).id).sort()).toEqual(['late', 'r0']);
    expect(chars().rowsHolding('张1').map((row) => (row as Item).id)).not.toContain('r1');
  });
});

describe('the characters\' index', () => {
  // Characters whose upper and lower cases are not one to one: ſ (long s) and ı (dotless i) upper
  // to ASCII, K (Kelvin) lowers to k, ς and σ share Σ, İ lowers to two units.
  const texts = ['Straße', 'ſtar', 'KELVIN', 'Kelvin', 'kilo', 'ıi', 'İstanbul', 'Σίσυφος', 'λόγος', 'ΛΌΓΟΣ', '读书周 Reading'];
  const queries = ['s', 'S', 'ſ', 'k', 'K', 'K', 'i', 'I', 'ı', 'İ', 'σ', 'ς', 'Σ', 'ος', 'ΟΣ', 'reading', '读书'];
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  it('finds every text a case-insensitive search keeps', () => {
    const index = new CharIndex<string>((text) => text);
    texts.forEach((text) => index.add(text));
    for (const query of queries) {
      const kept = texts.filter((text) => new RegExp(escape(query), 'i').test(text));
      expect(index.rowsHolding(query), query).toEqual(expect.arrayContaining(kept));
    }
  });

  it('forgets a removed text, and finds nothing for a character no text holds', () => {
    const index = new CharIndex<string>((text) => text);
    texts.forEach((text) => index.add(text));
    index.remove('kilo');
    expect(index.rowsHolding('kilo')).toEqual([]);
    expect(index.rowsHolding('张')).toEqual([]);
    const without = new CharIndex<string>((text) => text);
    texts.filter((text) => text !== 'kilo').forEach((text) => without.add(text));
    expect(index.entries).toBe(without.entries);
  });
});
