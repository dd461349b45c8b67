/**
 * The server side of an import and a bulk edit, through the screen's ordinary calls: the records
 * an import's keys name (for its duplicates, and afterwards the rows it added), the rows a bulk
 * edit acts on (by their ids, or from the pages when they are many), and submitting rows a few at
 * a time with progress, stopping when cancelled, each refusal kept with the server's reason.
 * BladeX's submit answers no id, so an import's rows are found afterwards: the rows that were not
 * there before and carry an imported key.
 */
import * as api from '../../api/resource';
import type { Filters, ResourceRow } from '../../api/resource';
import { keyOf, keyValues } from './key';
import { eachLimited, inBatches } from './limited';
import type { ResourceSchema } from '../../schema/types';
import { masterFilter } from '../controller';

/** Submits at once: enough to keep a slow link busy, few enough not to crowd the server. */
const PARALLEL = 4;

function flatten(rows: readonly ResourceRow[]): ResourceRow[] {
  return rows.flatMap((row) => [row, ...flatten(row.children ?? [])]);
}

/**
 * Visits every record of the screen the user may read that matches `search`, a page at a time
 * as the list call reads them, or a whole tree (a detail tree's, a dictionary's items, under the
 * master row chosen: its list call needs one; with a search, the matching nodes at any depth) in
 * one visit. Only the page being visited is held.
 */
async function eachPage(schema: ResourceSchema, visit: (rows: readonly ResourceRow[]) => void | Promise<void>, signal?: AbortSignal, search: Filters = {}): Promise<void> {
  if (schema.api.list === 'tree') await visit(flatten(await api.tree({ ...schema, api: { ...schema.api, lazy: false } }, { ...masterFilter(schema), ...search }, signal)));
  else for await (const page of api.pages(schema, { filters: search, signal })) await visit(page.records);
}

/** How many pages of READ_PAGE the screen's paged list has: its first page of one row tells its count. */
async function pageCount(schema: ResourceSchema, signal?: AbortSignal): Promise<number> {
  const { total } = await api.list(schema, { current: 1, size: 1, filters: {}, signal });
  return Math.ceil(total / api.READ_PAGE);
}

/**
 * Visits the records of the screen whose id is one of `ids`, each once, a few or a page of them
 * at a time, however big the table; answers the ids it did not find (removed meanwhile, or no
 * longer the user's to read). Fewer ids than a paged list has pages are each read by the id (the
 * detail call), a few at a time, in the order of `ids`; more (or a tree, read in one call, or a
 * screen without a detail call) are met in the list's pages (eachPage), and a row the pages did
 * not meet (it moved between pages while they were read) is then read by its id. Once `signal`
 * aborts, nothing more is read: it rejects with the signal's reason.
 */
export async function eachRowOf(schema: ResourceSchema, ids: Iterable<string>, visit: (rows: readonly ResourceRow[]) => void | Promise<void>, signal?: AbortSignal): Promise<string[]> {
  const wanted = new Set(ids);
  const met = new Set<string>();
  /** Visits the rows wanted and not visited yet. */
  const keep = async (rows: readonly ResourceRow[]) => {
    const mine = rows.filter((row) => wanted.has(row.id) && !met.has(row.id));
    for (const row of mine) met.add(row.id);
    if (mine.length) await visit(mine);
  };
  if (!wanted.size) return [];
  const byId = schema.api.detail && schema.api.list !== 'tree' && wanted.size < await pageCount(schema, signal);
  if (!byId) await eachPage(schema, keep, signal);
  const read = (id: string) => api.detail(schema, id, { quiet: true, signal }).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    return undefined;
  });
  const missed = schema.api.detail ? [...wanted].filter((id) => !met.has(id)) : [];
  for await (const rows of inBatches(missed, read)) {
    signal?.throwIfAborted();
    await keep(rows.filter((row) => row !== undefined));
  }
  return [...wanted].filter((id) => !met.has(id));
}

/** A record's id and key (keyOf). */
export interface KeyedRow { id: string; key: string }

/**
 * The records of the screen the user may read whose key is one of `keys`, however big the table:
 * each key is searched on the screen's list, its values as the list's search (`<field>=<value>`;
 * a BladeX search of text finds the values that hold it, so only equal keys are kept), a few keys
 * at a time; a tree's list call searches its nodes alike. A paged list with fewer pages than
 * there are keys (its first page of one row tells its count) is read a page at a time instead:
 * fewer calls for the same records.
 */
