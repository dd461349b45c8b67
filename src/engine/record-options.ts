/**
 * Choices of records too many to list whole (OptionSource `{ records }`: a school's documents
 * and questions, its stage lists, a district's schools). Nothing here reads a whole table:
 *
 * | what                              | call (the source's paged list)                              |
 * |-----------------------------------|-------------------------------------------------------------|
 * | the matches of what is typed      | GET records?current=1&size=PAGE&<label>=text (LIKE)          |
 * | the first page, nothing typed     | GET records?current=1&size=PAGE                              |
 * | the labels of chosen values       | GET records?current=1&size=n&<by>=a,b,c (by: the value field) |
 *
 * A call answering a plain list (a `select`, a lazy tree's search) or a tree (a `list` of tree
 * rows) is read as a page: its rows, the nested ones too; a search shows the first PAGE of them.
 *
 * A choice made for another tenant's record (the platform administrator editing a school's row)
 * searches that tenant's records (`tenantId`). The look-up by values gathers the values asked
 * for in one moment (a page of table cells) into one call per source, LOOKUP_SIZE values at
 * most, and keeps the labels it read, and those of the matches shown, by count: the latest
 * LABELS_KEPT, whatever the size of the tables. A value no record has reads as itself.
 *
 * The mock reads `<value>=a,b` as any of those values (an exact column, as the entity-bound
 * lists of BladeX compare ids). A map-bound BladeX list reads a plain key as LIKE, so a real
 * gateway finds none of several values: when a look-up of several finds none, each is asked
 * alone (LIKE finds the record of one id among those whose ids hold it; the exact one is kept).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { requestData } from '../core/http';
import type { OptionSource, RecordsSource } from '../schema/types';
import { sessionIdentity } from './controller';

export type RecordSource = RecordsSource;

export interface RecordOption {
  value: string;
  label: string;
  depth: number;
  /** The record's tenant, when the list holds several tenants' rows. */
  tenantId?: string;
}

/** Matches asked for per search, and records listed before anything is typed. */
export const PAGE = 50;
/** Values named per look-up call. */
const LOOKUP_SIZE = 100;
/** Labels kept, the most recently read or shown last. */
export const LABELS_KEPT = 2000;


export function isRecordSource(source: OptionSource | undefined): source is RecordSource {
  return Boolean(source && 'records' in source);
}

function optionsOf(source: RecordSource, records: readonly Record<string, unknown>[]): RecordOption[] {
  return records.map((row) => {
    const option: RecordOption = { value: String(row[source.value]), label: String(row[source.label] ?? row[source.value]), depth: 0 };
    if (typeof row.tenantId === 'string' && row.tenantId) option.tenantId = row.tenantId;
    return option;
  });
}

/** The rows of a page, a list or a tree (nested rows after their parent). */
function rowsOf(answer: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(answer) ? answer : (answer as { records?: unknown } | null)?.records;
  if (!Array.isArray(rows)) return [];
  return (rows as Record<string, unknown>[]).flatMap((row) => [row, ...rowsOf(row.children)]);
}

async function pageOf(source: RecordSource, query: Record<string, string | number>, signal?: AbortSignal): Promise<RecordOption[]> {
  const answer = await requestData<unknown>(source.records, { query, signal });
  const options = optionsOf(source, rowsOf(answer));
  keep(source, options);
  return options;
}

/** The records whose label holds `text` (all, in the list's order, when it is blank): one page. */
export function searchRecords(source: RecordSource, text: string, tenantId?: string, signal?: AbortSignal): Promise<RecordOption[]> {
  const query: Record<string, string | number> = { current: 1, size: PAGE };
  if (text.trim()) query[source.label] = text.trim();
  if (tenantId) query.tenantId = tenantId;
  return pageOf(source, query, signal).then((options) => options.slice(0, PAGE));
}

// ---------------------------------------------------------------------------------------------
// Labels by value: a store bounded by count, read by hooks and by the palette alike.

const labels = new Map<string, string>();
const listeners = new Set<() => void>();

const sourceKey = (source: RecordSource) => `${sessionIdentity()}\n${source.records}\n${source.value}\n${source.label}`;
const labelKey = (source: RecordSource, value: string) => `${sourceKey(source)}\n${value}`;

/** Keeps the labels of records read elsewhere (a tree's level), as a look-up of them would. */
export function keep(source: RecordSource, options: readonly { value: string; label: string }[]): void {
  if (!options.length) return;
  for (const { value, label } of options) {
    const key = labelKey(source, value);
    labels.delete(key);
    labels.set(key, label);
  }
  for (const oldest of labels.keys()) {
    if (labels.size <= LABELS_KEPT) break;
    labels.delete(oldest);
  }
  for (const listener of listeners) listener();
}

