/**
 * The data contract of every resource screen: one fixed set of calls, driven by the schema.
 *
 * | method                  | call (under /api, prefix = schema.api.prefix)                        | answer `data`           |
 * |-------------------------|-----------------------------------------------------------------------|-------------------------|
 * | list(s, {current,size,filters,sort}) | GET <prefix>/list or /page ?current&size&<filters>&ascs|descs | page → {records, total} |
 * | tree(s, filters)        | GET  <prefix>/list ?<filters>  (api.list 'tree': the whole tree)       | tree array              |
 * | (api.listPath)          | list and tree call <prefix>/<listPath> instead (dict/parent-list)      | the same shapes         |
 * | tree(s, filters), lazy  | GET  <prefix>/lazy-list ?parentId=0&<filters>  (api.lazy: top level)   | one level, hasChildren  |
 * | firstRows(s, filters, size) | list's first page of `size`, or the tree (api.list 'tree')     | flat rows               |
 * | pages(s, {filters,sort}) | list's pages of READ_PAGE, one after another, to the last          | rows, a page at a time  |
 * | children(s, parentId)   | GET  <prefix>/lazy-list ?parentId                                      | one level               |
 * | topLevelPage(s, params) | GET  <prefix>/lazy-page ?parentId=0&current&size&<filters> (api.lazyPage) | page → {records, total} |
 * (where a gateway answers lazy-page with 404, topLevelPage reads the top level whole, as tree does,
 * and answers the page asked of it)
 * (a lazy tree's levels come from api.lazyCall instead of lazy-list when it names another call;
 * where a gateway answers that call with 404, as BladeX does role/lazy-list, a mock addition, the
 * tree is read whole from list as without api.lazy: tree answers it with its children nested, so
 * that the screen needs no level of it, and children the level of that whole tree; tree-levels.ts)
 * | detail(s, id)           | GET  <prefix>/detail ?id                                               | the record              |
 * | submit(s, record)       | POST <prefix>/submit  JSON body; no id inserts, an id updates          | R status                |
 * | remove(s, ids)          | POST <prefix>/remove ?ids=a,b  (REMOVE_BATCH ids a call)               | R status                |
 * | exportFile(s, filters)  | GET  <api.export> ?<filters>, answered as a file, saved as a download  | binary                  |
 * | uploadFile(file)        | POST /blade-resource/oss/endpoint/put-file, multipart `file`           | {link, …}: the file URL |
 *
 * A list's order travels as BladeX's `ascs` or `descs`: the column's name in the database's
 * snake_case (createTime → create_time), which BladeX puts into ORDER BY as it is.
 *
 * Filters are keyed by field name and flattened as BladeX's search conventions want them:
 * arrays (multi-select) comma-joined, date ranges as `<field>_dategt` /
 * `<field>_datelt` (the operators of config.dateFilterKeys), empty values left out. Errors are
 * the HTTP client's: it has already shown the message when a promise here rejects. list, tree,
 * firstRows, pages and detail take an optional AbortSignal that cancels the call.
 */
import { config } from '../base/config';
import { request, requestData, type RequestOptions } from '../core/http';
import type { ResourceSchema } from '../schema/types';
import { askLevel, askPage, levelIn, TREE_ROOT } from './tree-levels';

/** A row as the server sends it; ids are strings (BladeX sends its long ids as text). */
export interface ResourceRow extends Record<string, unknown> {
  id: string;
  children?: ResourceRow[];
  /** Lazy trees: the row has children that are not loaded yet. */
  hasChildren?: boolean;
}

export interface DateRange { from?: string; to?: string }
export type FilterValue = string | readonly string[] | DateRange;
/** Search values by field name, as the search bar holds them. */
export type Filters = Record<string, FilterValue | undefined>;

/** The list's order: one column, ascending or descending. */
export interface SortOrder {
  column: string;
  direction: 'ascending' | 'descending';
}

export interface ListParams {
  current: number;
  size: number;
  filters: Filters;
  /** The server's default order when absent. */
  sort?: SortOrder | null;
  /** Cancels the call (see the HTTP client). */
  signal?: AbortSignal;
}
export interface ListResult { records: ResourceRow[]; total: number }

