import { describe, expect, it } from 'vitest';
import { firstInOrder, rowOrder } from '../../../mock-server/crud/order';
import { everyRow, listPage, type Visibility } from '../../../mock-server/crud/query';
import { db } from '../../../mock-server/db';
import type { CrudRow } from '../../../mock-server/crud/rows';
import { post } from '../../../src/schema/system/post';
import { region } from '../../../src/schema/tenancy/region';

/** Rows with many ties on sort and createTime, so the id has to break them. */
function randomRows(count: number, seed: number): CrudRow[] {
  let state = seed;
  const next = (n: number) => ((state = (state * 1103515245 + 12345) % 2 ** 31) % n);
  return Array.from({ length: count }, (_, i) => ({
    id: String(1_900_000_000_000_000_000n + BigInt(next(1_000_000) * 1000 + i)),
    isDeleted: next(10) === 0 ? 1 : 0,
    tenantId: '000000',
    sort: next(5),
    postName: `岗位${next(50)}`,
    createTime: `2024-09-0${1 + next(3)} 08:00:00`,
  }));
}

describe('the page query', () => {
  it('keeps the first rows with a bounded heap exactly as a full sort orders them', () => {
    const order = rowOrder(post, new URLSearchParams());
    for (const seed of [1, 2, 3]) {
      const rows = randomRows(2000, seed);
      const sorted = [...rows].sort(order);
      for (const count of [1, 10, 37, 400, 499, 1999]) expect(firstInOrder([...rows], count, order)).toEqual(sorted.slice(0, count));
    }
  });

  it('pages through every live row once, in order', () => {
    const rows = randomRows(1000, 7);
    const seen: string[] = [];
    for (let current = 1; current <= 40; current++) {
      seen.push(...listPage(post, rows, new URLSearchParams({ current: String(current), size: '30' }), () => true).records.map((r) => r.id));
    }
    const live = rows.filter((r) => r.isDeleted === 0).sort(rowOrder(post, new URLSearchParams())).map((r) => r.id);
    expect(seen).toEqual(live);
  });

  it('reads a whole table through its order index exactly as it sorts a copy of the rows', () => {
    for (const row of randomRows(600, 11)) db.insert('post', { ...row, tenantId: Number(row.sort) % 2 ? '000000' : '100001', postCode: `p${row.id.slice(-4)}` });
    const whole = db.rows<CrudRow>('post');
    const school: Visibility = (row) => row.tenantId === '100001';
    const cases: [Record<string, string>, Visibility][] = [
      [{}, everyRow], [{}, school], [{ postName: '岗位1' }, everyRow], [{ postName: '岗位2' }, school], [{ postName: '岗位' }, (row) => row.id.endsWith('7')],
    ];
    for (const [search, visible] of cases) {
      for (const [current, size] of [[1, 10], [3, 7], [40, 20]] as const) {
        const params = new URLSearchParams({ ...search, current: String(current), size: String(size) });
        const indexed = listPage(post, whole, params, visible);
        expect(indexed).toEqual(listPage(post, [...whole], params, visible));
        expect(indexed.total).toBeGreaterThan(0);
      }
    }
  });

  it('reads every row of a table that deletes for good (no isDeleted), last key first among ties', () => {
    const whole = db.rows<CrudRow>('region');
    const params = new URLSearchParams({ current: '1', size: '500' });
    const page = listPage(region, whole, params, everyRow);
    expect(page.total).toBe(whole.length);
    expect(page).toEqual(listPage(region, [...whole], params, everyRow));
    // Regions share sorts and have no createTime: their code (a number, as ids are) orders them, largest first.
    const firsts = page.records.filter((row) => row.sort === 1).map((row) => String(row.code));
    expect(firsts.length).toBeGreaterThan(10);
    expect(firsts).toEqual([...firsts].sort((a, b) => b.length - a.length || (a < b ? 1 : -1)));
  });
});

