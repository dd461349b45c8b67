/**
 * The read side of the generic handlers, free of HTTP so the benchmark can time it: which rows
 * a call may see, in which order, and one page of them.
 */
import type { ResourceSchema } from '../../src/schema/types';
import { db } from '../db';
import { GROUPED_FIELDS } from '../grouped-fields';
import { splitIds } from '../auth/identity';
import { columnsOf } from './columns';
import { compileFilters, textSearches, type TextSearch } from './filters';
import { isLive } from '../order-steps';
import { firstInOrder, rowOrder } from './order';
import { pageLeavingOut } from './page-leaving-out';
import { readPaging } from './paging';
import type { Page } from '../../src/schema/wire/page';
import type { CrudRow } from './rows';

export type { Page };

/** Whether the caller may see a row (its tenant scope); deleted rows are dropped before. */
export type Visibility = (row: CrudRow) => boolean;

/** The visibility of a caller who sees every row (the platform administrator, or anyone on a platform table). */
export const everyRow: Visibility = () => true;

/**
 * A kind of row, by a test of the row alone (a user's pending mark), that a list keeps alone or
 * leaves out. The table keeps an order index of its live rows of the kind beside that of all its
 * live rows (db.ordered), so a page of either list with no search is read from them.
 */
export interface Mark {
  /** Names the kind's order indexes (one test a name). */
  name: string;
  holds: (row: CrudRow) => boolean;
}

/** The rows of a mark's kind alone (`holding`), or every row but those. */
export interface Within {
  mark: Mark;
  holding: boolean;
}

/** `visible` narrowed to the rows `within` keeps. */
export const withinMark = (visible: Visibility, { mark, holding }: Within): Visibility => (row) => visible(row) && mark.holds(row) === holding;

/** Live rows (every row, on a table that deletes for good) the caller may see that match the call's search; a fresh array. */
export function matchingRows(schema: ResourceSchema, rows: readonly CrudRow[], params: URLSearchParams, visible: Visibility): CrudRow[] {
  const predicates = compileFilters(schema, params);
  const logical = schema.deletion !== 'physical';
  const matches: CrudRow[] = [];
  // Indexed loops without closures: this runs once per row of the table on every list call.
  scan: for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if ((logical && row.isDeleted !== 0) || !visible(row)) continue;
    for (let p = 0; p < predicates.length; p++) if (!predicates[p]!(row)) continue scan;
    matches.push(row);
  }
  return matches;
}

/** The default order: no ascs or descs. */
const inDefaultOrder = (params: URLSearchParams) => !params.get('ascs')?.trim() && !params.get('descs')?.trim();

/** Every matching row, ordered: what select and export answer. */
export function orderedRows(schema: ResourceSchema, rows: readonly CrudRow[], params: URLSearchParams, visible: Visibility): CrudRow[] {
  return matchingRows(schema, rows, params, visible).sort(rowOrder(schema, params));
}

/**
 * The live rows of `table` (with `mark`, those of its kind) in the schema's default list order,
 * last first: the order index (db.ordered) a page with no search is a slice of. Kept last-first
 * because the list's first rows (the newest, by default) are added last, at the end, where
 * placing them costs nothing.
 */
export function plainListOrder(schema: ResourceSchema, table: string, mark?: Mark): readonly CrudRow[] {
  const { name, compare, holds } = plainList(schema, mark);
  return db.ordered<CrudRow>(table, name, compare, holds);
}

/**
 * Makes the next part of the order indexes a list with no search reads (db.orderStep), ahead of
 * its first read: those of plainListOrder, for every row or for the rows `within` keeps or leaves
 * out; whether they are made.
 */
export function plainListOrderStep(schema: ResourceSchema, table: string, within?: Within): boolean {
  const marks = !within ? [undefined] : within.holding ? [within.mark] : [undefined, within.mark];
  return marks.every((mark) => {
    const { name, compare, holds } = plainList(schema, mark);
    return db.orderStep<CrudRow>(table, name, compare, holds);
  });
}

interface PlainList {
  name: string;
  compare: (a: CrudRow, b: CrudRow) => number;
  holds?: (row: CrudRow) => boolean;
}

function plainList(schema: ResourceSchema, mark?: Mark): PlainList {
  const order = rowOrder(schema, new URLSearchParams());
  const compare = (a: CrudRow, b: CrudRow) => order(b, a);
  if (!mark) return { name: `list:${schema.name}`, compare };
  return { name: `list:${schema.name}:${mark.name}`, compare, holds: (row) => isLive(row) && mark.holds(row) };
}

/**
 * The ids a list call names by its plain `id` key (`id=a,b`: a row matching any of them, once
 * each), when its first `id` key has some; the call matches none of the table's other rows.
 */
function askedIds(schema: ResourceSchema, params: URLSearchParams): string[] | undefined {
  const column = columnsOf(schema).get('id');
  const value = params.get('id')?.trim();
  if (!value || !column?.exact || column.list) return undefined;
  return [...new Set(splitIds(value))];
}

/**
 * The rows of the groups (db.group) a list call's exact search of a grouped field names
 * (`docId=a,b`: a row holding any of them), when they are few beside the table (then sorting them
 * costs less than a pass over the table's order); the call matches no other row.
 */
