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
 * What `keep` takes of every record of the screen the user may read (each answer but
 * undefined): every page of a list, read a page at a time, or a whole tree (a detail tree's, a
 * dictionary's items, under the master row chosen: its list call needs one). Only what is kept
 * stays in memory, whatever the size of the table.
 */
export async function collectRows<T>(schema: ResourceSchema, keep: (row: ResourceRow) => T | undefined, signal?: AbortSignal): Promise<T[]> {
  const kept: T[] = [];
  const take = (rows: readonly ResourceRow[]) => {
    for (const row of rows) {
      const value = keep(row);
      if (value !== undefined) kept.push(value);
    }
  };
  if (schema.api.list === 'tree') take(flatten(await api.tree({ ...schema, api: { ...schema.api, lazy: false } }, masterFilter(schema) ?? {}, signal)));
  else for await (const page of api.pages(schema, { filters: {}, signal })) take(page.records);
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