// `createTime_dategt` → `_dategt`: the operator, to put after any date field's name.
const operatorOf = (key: string) => key.slice(key.indexOf('_'));
const fromOperator = operatorOf(config.dateFilterKeys.from);
const toOperator = operatorOf(config.dateFilterKeys.to);

/** The query parameters of a date range filter on `name`: `<name>_dategt` and `<name>_datelt`. */
export function rangeKeys(name: string): { from: string; to: string } {
  return { from: name + fromOperator, to: name + toOperator };
}

/** Filters as query parameters (see the table above). */
export function flattenFilters(filters: Filters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    if (typeof value === 'string') {
      if (value.trim() !== '') query[name] = value.trim();
    } else if (isRange(value)) {
      if (value.from) query[rangeKeys(name).from] = value.from;
      if (value.to) query[rangeKeys(name).to] = value.to;
    } else if (value.length) {
      query[name] = value.join(',');
    }
  }
  return query;
}

/** A field name as its database column: createTime → create_time. */
function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The order as query parameters: `ascs=<column>` or `descs=<column>`, nothing for the default. */
function sortQuery(sort: SortOrder | null | undefined): Record<string, string> {
  if (!sort) return {};
  return { [sort.direction === 'ascending' ? 'ascs' : 'descs']: snakeCase(sort.column) };
}

function isRange(value: FilterValue): value is DateRange {
  return typeof value === 'object' && !Array.isArray(value);
}

/** Ids may arrive as numbers from a lax backend; the console keys rows by string. */
function normalise(rows: readonly Record<string, unknown>[]): ResourceRow[] {
  return rows.map((row) => ({
    ...row,
    id: String(row.id),
    ...(Array.isArray(row.children) ? { children: normalise(row.children as Record<string, unknown>[]) } : {}),
  }));
}

const path = (schema: ResourceSchema, call: string) => `${schema.api.prefix}/${call}`;

export async function list(schema: ResourceSchema, { current, size, filters, sort, signal }: ListParams): Promise<ListResult> {
  const page = await requestData<{ records?: Record<string, unknown>[]; total?: number | string }>(path(schema, schema.api.listPath ?? schema.api.list), {
    query: { current, size, ...flattenFilters(filters), ...sortQuery(sort) },
    signal,
  });
  return { records: normalise(page?.records ?? []), total: Number(page?.total ?? 0) };
}

const levelPath = (schema: ResourceSchema) => path(schema, schema.api.lazyCall ?? 'lazy-list');

/** The whole tree (list), children nested. */
async function wholeTree(schema: ResourceSchema, query: Record<string, string>, signal?: AbortSignal): Promise<Record<string, unknown>[]> {
  return (await requestData<Record<string, unknown>[] | null>(path(schema, schema.api.listPath ?? 'list'), { query, signal })) ?? [];
}

export async function tree(schema: ResourceSchema, filters: Filters, signal?: AbortSignal): Promise<ResourceRow[]> {
  const query = flattenFilters(filters);
  const level = schema.api.lazy ? await askLevel(levelPath(schema), { parentId: TREE_ROOT, ...query }, signal) : undefined;
  return normalise(level ?? (await wholeTree(schema, query, signal)));
}

/**
 * One page of a lazy tree's top level (api.lazyPage), each row with `hasChildren`; with a search,
 * the matches at any level, as the level call answers them.
 */
export async function topLevelPage(schema: ResourceSchema, { current, size, filters, signal }: Omit<ListParams, 'sort'>): Promise<ListResult> {
  const query = { parentId: TREE_ROOT, current: String(current), size: String(size), ...flattenFilters(filters) };
  const page = await askPage(path(schema, 'lazy-page'), query, signal);
  if (page) return { records: normalise(page.records ?? []), total: Number(page.total ?? 0) };
  const whole = await tree(schema, filters, signal);
  return { records: whole.slice((current - 1) * size, current * size), total: whole.length };
}

