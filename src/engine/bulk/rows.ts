/**
 * The server side of an import and a bulk edit, through the screen's ordinary calls: every
 * record the tenant has (for duplicates and for finding what an import added), and submitting
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
/** Ids per remove call, so the call's address stays short for any gateway. */
const REMOVE_BATCH = 100;

function flatten(rows: readonly ResourceRow[]): ResourceRow[] {
  return rows.flatMap((row) => [row, ...flatten(row.children ?? [])]);
}

/**
 * Every record of the screen the user may read: every page of a list, or a whole tree (a detail
 * tree's, a dictionary's items, under the master row chosen: its list call needs one).
 */
export async function allRows(schema: ResourceSchema): Promise<ResourceRow[]> {
  if (schema.api.list === 'tree') return flatten(await api.tree({ ...schema, api: { ...schema.api, lazy: false } }, masterFilter(schema) ?? {}));
  const total = (await api.list(schema, { current: 1, size: 1, filters: {} })).total;
  return total ? (await api.list(schema, { current: 1, size: total, filters: {} })).records : [];
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
  return (await allRows(schema)).filter((row) => !before.has(row.id) && keys.has(keyOf(schema, row))).map((row) => row.id);
}

/** Removes rows in batches (an import's undo). */
export async function removeAll(schema: ResourceSchema, ids: readonly string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += REMOVE_BATCH) await api.remove(schema, ids.slice(i, i + REMOVE_BATCH));
}