/** How many labels are kept now (at most LABELS_KEPT). */
export function keptLabelCount(): number {
  return labels.size;
}

/** Forgets the labels read from calls under `prefix` (its records changed: a document renamed). */
export function forgetLabelsUnder(prefix: string): void {
  let forgot = false;
  for (const key of [...labels.keys()]) {
    if (key.split('\n')[1]!.startsWith(prefix)) {
      labels.delete(key);
      forgot = true;
    }
  }
  if (!forgot) return;
  for (const listener of listeners) listener();
}

/** Values asked for in this moment, by source, and the look-ups under way. */
const wanted = new Map<string, { source: RecordSource; values: Set<string>; done: Array<() => void> }>();
const asking = new Map<string, Promise<void>>();
let flushing = false;

function flush(): void {
  flushing = false;
  const batches = [...wanted.values()];
  wanted.clear();
  for (const { source, values, done } of batches) {
    const all = [...values];
    const chunks: string[][] = [];
    for (let i = 0; i < all.length; i += LOOKUP_SIZE) chunks.push(all.slice(i, i + LOOKUP_SIZE));
    const ask = (values: readonly string[]) =>
      pageOf(source, { current: 1, size: Math.max(values.length, 10), [source.by ?? source.value]: values.join(',') }).catch((): RecordOption[] => []);
    void Promise.all(chunks.map(async (chunk) => {
      const named = new Set((await ask(chunk)).map((option) => option.value));
      // A gateway reading the list of values as LIKE finds none of several: each is asked alone.
      const alone = chunk.length > 1 && named.size === 0 ? await Promise.all(chunk.map((value) => ask([value]))) : [];
      for (const option of alone.flat()) named.add(option.value);
      // A value no record answers for (deleted, another school's, or a refused call) reads as itself.
      keep(source, chunk.filter((value) => !named.has(value)).map((value) => ({ value, label: value })));
    })).then(() => {
      for (const key of all) asking.delete(labelKey(source, key));
      for (const resolve of done) resolve();
    });
  }
}

/** Asks for the labels of `values` not kept yet; resolves once they are kept. */
function lookUp(source: RecordSource, values: readonly string[]): Promise<void> {
  const missing = values.filter((value) => value && !labels.has(labelKey(source, value)));
  if (!missing.length) return Promise.resolve();
  const underWay = missing.map((value) => asking.get(labelKey(source, value))).filter(Boolean) as Promise<void>[];
  const fresh = missing.filter((value) => !asking.has(labelKey(source, value)));
  if (!fresh.length) return Promise.all(underWay).then(() => undefined);
  const batchKey = sourceKey(source);
  let batch = wanted.get(batchKey);
  if (!batch) wanted.set(batchKey, (batch = { source, values: new Set(), done: [] }));
  for (const value of fresh) batch.values.add(value);
  const answered = new Promise<void>((resolve) => batch.done.push(resolve));
  for (const value of fresh) asking.set(labelKey(source, value), answered);
  if (!flushing) {
    flushing = true;
    // Every cell of a page asks in the same render: one call names them all.
    setTimeout(flush, 0);
  }
  return Promise.all([answered, ...underWay]).then(() => undefined);
}

/** The kept label of a value, if any. */
export function keptLabel(source: RecordSource, value: string): string | undefined {
  return labels.get(labelKey(source, value));
}

/** The labels of `values`, in their order, each looked up once. */
export async function recordLabels(source: RecordSource, values: readonly string[]): Promise<string[]> {
  await lookUp(source, values);
  return values.map((value) => keptLabel(source, value) ?? value);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The label of a stored value (comma-joined values one by one): empty while its look-up is
 * under way, the value itself when no record has it.
 */
export function useRecordLabel(source: RecordSource, value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  // The label itself is what the cell follows: labels kept for other values (another page's,
  // another open tab's) leave it as it is. Had it followed every change of the store, each look-up
  // would render every such cell of every open tab again: on a district, where every screen
  // names schools not named before, a cost that grew with the tabs open.
  const values = valuesOf(text);
  const label = useSyncExternalStore(subscribe, () => labelOf(source, values));
  const missing = values.some((one) => !labels.has(labelKey(source, one)));
  useEffect(() => {
    if (missing) void lookUp(source, valuesOf(text));
  }, [source, text, missing]);
  return label;
}

/** The values of a stored comma-joined value. */
const valuesOf = (text: string): string[] => text.split(',').filter(Boolean);

/** The kept labels of `values`, joined; values not kept yet (or without a label) left out. */
function labelOf(source: RecordSource, values: readonly string[]): string {
  return values.map((one) => keptLabel(source, one) ?? '').filter(Boolean).join(', ');
}
