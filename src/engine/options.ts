/**
 * Choices of select-like fields, from the schema's OptionSource:
 *
 * | source                 | call                                                    | label / value        |
 * |------------------------|---------------------------------------------------------|----------------------|
 * | { static }             | none                                                    | as declared          |
 * | { dict: code }         | GET /blade-system/dict/dictionary?code=                 | dictValue / dictKey  |
 * | { dict: code, biz }    | GET /blade-system/dict-biz/dictionary?code=             | dictValue / dictKey  |
 * | { url, label, value }  | GET url (an R list or a page)                           | the named fields     |
 * | { records, … }         | a page of matches, never the whole table (record-options.ts) | the named fields |
 * | { levels, … } (a tree) | its top level (`levels?parentId=0`); a choice opens the rest (tree-options.ts) | label / value |
 *
 * A remote list of another tenant's rows (`tenantId`, which BladeX's select and tree calls take from the platform
 * administrator) names the values of that tenant's records; a list of several tenants' rows
 * names each option's school.
 */
import useSWR, { unstable_serialize } from 'swr';
import { useSnapshot } from 'valtio';
import { language } from '../i18n';
import '../i18n/resource';
import { requestData } from '../core/http';
import { localize } from '../i18n/resource';
import { aheadOf, fetchAhead } from './ahead';
import { resourceKeys } from './hooks';
import { optionPath } from './option-refresh';
import { isRecordSource, recordLabels, searchRecords, type RecordSource } from './record-options';
import { isTreeSource, TREE_ROOT, treeLevel } from './tree-options';
import { tenantField } from './tenant-column';
import type { FieldDef, OptionSource } from '../schema/types';

export interface OptionItem {
  value: string;
  label: string;
  depth: number;
}

/** Sources read whole: dictionaries and lists small enough to hold (records are searched a page at a time, trees a level at a time). */
export type RemoteSource = Exclude<OptionSource, { static: unknown } | { records: string } | { levels: string }>;

/**
 * The options of a source; of a records source, its first page only (record-options.ts finds
 * the others as the user types); of a tree, its top level (a choice opens it a level at a time,
 * tree-options.ts).
 */
export async function loadOptions(source: OptionSource, tenantId?: string): Promise<OptionItem[]> {
  if ('static' in source) return staticOptions(source);
  if (isRecordSource(source)) return searchOptions(source, '', tenantId);
  if (isTreeSource(source)) return (await treeLevel(source, TREE_ROOT, tenantId)).map(({ value, label }) => ({ value, label, depth: 0 }));
  if ('dict' in source) {
    const rows = await requestData<{ dictKey: unknown; dictValue: unknown }[]>(optionPath(source), { query: { code: source.dict } });
    return (rows ?? []).map((row) => ({ value: String(row.dictKey), label: String(row.dictValue), depth: 0 }));
  }
  const answer = await requestData<unknown>(optionPath(source), tenantId ? { query: { tenantId } } : {});
  const rows = listOf(answer);
  // A list of the tenants themselves names no tenant beside them.
  const items = rows.map((row) => ({
    value: String(row[source.value]), label: String(row[source.label] ?? row[source.value]), depth: 0,
    tenantId: source.value === 'tenantId' ? undefined : row.tenantId,
  }));
  return withTenantNames(items);
}

/** A page of the records of `source` whose label holds `text`, each named with its school where several are listed. */
export async function searchOptions(source: RecordSource, text: string, tenantId?: string, signal?: AbortSignal): Promise<OptionItem[]> {
  const found = await searchRecords(source, text, tenantId, signal);
  // A list of the tenants themselves names no tenant beside them.
  return source.value === 'tenantId' ? found.map(({ value, label, depth }) => ({ value, label, depth })) : withTenantNames(found);
}

/**
 * A list holding several tenants' rows (the platform administrator's, who sees every school's):
 * each option named with its school, 一年级 · 星河实验小学, so three schools' 一年级 read apart.
 */
