/**
 * A table's writes find a row's place without scanning the table: the places are noted beside the
 * rows and corrected after a removal moves the rows behind it. These tests hold the table to a
 * plain array model through a long mixed stream of writes, so a place noted wrong shows as a row
 * written in the wrong slot, a row lost, or an index out of step.
 */
import { describe, expect, it } from 'vitest';
import { Table } from '../../mock-server/tables';
import { quiet, randomStream } from './table-stream';

interface Item {
  id: string;
  tenantId: string;
  n: number;
  isDeleted: number;
}


const item = (i: number): Item => ({ id: `r${i}`, tenantId: `t${i % 7}`, n: i, isDeleted: 0 });

function expectInStep(table: Table, model: Item[]): void {
  expect(table.rows).toEqual(model);
  for (const row of model) expect(table.byKey(`id:${row.id}`)).toBe(row);
  for (let t = 0; t < 7; t++) expect(table.group('tenantId', `t${t}`)).toEqual(model.filter((row) => row.tenantId === `t${t}`));
  // A total order, as a list's is: rows equal in n follow their ids.
  const byN = (a: object, b: object) => (a as Item).n - (b as Item).n || (a as Item).id.localeCompare((b as Item).id);
  expect(table.ordered('n', byN)).toEqual(model.filter((row) => row.isDeleted === 0).sort(byN));
  // An order of the live rows of a kind (a test of the row alone), kept by the same writes.
  const ofT0 = (row: object) => (row as Item).isDeleted === 0 && (row as Item).tenantId === 't0';
  expect(table.ordered('n:t0', byN, ofT0)).toEqual(model.filter(ofT0).sort(byN));
}

describe('a table', () => {
  it('writes each row in its own place through updates, removals and inserts in any order', () => {
    const seed = Array.from({ length: 2000 }, (_, i) => item(i));
    const model = [...seed];
    const table = new Table('items', seed, quiet);
    expectInStep(table, model);
    const random = randomStream(7);
    let next = seed.length;
    for (let step = 0; step < 3000; step++) {
      const choice = random(10);
      if (choice < 5 && model.length > 0) {
        // An update anywhere, the table's last rows and its first included.
        const at = random(model.length);
        const updated = table.update(model[at]!, { n: random(5000), isDeleted: random(4) === 0 ? 1 : 0, tenantId: `t${random(7)}` }) as Item;
        model[at] = updated;
      } else if (choice < 7 && model.length > 0) {
        const at = random(model.length);
        table.remove([model[at]!]);
        model.splice(at, 1);
      } else if (choice < 8 && model.length > 3) {
        const ats = new Set([random(model.length), random(model.length), random(model.length)]);
        table.remove(model.filter((_, at) => ats.has(at)));
        for (const at of [...ats].sort((a, b) => b - a)) model.splice(at, 1);
      } else {
        model.push(table.insert(item(next++)) as Item);
      }
      if (step % 500 === 0) expectInStep(table, model);
    }
    expectInStep(table, model);
  });

  it('makes its seed rows a part at a time, with rows added and dropped meanwhile, and makes the rest on a read', () => {
    const parts: Item[][] = [[], Array.from({ length: 30 }, (_, i) => item(i)), [], Array.from({ length: 30 }, (_, i) => item(30 + i))];
    const table = new Table('log', () => parts.values(), quiet);
    expect(table.made).toBe(false);
    expect(table.makeStep(['tenantId', 'parentId'])).toBe(false);
    table.insert(item(1000));
    expect(table.makeStep()).toBe(false);
    const kept = table.insert(item(1001)) as Item;
    table.dropFirstAdded(1);
    expect(table.made).toBe(false);
    expect(table.added).toBe(1);
    // A read (here by key) makes what is left, and finds the key index and the tenant group built with the parts.
    expect(table.byKey('id:r45')).toEqual(item(45));
    expect(table.made).toBe(true);
    expect(table.makeStep()).toBe(true);
    const model = [...parts.flat(), kept];
    expectInStep(table, model);
    model.push(table.insert(item(1002)) as Item);
    model[7] = table.update(model[7]!, { tenantId: 't3' }) as Item;
    expectInStep(table, model);
  });

  it('refuses to write a row it no longer holds, and skips removing one', () => {
    const table = new Table('items', Array.from({ length: 10 }, (_, i) => item(i)), quiet);
    const [first, second] = table.rows;
    table.update(first!, { n: 100 });
    expect(() => table.update(first!, { n: 200 })).toThrow(/not a current row/);
    table.remove([second!]);
    table.remove([second!]);
    expect(table.rows.map((row) => (row as Item).id)).toEqual(['r0', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9']);
    expect(() => table.update(second!, { n: 1 })).toThrow(/not a current row/);
  });

  it('keeps a log to its seed rows and its newest rows added, and writes those rows in place', () => {
    const table = new Table('log', () => [Array.from({ length: 50 }, (_, i) => item(i))].values(), quiet);
    // Rows added before the seed's are made follow them once made.
    table.insert(item(1000));
    expect(table.added).toBe(1);
    const model = [...table.rows] as Item[];
    for (let i = 1001; i < 1100; i++) {
      model.push(table.insert(item(i)) as Item);
      if (table.added > 10) {
        table.dropFirstAdded(table.added - 10);
        model.splice(50, model.length - 60);
      }
      // The newest row and a seed row, written after each trim.
      model[model.length - 1] = table.update(model.at(-1)!, { n: -i }) as Item;
      model[i % 50] = table.update(model[i % 50]!, { n: i }) as Item;
    }
    expect(table.added).toBe(10);
    expectInStep(table, model);
  });
});
