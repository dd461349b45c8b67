/**
 * Headless hooks of the resource screens: they own loading, paging, selection and form logic;
 * the view components only render what these return.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import * as api from '../api/resource';
import type { Filters, ListParams, ListResult, ResourceRow } from '../api/resource';
import { ApiError, failureMessage } from '../core/http';
import { localize } from '../i18n/resource';
import { aheadOf, fetchAhead } from './ahead';
import { fieldsOf } from './tenant-column';
import { isShownFor, type FieldDef, type OptionSource, type ResourceSchema } from '../schema/types';
import { fieldProblem, isEmpty, recordProblems } from '../schema/validate';
import { isTreeResource, pagesTopLevel } from './access';
import { saveRecord } from './actions';
import { refusedField, takenMessage } from './server-field';
import { notify } from '../core/notify';
import { controllerOf, masterFilter, sessionIdentity, viewOf, type ControllerState, type DialogMode } from './controller';
import { attachChildren, indexRows, useLazyChildren } from './lazy-children';

/**
 * Every SWR key of the resource engine comes from here, so keys cannot drift apart. Each names
 * the logged-in user: one user's cached rows are never shown to the next.
 */
export const resourceKeys = {
  list: (name: string, params: ListParams) => ['resource', sessionIdentity(), name, 'list', params] as const,
  tree: (name: string, filters: Filters) => ['resource', sessionIdentity(), name, 'tree', filters] as const,
  topLevel: (name: string, params: Omit<ListParams, 'sort'>) => ['resource', sessionIdentity(), name, 'topLevel', params] as const,
  detail: (name: string, id: string) => ['resource', sessionIdentity(), name, 'detail', id] as const,
  options: (source: Exclude<OptionSource, { static: unknown }>, tenantId?: string) => ['options', sessionIdentity(), source, tenantId] as const,
};

// Focus does not reload the list, so a selection holds still while the user works in it.
const listOptions = { keepPreviousData: true, revalidateOnFocus: false } as const;
const NO_ROWS: readonly ResourceRow[] = [];
const NO_IDS: readonly string[] = [];

export interface ResourceListResult {
  isTree: boolean;
  /** The page's records, or the tree's top level with loaded children nested. */
  rows: readonly ResourceRow[];
  total: number;
  page: number;
  size: number;
  selected: readonly string[];
  expanded: readonly string[];
  /** A request for what is on screen is in flight. */
  loading: boolean;
  /** The first answer (or failure) has arrived. */
  loaded: boolean;
  refresh(): Promise<void>;
  /** Any loaded row (children included) by id. */
  row(id: string): ResourceRow | undefined;
}

/** The call of a list in a given state, with its SWR key; null for a detail list with no master row chosen. */
function listRequest(schema: ResourceSchema, state: Pick<ControllerState, 'page' | 'size' | 'filters' | 'sort' | 'masterId'>) {
  if (schema.master && state.masterId === null) return null;
  const filters = schema.master ? { ...(state.filters as Filters), [schema.master.field]: state.masterId! } : (state.filters as Filters);
  // A lazy tree's top level a page at a time (api.lazyPage): its records.
  if (pagesTopLevel(schema)) {
    const params = { current: state.page, size: state.size, filters };
    return { key: resourceKeys.topLevel(schema.name, params), load: (): Promise<ListResult> => api.topLevelPage(schema, params) };
  }
  // Any other tree comes whole: its top level is the list's records.
  if (isTreeResource(schema)) {
    return { key: resourceKeys.tree(schema.name, filters), load: async (): Promise<ListResult> => {
      const rows = await api.tree(schema, filters);
      return { records: rows, total: rows.length };
    } };
  }
  const params: ListParams = { current: state.page, size: state.size, filters, sort: state.sort };
  return { key: resourceKeys.list(schema.name, params), load: (): Promise<ListResult> => api.list(schema, params) };
}

/**
 * Fetches the list a screen shows first before the screen opens (ahead.ts), in the state the
 * store holds.
 */
export async function prepareList(schema: ResourceSchema): Promise<void> {
  const request = listRequest(schema, controllerOf(schema.name));
  if (request) await fetchAhead(request.key, request.load);
}

export function useResourceList(schema: ResourceSchema): ResourceListResult {
  const state = controllerOf(schema.name);
  const snap = useSnapshot(state);
  const isTree = isTreeResource(schema);
  const request = listRequest(schema, snap);
  const { fetcher, revalidateOnMount } = aheadOf(request?.key ?? null, () => request!.load());
  const answer = useSWR(request?.key ?? null, fetcher, { ...listOptions, revalidateOnMount });
  const records = answer.data?.records ?? NO_ROWS;
  // A lazy tree read whole (a gateway without its level call, src/api/resource.ts) came with its
  // children: only the rows that came without load theirs.
  const unloaded = useMemo(() => {
    if (!schema.api.lazy) return NO_IDS;
    const came = indexRows(records);
    return snap.expanded.filter((id) => !came.get(id)?.children);
  }, [schema, records, snap.expanded]);
  const lazy = useLazyChildren(schema, unloaded);

  const rows = useMemo(() => (isTree ? attachChildren(records, lazy.loaded) : records), [isTree, records, lazy.loaded]);
  const byId = useMemo(() => indexRows(rows), [rows]);
  const total = answer.data?.total ?? 0;

  useEffect(() => {
    state.total = total;
  }, [state, total]);
  // A selected row that a reload of the same page no longer lists (deleted meanwhile) stops being
  // selected. Rows the page never listed stay: 选择全部匹配 selects rows of every page, and a
  // page, search or order change clears the selection itself.
  const listed = useRef<{ key: string; ids: ReadonlySet<string> } | null>(null);
  const dataKey = answer.isLoading || !answer.data ? null : JSON.stringify(request?.key ?? null);
  useEffect(() => {
    if (dataKey === null) return;
    const before = listed.current?.key === dataKey ? listed.current.ids : null;
    listed.current = { key: dataKey, ids: new Set(byId.keys()) };
    if (!before) return;
    const kept = state.selected.filter((id) => byId.has(id) || !before.has(id));
    if (kept.length !== state.selected.length) state.selected = kept;
  }, [state, byId, dataKey]);

  const { mutate: reloadList } = answer;
  const { reload: reloadChildren } = lazy;
  const refresh = useCallback(async () => {
    await Promise.all([reloadList(), reloadChildren()]);
  }, [reloadList, reloadChildren]);

  return {
    isTree,
    rows,
    total,
    page: snap.page,
    size: snap.size,
    selected: snap.selected,
    expanded: snap.expanded,
    loading: answer.isValidating,
    loaded: !request || answer.data !== undefined || answer.error !== undefined,
    refresh,
    row: useCallback((id: string) => byId.get(id), [byId]),
  };
}