export async function rowsWithKeys(schema: ResourceSchema, keys: readonly string[], signal?: AbortSignal): Promise<KeyedRow[]> {
  const wanted = new Set(keys);
  const found: KeyedRow[] = [];
  /** Keeps the rows whose key is `only`, or any wanted one. */
  const keep = (only?: string) => (rows: readonly ResourceRow[]) => {
    for (const row of rows) {
      const key = keyOf(schema, row);
      if (only === undefined ? wanted.has(key) : key === only) found.push({ id: row.id, key });
    }
  };
  if (!wanted.size) return found;
  if (schema.api.list !== 'tree' && wanted.size > await pageCount(schema, signal)) {
    await eachPage(schema, keep(), signal);
    return found;
  }
  await eachLimited([...wanted], (key) => eachPage(schema, keep(key), signal, keyValues(schema, key)));
  return found;
}

export interface Written<T> {
  done: T[];
  failed: { item: T; reason: string }[];
  cancelled: boolean;
}

/**
 * Submits each record (`recordOf` an item), PARALLEL at a time, reporting progress after each;
 * once `signal` aborts, no further submit starts.
 */
export async function submitEach<T>(
  schema: ResourceSchema, items: readonly T[], recordOf: (item: T) => Record<string, unknown>,
  progress: (done: number) => void, signal: AbortSignal,
): Promise<Written<T>> {
  const result: Written<T> = { done: [], failed: [], cancelled: false };
  let next = 0;
  let finished = 0;
  const lane = async () => {
    while (next < items.length && !signal.aborted) {
      const item = items[next++]!;
      try {
        await api.submit(schema, recordOf(item), { quiet: true });
        result.done.push(item);
      } catch (error) {
        result.failed.push({ item, reason: error instanceof Error ? error.message : String(error) });
      }
      progress(++finished);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, lane));
  result.cancelled = signal.aborted && finished < items.length;
  return result;
}

/** The ids of the rows not among `before` whose key is one of `records`' (rowsWithKeys): what an import added. */
export async function addedIds(schema: ResourceSchema, before: ReadonlySet<string>, records: readonly Record<string, unknown>[]): Promise<string[]> {
  const keyed = await rowsWithKeys(schema, [...new Set(records.map((record) => keyOf(schema, record)))]);
  return keyed.filter((row) => !before.has(row.id)).map((row) => row.id);
}

/** What a page-wise write did: the ids written, the first refusals with the rows refused, how many in all. */
export interface PagedWritten {
  done: string[];
  failed: { row: ResourceRow; reason: string }[];
  failedCount: number;
  cancelled: boolean;
}

/**
 * Submits `recordOf(row, item)` for each row whose id `items` holds, reading the rows as eachRowOf
 * does (by id when they are few, else a page at a time) so that no more than a page of them is
 * held, whatever their number; keeps the first `keptFailures` refusals with their rows. A row no
 * longer there counts as refused. Once `signal` aborts, nothing more is read or submitted.
 */
export async function submitPagewise<T>(
  schema: ResourceSchema, items: ReadonlyMap<string, T>, recordOf: (row: ResourceRow, item: T) => Record<string, unknown>,
  progress: (done: number) => void, signal: AbortSignal, keptFailures: number,
): Promise<PagedWritten> {
  const result: PagedWritten = { done: [], failed: [], failedCount: 0, cancelled: false };
  const write = async (rows: readonly ResourceRow[]) => {
    const written = await submitEach(schema, rows, (row) => recordOf(row, items.get(row.id)!), (done) => progress(result.done.length + result.failedCount + done), signal);
    result.done.push(...written.done.map((row) => row.id));
    result.failedCount += written.failed.length;
    result.failed.push(...written.failed.slice(0, keptFailures - result.failed.length).map(({ item, reason }) => ({ row: item, reason })));
  };
  try {
    // A row no longer there (removed meanwhile) is not written: it counts as refused, unnamed.
    result.failedCount += (await eachRowOf(schema, items.keys(), write, signal)).length;
  } catch (error) {
    if (!signal.aborted) throw error;
  }
  result.cancelled = signal.aborted && result.done.length + result.failedCount < items.size;
  return result;
}
