/**
 * The order of a list: `ascs` / `descs` first (comma lists of columns, snake_case as BladeX
 * sends them), then the default: `sort` ascending when the schema has a sort
 * field, then newest first by createTime, then by id (ids grow with time, so they break ties
 * among rows of the same second), or by the key of a table keyed by a column of its own (the
 * regions' code), last first likewise. The key makes the order total, so pages never overlap.
 * Requested columns order text ignoring case, as MySQL's default case-insensitive collation
 * does; names that are no column of the table are ignored, as is a blank list.
 */
import type { ResourceSchema } from '../../src/schema/types';
import { columnsOf } from './columns';
import type { CrudRow } from './rows';

export type RowOrder = (a: CrudRow, b: CrudRow) => number;

interface Key {
  name: string;
  /** 1 ascending, -1 descending. */
  direction: 1 | -1;
  /** Text compares ignoring case (requested columns). */
  fold?: boolean;
}

const camel = (column: string) => column.trim().replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

export function rowOrder(schema: ResourceSchema, params: URLSearchParams): RowOrder {
  const columns = columnsOf(schema);
  const requested = (param: string, direction: 1 | -1): Key[] =>
    (params.get(param) ?? '').split(',').map(camel).filter((name) => columns.has(name)).map((name) => ({ name, direction, fold: true }));
  const keys: Key[] = [
    ...requested('ascs', 1),
    ...requested('descs', -1),
    ...(schema.fields.some((field) => field.name === 'sort') ? [{ name: 'sort', direction: 1 } as const] : []),
    { name: 'createTime', direction: -1 },
  ];
  // Plain arrays and an indexed loop: this comparator runs ~10^5 times per page of a big table.
  const names = keys.map((key) => key.name);
  const directions = keys.map((key) => key.direction);
  const compares = keys.map((key) => (key.fold ? compareFolded : compareCells));
  const rowKey = schema.rowKey;
  return (a, b) => {
    for (let i = 0; i < names.length; i++) {
      const comparison = compares[i]!(a[names[i]!], b[names[i]!]);
      if (comparison !== 0) return comparison * directions[i]!;
    }
    return rowKey ? compareIds(String(b[rowKey]), String(a[rowKey])) : compareIds(b.id, a.id);
  };
}

/** Empty cells first (MySQL's ascending NULL), numbers as numbers, anything else as text. */
function compareCells(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (typeof a === 'string' && typeof b === 'string' && a !== '' && b !== '') return a < b ? -1 : a > b ? 1 : 0;
  if (a === null || a === undefined || a === '') return -1;
  if (b === null || b === undefined || b === '') return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** As compareCells, with text compared in lower case. */
function compareFolded(a: unknown, b: unknown): number {
  if (typeof a !== 'string' || typeof b !== 'string' || a === '' || b === '') return compareCells(a, b);
  return compareCells(a.toLowerCase(), b.toLowerCase());
}

/** Numeric ids as strings: a shorter one is smaller. */
function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * The first `count` rows in `order`, sorted. A page near the start of a long list only needs
 * its first rows: a bounded max-heap keeps them in O(n log count) instead of sorting all n.
 * Rows are scanned from the end: tables grow by appending, so under the default newest-first
 * order the best rows come first and every later row costs one comparison (the result is the
 * same in any scan order). `rows` is the caller's scratch array and may be reordered.
 */
export function firstInOrder(rows: CrudRow[], count: number, order: RowOrder): CrudRow[] {
  if (count * 4 >= rows.length) return rows.sort(order).slice(0, count);
  const heap: CrudRow[] = [];
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i]!;
    if (heap.length < count) {
      heap.push(row);
      siftUp(heap, heap.length - 1, order);
    } else if (order(row, heap[0]!) < 0) {
      heap[0] = row;
      siftDown(heap, 0, order);
    }
  }
  return heap.sort(order);
}

/** Max-heap on `order`: the last row of the kept ones sits at the top. */
function siftUp(heap: CrudRow[], index: number, order: RowOrder): void {
  for (let child = index; child > 0;) {
    const parent = (child - 1) >> 1;
    if (order(heap[child]!, heap[parent]!) <= 0) return;
    [heap[child], heap[parent]] = [heap[parent]!, heap[child]!];
    child = parent;
  }
}

function siftDown(heap: CrudRow[], index: number, order: RowOrder): void {
  for (let parent = index; ;) {
    const left = parent * 2 + 1;
    const right = left + 1;
    let largest = parent;
    if (left < heap.length && order(heap[left]!, heap[largest]!) > 0) largest = left;
    if (right < heap.length && order(heap[right]!, heap[largest]!) > 0) largest = right;
    if (largest === parent) return;
    [heap[parent], heap[largest]] = [heap[largest]!, heap[parent]!];
    parent = largest;
  }
}
