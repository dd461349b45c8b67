/**
 * The server side of an import and a bulk edit, through the screen's ordinary calls: what they
 * need of every record the tenant has (keys for duplicates, what an import added), and submitting
 * rows a few at a time with progress, stopping when cancelled, each refusal kept with the
 * server's reason. BladeX's submit answers no id, so an import's rows are found afterwards: the
 * rows that were not there before and carry an imported key.
 */
import * as api from '../../api/resource';
import type { ResourceRow } from '../../api/resource';
import { keyOf } from './key';
import type { ResourceSchema } from '../../schema/types';
import { masterFilter } from '../controller';

/** Submits at once: enough to keep a slow link busy, few enough not to crowd the server. */
const PARALLEL = 4;

function flatten(rows: readonly ResourceRow[]): ResourceRow[] {
  return rows.flatMap((row) => [row, ...flatten(row.children ?? [])]);
}

/**
 * Visits every record of the screen the user may read, a page at a time as the list call reads
 * them, or a whole tree (a detail tree's, a dictionary's items, under the master row chosen: its
 * list call needs one) in one visit. Only the page being visited is held.
 */
export async function eachPage(schema: ResourceSchema, visit: (rows: readonly ResourceRow[]) => void | Promise<void>, signal?: AbortSignal): Promise<void> {
  if (schema.api.list === 'tree') await visit(flatten(await api.tree({ ...schema, api: { ...schema.api, lazy: false } }, masterFilter(schema) ?? {}, signal)));
  else for await (const page of api.pages(schema, { filters: {}, signal })) await visit(page.records);
}

/**
 * What `keep` takes of every record of the screen the user may read (each answer but
 * undefined), read a page at a time (eachPage). Only what is kept stays in memory, whatever the
 * size of the table.
 */
export async function collectRows<T>(schema: ResourceSchema, keep: (row: ResourceRow) => T | undefined, signal?: AbortSignal): Promise<T[]> {
  const kept: T[] = [];
  await eachPage(schema, (rows) => {
    for (const row of rows) {
      const value = keep(row);
      if (value !== undefined) kept.push(value);
    }
  }, signal);
  return kept;
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

/** The ids of the rows not among `before` whose key is one of `keys`: what an import added. */
export async function addedIds(schema: ResourceSchema, before: ReadonlySet<string>, records: readonly Record<string, unknown>[]): Promise<string[]> {
  const keys = new Set(records.map((record) => keyOf(schema, record)));
  return collectRows(schema, (row) => (!before.has(row.id) && keys.has(keyOf(schema, row)) ? row.id : undefined));
}

/** What a page-wise write did: the ids written, the first refusals with the rows refused, how many in all. */
export interface PagedWritten {
  done: string[];
  failed: { row: ResourceRow; reason: string }[];
  failedCount: number;
  cancelled: boolean;
}

/**
 * Submits `recordOf(row, item)` for each row whose id `items` holds, reading the rows a page at a
 * time (eachPage) so that no more than a page of them is held, whatever their number; keeps the
 * first `keptFailures` refusals with their rows. A row the pages did not meet (it moved between
 * pages while they were written) is read by its id; one no longer there counts as refused. Once
 * `signal` aborts, nothing more is read or submitted.
 */
export async function submitPagewise<T>(
  schema: ResourceSchema, items: ReadonlyMap<string, T>, recordOf: (row: ResourceRow, item: T) => Record<string, unknown>,
  progress: (done: number) => void, signal: AbortSignal, keptFailures: number,
): Promise<PagedWritten> {
  const result: PagedWritten = { done: [], failed: [], failedCount: 0, cancelled: false };
  const met = new Set<string>();
  const write = async (rows: readonly ResourceRow[]) => {
    const mine = rows.filter((row) => items.has(row.id) && !met.has(row.id));
    for (const row of mine) met.add(row.id);
    if (signal.aborted || !mine.length) return;
    const written = await submitEach(schema, mine, (row) => recordOf(row, items.get(row.id)!), (done) => progress(result.done.length + result.failedCount + done), signal);
    result.done.push(...written.done.map((row) => row.id));
    result.failedCount += written.failed.length;
    result.failed.push(...written.failed.slice(0, keptFailures - result.failed.length).map(({ item, reason }) => ({ row: item, reason })));
  };
  await eachPage(schema, write, signal).catch((error: unknown) => {
    if (!signal.aborted) throw error;
  });
  const missed = [...items.keys()].filter((id) => !met.has(id));
  for (const id of missed) {
    if (signal.aborted) break;
    const row = schema.api.detail ? await api.detail(schema, id).catch(() => undefined) : undefined;
    // A row no longer there (removed meanwhile) is not written: it counts as refused, unnamed.
    if (row) await write([row]);
    else result.failedCount += 1;
  }
  result.cancelled = signal.aborted && result.done.length + result.failedCount < items.size;
  return result;
}
