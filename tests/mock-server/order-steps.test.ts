/**
 * A table's order index made a step at a time (order-steps.ts, what a host makes ahead between
 * calls) is the order one sort makes: the same rows in the same order, equal rows in table order,
 * with the writes made while it was being made applied as the order index applies them.
 */
import { describe, expect, it } from 'vitest';
import { ORDER_STEP_ROWS } from '../../mock-server/order-steps';
import { Table } from '../../mock-server/tables';
import { quiet, randomStream } from './table-stream';

interface Item {
  id: string;
  n: number;
  isDeleted: number;
}


/** By n only: rows of equal n stay in table order, as a stable sort leaves them. */
const byN = (a: object, b: object) => (a as Item).n - (b as Item).n;

/**
 * Rows a little over three steps' worth: the first half mostly in order (a seed's rows, a few out
 * of place), the rest in no order, so the steps both join parts to a run and merge runs.
 */
function seedRows(): Item[] {
  const random = randomStream(11);
  const count = Math.round(3.5 * ORDER_STEP_ROWS);
  return Array.from({ length: count }, (_, i) => ({
    id: `r${i}`,
    n: i < count / 2 ? (random(50) === 0 ? random(count) : Math.floor(i / 3)) : random(count),
    isDeleted: random(20) === 0 ? 1 : 0,
  }));
}

/** A stream of writes, each by key, so the same writes can be made to two tables. */
function writes(): ((table: Table) => void)[] {
  const random = randomStream(5);
  const count = Math.round(3.5 * ORDER_STEP_ROWS);
  const row = (table: Table, i: number) => table.byKey(`id:r${i}`);
  return Array.from({ length: 60 }, (_, w) => {
    const i = random(count);
    const n = random(count);
    const isDeleted = random(5) === 0 ? 1 : 0;
    switch (w % 4) {
      case 0:
        return (table) => void table.insert({ id: `new${w}`, n, isDeleted: 0 });
      case 1:
        return (table) => void (row(table, i) && table.update(row(table, i)!, { n, isDeleted }));
      case 2:
        return (table) => table.remove([row(table, i)].filter((found) => found !== undefined));
      default:
        return (table) => table.remove([i, i + 1, i + 2].map((at) => row(table, at)).filter((found) => found !== undefined));
    }
  });
}

const ids = (rows: readonly object[]) => rows.map((row) => (row as Item).id);

describe('an order index made a step at a time', () => {
  it('is the order one sort makes, with the writes made meanwhile applied', () => {
    const sorted = new Table('items', seedRows(), quiet);
    sorted.ordered('n', byN);
    const stepped = new Table('items', seedRows(), quiet);
    const stream = writes();
    let steps = 0;
    while (!stepped.orderStep('n', byN)) {
      stream[steps % stream.length]!(stepped);
      stream[steps % stream.length]!(sorted);
      steps++;
    }
    expect(steps).toBeGreaterThan(4);
    for (const write of stream.slice(steps)) {
      write(stepped);
      write(sorted);
    }
    expect(ids(stepped.ordered('n', byN))).toEqual(ids(sorted.ordered('n', byN)));
    // An order of the live rows of a kind (in a total order), made a step at a time too.
    const even = (row: object) => (row as Item).isDeleted === 0 && (row as Item).n % 2 === 0;
    const total = (a: object, b: object) => byN(a, b) || (a as Item).id.localeCompare((b as Item).id);
    while (!stepped.orderStep('n:even', total, even));
    expect(ids(stepped.ordered('n:even', total, even))).toEqual(ids(stepped.rows.filter(even).sort(total)));
    // The order that a sort of the rows now gives, but for equal rows' places: a write places a row before its equals.
    expect(stepped.ordered('n', byN).map((row) => (row as Item).n)).toEqual(stepped.rows.filter((row) => (row as Item).isDeleted === 0).map((row) => (row as Item).n).sort((a, b) => a - b));
  });

  it('is finished by a read of it, and then kept by every write', () => {
    const table = new Table('items', seedRows(), quiet);
    expect(table.orderStep('n', byN)).toBe(false);
    const once = [...seedRows()].filter((row) => row.isDeleted === 0).sort(byN);
    expect(ids(table.ordered('n', byN))).toEqual(ids(once));
    expect(table.orderStep('n', byN)).toBe(true);
    table.insert({ id: 'last', n: Number.MAX_SAFE_INTEGER, isDeleted: 0 });
    expect(ids(table.ordered('n', byN)).at(-1)).toBe('last');
  });
});