export interface ResourceFormResult {
  /** The fields this mode shows, in schema order. */
  fields: readonly FieldDef[];
  /** null until the record to edit or view has loaded. */
  values: Record<string, unknown> | null;
  /** Translated messages of the fields that were left, or of all after a save was tried. */
  errors: Record<string, string | undefined>;
  saving: boolean;
  /** A field holds another value than the form opened with. */
  dirty: boolean;
  set(name: string, value: unknown): void;
  blur(name: string): void;
  isReadOnly(field: FieldDef): boolean;
  /** Validates, then submits; true when saved. The form stays as it was when saving fails. */
  save(): Promise<boolean>;
}

export function useResourceForm(schema: ResourceSchema, mode: DialogMode, id?: string, preset?: Readonly<Record<string, unknown>>): ResourceFormResult {
  const fetchDetail = mode !== 'add' && id !== undefined && schema.api.detail;
  const detail = useSWR(fetchDetail ? resourceKeys.detail(schema.name, id) : null, () => api.detail(schema, id!), {
    revalidateOnFocus: false,
    // A dialog opened again after a save must show the saved record, not a cached one.
    dedupingInterval: 0,
  });
  const record = mode === 'add' ? null : (detail.data ?? (id !== undefined && !schema.api.detail ? viewOf(schema.name)?.row(id) : undefined));
  const [blank] = useState(() => ({ ...defaults(schema), ...preset }));
  const [edited, setEdited] = useState<Record<string, unknown> | null>(() => (mode === 'add' ? blank : null));
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  // A field the server refused on the last save (a duplicate code), until it is edited.
  const [refused, setRefused] = useState<{ name: string; message: string } | null>(null);
  const values = edited ?? (record ? { ...record } : null);
  const screenFields = fieldsOf(schema);
  const modeFields = useMemo(() => screenFields.filter((f) => (mode === 'view' ? f.view !== false : f.form !== false)), [screenFields, mode]);
  const fields = values ? modeFields.filter((field) => isShownFor(field, values)) : modeFields;
  const opened = mode === 'add' ? blank : record;
  const dirty = Boolean(edited && opened && fields.some((field) => !sameValue(edited[field.name], opened[field.name])));

  const errors: Record<string, string | undefined> = {};
  if (values && mode !== 'view') {
    for (const field of fields) {
      const problem = shown.has(field.name) ? fieldProblem(field, values) : undefined;
      errors[field.name] = problem && localize(problem);
    }
    if (refused && !errors[refused.name]) errors[refused.name] = refused.message;
  }

  return {
    fields,
    values,
    errors,
    saving,
    dirty,
    set: (name, value) => {
      setEdited((current) => ({ ...(current ?? record ?? {}), [name]: value }));
      if (refused?.name === name) setRefused(null);
    },
    blur: (name) => setShown((names) => (names.has(name) ? names : new Set(names).add(name))),
    isReadOnly: (field) => mode === 'view' || (mode === 'edit' && field.editable === false),
    save: async () => {
      if (!values || mode === 'view') return false;
      setShown(new Set(fields.map((f) => f.name)));
      if (Object.keys(recordProblems(schema, values)).length) return false;
      setSaving(true);
      try {
        await saveRecord(schema, values, true);
        return true;
      } catch (error) {
        // The server refused: why shows beside the field it names, else as a message; the form
        // stays for another try.
        if (!(error instanceof ApiError)) throw error;
        const field = refusedField(fields, error.message);
        const message = failureMessage(error);
        if (field) setRefused({ name: field.name, message: takenMessage(field) });
        else if (message) notify('error', message);
        return false;
      } finally {
        setSaving(false);
      }
    },
  };
}

/** Whether a field's value is unchanged: empty values (undefined, null, '') are all one. */
function sameValue(a: unknown, b: unknown): boolean {
  return (isEmpty(a) && isEmpty(b)) || JSON.stringify(a) === JSON.stringify(b);
}

/** An empty record for "add": defaults from the schema, numbers and switches left unset, a detail's master. */
function defaults(schema: ResourceSchema): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const field of schema.fields) {
    if (field.form === false) continue;
    record[field.name] = field.defaultValue ?? (field.kind === 'number' || field.kind === 'switch' ? undefined : '');
  }
  return { ...record, ...masterFilter(schema) };
}