function groupAsked(schema: ResourceSchema, table: string, params: URLSearchParams): CrudRow[] | undefined {
  const columns = columnsOf(schema);
  for (const [key, raw] of params) {
    const column = columns.get(key);
    const value = raw.trim();
    if (!value || !column?.exact || column.list || !GROUPED_FIELDS.includes(key)) continue;
    const found = [...new Set(splitIds(value))].flatMap((each) => db.group<CrudRow>(table, key, each));
    return found.length * FEW_OF <= db.rows(table).length ? found : undefined;
  }
  return undefined;
}

/** A group is read instead of the table's order when it holds at most one row in this many of the table. */
const FEW_OF = 8;

/**
 * The rows a search for part of a text (`docName=小`) can match, found through its field's text
 * index (db.textIndex: the rows of the values that match, or of the searched text's rarest
 * character), when they are few beside the table; the call matches no other row.
 */
function textAsked(table: string, searches: readonly TextSearch[]): readonly CrudRow[] | undefined {
  const most = db.rows(table).length / FEW_OF;
  let fewest: readonly CrudRow[] | undefined;
  for (const search of searches) {
    const index = db.textIndex<CrudRow>(table, search.field);
    const found = index && ('chars' in index ? index.chars.rowsHolding(search.text) : matchingValues(index.values, search, most));
    if (found && found.length <= most && (!fewest || found.length < fewest.length)) fewest = found;
  }
  return fewest;
}

/** The rows of the values that `search` matches; undefined past `most` rows. */
function matchingValues(values: ReadonlyMap<string, readonly CrudRow[]>, search: TextSearch, most: number): CrudRow[] | undefined {
  const groups: (readonly CrudRow[])[] = [];
  let count = 0;
  for (const [text, rows] of values) {
    if (!search.matches(text)) continue;
    groups.push(rows);
    count += rows.length;
    if (count > most) return undefined;
  }
  return groups.flat();
}

/**
 * One page of the matching rows (of those `within` keeps, when given); a page past the end is
 * empty. Bad paging throws BadRequest. When `rows` are the whole table and the order is the
 * default one, the page is read from the table's order index (db.ordered, live rows in list
 * order; the rows of a mark's kind, when the list keeps those alone) instead of sorting the
 * matches: with no search and every row visible it is a slice, whatever the table's size (a list
 * leaving a kind out skips that kind's rows, found by its own index: page-leaving-out.ts);
 * otherwise one pass over the index counts the matches and keeps only the page's rows, so a
 * search or a data scope over a district's 100,000 users neither sorts nor copies them. A call
 * naming ids (`id=a,b`, how the console names the records chosen on a page of rows) reads those
 * rows by key, in any order, and sorts them alone; so does a call whose `candidates` (the rows
 * of the whole table it can keep, found by an index: ReadHooks.candidates) are given, one
 * searching a grouped field exactly (`qns/list?docId=`) whose groups are few of the table's rows,
 * and one searching part of a text whose field's text index (textAsked) finds few of them:
 * those rows are scanned and the page's first rows kept in order (firstInOrder).
 */
export function listPage(
  schema: ResourceSchema,
  rows: readonly CrudRow[],
  params: URLSearchParams,
  visible: Visibility,
  within?: Within,
  candidates?: readonly CrudRow[],
): Page<CrudRow> {
  const { current, size } = readPaging(params);
  const table = schema.table ?? schema.name;
  const offset = (current - 1) * size;
  const whole = rows === db.rows(table);
  const ids = whole ? askedIds(schema, params) : undefined;
  // Only the rows of the ids named, found by key, or the candidates can match: they are the rows scanned.
  const found = ids ? ids.flatMap((id) => db.find<CrudRow>(table, id) ?? []) : whole ? candidates ?? groupAsked(schema, table, params) ?? textAsked(table, textSearches(schema, params)) : undefined;
  // The order index holds the rows isDeleted says are live: a table that deletes for good has no such column.
  if (!found && inDefaultOrder(params) && whole && schema.deletion !== 'physical') {
    const sorted = plainListOrder(schema, table, within?.holding ? within.mark : undefined);
    const predicates = compileFilters(schema, params);
    if (predicates.length === 0 && visible === everyRow) {
      if (within && !within.holding) {
        const left = plainListOrder(schema, table, within.mark);
        const total = sorted.length - left.length;
        const records = pageLeavingOut(sorted, left, plainList(schema).compare, offset, size);
        return { records, total, size, current, pages: Math.ceil(total / size) };
      }
      const end = sorted.length - offset;
      const records = end <= 0 ? [] : sorted.slice(Math.max(0, end - size), end).reverse();
      return { records, total: sorted.length, size, current, pages: Math.ceil(sorted.length / size) };
    }
    const kept = within ? withinMark(visible, within) : visible;
    const records: CrudRow[] = [];
    let total = 0;
    scan: for (let i = sorted.length - 1; i >= 0; i--) {
      const row = sorted[i]!;
      if (!kept(row)) continue;
      for (let p = 0; p < predicates.length; p++) if (!predicates[p]!(row)) continue scan;
      if (total >= offset && records.length < size) records.push(row);
      total++;
    }
    return { records, total, size, current, pages: Math.ceil(total / size) };
  }
  const matches = matchingRows(schema, found ?? rows, params, within ? withinMark(visible, within) : visible);
  const total = matches.length;
  const records = offset >= total ? [] : firstInOrder(matches, offset + size, rowOrder(schema, params)).slice(offset);
  return { records, total, size, current, pages: Math.ceil(total / size) };
}