function flattenTree(rows: readonly ResourceRow[]): ResourceRow[] {
  return rows.flatMap((row) => [row, ...flattenTree(row.children ?? [])]);
}

/** The rows matching `filters` as one flat list: the first page of `size`, or every node of a tree. */
export async function firstRows(schema: ResourceSchema, filters: Filters, size: number, signal?: AbortSignal): Promise<ResourceRow[]> {
  if (schema.api.list === 'tree') return flattenTree(await tree(schema, filters, signal));
  return (await list(schema, { current: 1, size, filters, signal })).records;
}

/**
 * Rows per page when the console reads every row of a search: a server bounds its pages
 * (MyBatis-Plus clamps a larger size to its limit, the mock's at 1,000), so a whole table is
 * read a page at a time, never in one call.
 */
export const READ_PAGE = 500;

/**
 * Every row of a search, a page at a time in the list's order: the caller keeps what it needs
 * of each page (ids, keys, the rows it looks for) and lets the rest go, so reading a table of
 * any size holds one page of it. `total` is the server's count at the first page.
 */
export async function* pages(schema: ResourceSchema, { filters, sort = null, signal }: Omit<ListParams, 'current' | 'size'>): AsyncGenerator<ListResult> {
  let read = 0;
  for (let current = 1; ; current++) {
    const page = await list(schema, { current, size: READ_PAGE, filters, sort, signal });
    yield page;
    read += page.records.length;
    if (page.records.length < READ_PAGE || read >= page.total) return;
  }
}

export async function children(schema: ResourceSchema, parentId: string): Promise<ResourceRow[]> {
  return normalise((await askLevel(levelPath(schema), { parentId })) ?? levelIn(await wholeTree(schema, {}), parentId));
}

/** `quiet`: the caller handles a refusal (a row removed meanwhile) itself, no message shows. */
export async function detail(schema: ResourceSchema, id: string, options: Pick<RequestOptions, 'quiet' | 'signal'> = {}): Promise<ResourceRow> {
  const [row] = normalise([await requestData<Record<string, unknown>>(path(schema, 'detail'), { query: { id }, ...options })]);
  return row;
}

/** Multi-select values travel as comma-joined strings, as BladeX stores them. */
function toWire(schema: ResourceSchema, record: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...record };
  for (const field of schema.fields) {
    if (Array.isArray(body[field.name])) body[field.name] = (body[field.name] as unknown[]).join(',');
  }
  return body;
}

/** `quiet`: the caller reports a refusal itself (an import's report, a form beside its field), no message shows. */
export async function submit(schema: ResourceSchema, record: Record<string, unknown>, options: Pick<RequestOptions, 'quiet'> = {}): Promise<void> {
  await request(path(schema, 'submit'), { method: 'POST', body: toWire(schema, record), ...options });
}

/** Ids per remove call, so that the call's address stays short for any gateway. */
export const REMOVE_BATCH = 100;

/** Removes the rows, REMOVE_BATCH ids a call, one call after another. */
export async function remove(schema: ResourceSchema, ids: readonly string[], options: Pick<RequestOptions, 'quiet'> = {}): Promise<void> {
  for (let i = 0; i < ids.length; i += REMOVE_BATCH) {
    await request(path(schema, 'remove'), { method: 'POST', query: { ids: ids.slice(i, i + REMOVE_BATCH).join(',') }, ...options });
  }
}

/** Downloads the rows matching `filters` (api.export) and saves the file; resolves with it. */
export async function exportFile(schema: ResourceSchema, filters: Filters): Promise<Blob> {
  if (!schema.api.export) throw new Error(`${schema.name} has no export call`);
  const blob = await request<Blob>(schema.api.export, { query: flattenFilters(filters), responseType: 'blob' });
  saveBlob(blob, `${schema.name}-${new Date().toISOString().slice(0, 10)}.xlsx`);
  return blob;
}

/** Puts a file in object storage (upload fields); resolves with its URL. */
export async function uploadFile(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return (await requestData<{ link: string }>('/blade-resource/oss/endpoint/put-file', { method: 'POST', body })).link;
}

/** Saves a file as the browser's download of `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the URL is only needed until then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