async function withTenantNames(items: readonly (OptionItem & { tenantId?: unknown })[]): Promise<OptionItem[]> {
  const tenants = [...new Set(items.map((item) => item.tenantId).filter((id) => id !== undefined && id !== null && id !== '').map(String))];
  const plain = items.map(({ value, label, depth }) => ({ value, label, depth }));
  const schools = tenantField.options;
  if (tenants.length < 2 || !isRecordSource(schools)) return plain;
  // Only the schools these options name are looked up, never the whole list of schools.
  const names = await recordLabels(schools, tenants);
  const nameOf = (tenantId: unknown) => names[tenants.indexOf(String(tenantId))] ?? String(tenantId);
  return plain.map((item, i) => ({ ...item, label: `${item.label} · ${nameOf(items[i]!.tenantId)}` }));
}

/** A list answer as it is; a page (a list call with `current` and `size`) by its records. */
function listOf(data: unknown): Record<string, unknown>[] {
  if (Array.isArray(data)) return data as Record<string, unknown>[];
  const records = (data as { records?: unknown } | null)?.records;
  return Array.isArray(records) ? (records as Record<string, unknown>[]) : [];
}

/** Declared options, labelled in the current language. */
export function staticOptions(source: Extract<OptionSource, { static: unknown }>): OptionItem[] {
  return source.static.map((option) => ({ value: option.value, label: localize(option.label), depth: 0 }));
}

/** The option lists this session has read, by serialised key (each key names its user). */
const read = new Set<string>();

function loadKeptOptions(source: RemoteSource, tenantId?: string): Promise<OptionItem[]> {
  const key = unstable_serialize(resourceKeys.options(source, tenantId));
  return loadOptions(source, tenantId).then((items) => (read.add(key), items));
}

/**
 * Fetches the remote options of a screen's fields that this session has not read yet, ahead of
 * the screen (ahead.ts), so that its first render shows labels, not codes. Lists of another
 * tenant's records wait for the rows that name their tenants.
 */
export async function prepareOptions(fields: readonly FieldDef[]): Promise<void> {
  const unread = new Map<string, RemoteSource>();
  for (const field of fields) {
    const options = remoteSource(field.options);
    if (!options) continue;
    const key = unstable_serialize(resourceKeys.options(options, undefined));
    if (!read.has(key)) unread.set(key, options);
  }
  // A list this user may not read shows its failure where it is used, as it did before.
  await Promise.all([...unread.values()].map((source) => fetchAhead(resourceKeys.options(source, undefined), () => loadKeptOptions(source)).catch(() => undefined)));
}

const NONE: OptionItem[] = [];

/** A source read whole from the server (a dictionary, a list), or null: static ones are declared, records searched, trees opened a level at a time. */
export function remoteSource(source: OptionSource | undefined): RemoteSource | null {
  return source && !('static' in source) && !isRecordSource(source) && !isTreeSource(source) ? source : null;
}

/**
 * The options of a remote source, cached by source, so a dictionary loads once. A record of
 * another tenant (the platform administrator's lists) reads a remote list of its own tenant's
 * records; dictionaries, and the list of tenants itself, are the same for every tenant.
 */
export function useRemoteOptions(source: RemoteSource | null, tenantId?: string): OptionItem[] {
  const tenant = source && 'url' in source && source.value !== 'tenantId' ? tenantId : undefined;
  const key = source ? resourceKeys.options(source, tenant) : null;
  const { fetcher, revalidateOnMount } = aheadOf(key, () => loadKeptOptions(source!, tenant));
  return useSWR(key, fetcher, { revalidateOnFocus: false, revalidateOnMount }).data ?? NONE;
}

/**
 * The options of a field (none without a source), static labels following the language on the
 * caller's next render. A table cell reads static options with staticOptions and remote ones
 * with useRemoteOptions: the table renders its cells again when the language changes, and a
 * language subscription in each of a page's cells cost its render.
 */
export function useOptions(source: OptionSource | undefined, tenantId?: string): OptionItem[] {
  const items = useRemoteOptions(remoteSource(source), tenantId);
  useSnapshot(language);
  return source && 'static' in source ? staticOptions(source) : items;
}

/** What a stored value reads as: option labels, comma-joined values one by one. */
export function optionLabel(options: readonly OptionItem[], value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  return String(value)
    .split(',')
    .map((key) => options.find((option) => option.value === key)?.label ?? key)
    .join(', ');
}
