/**
 * One small store per resource screen, shared by its view and its commands: the view renders
 * it, commands change it, and neither imports the other. State is valtio (page, size, search,
 * selection, dialog); what only the mounted view can do (reload, move focus, save the open
 * form) it lends as a handle while mounted.
 */
import { proxy, snapshot, subscribe } from 'valtio';
import type { Filters, ResourceRow, SortOrder } from '../api/resource';
import { config } from '../base/config';
import { session } from '../core/session';
import { keepAcrossChecks } from '../platform/harness/console-state';
import type { ResourceSchema } from '../schema/types';

export type DialogMode = 'add' | 'edit' | 'view';
export interface DialogState {
  mode: DialogMode;
  id?: string;
  /** An add form's values over the schema's defaults, e.g. the parent of 新增子项's new row. */
  values?: Readonly<Record<string, unknown>>;
}

export interface ControllerState {
  /** 1-based, as BladeX's `current`. */
  page: number;
  size: number;
  /** What the search bar holds; applied to `filters` by search(). */
  draft: Filters;
  /** The filters of the rows on screen. */
  filters: Filters;
  /** The order the list was asked for; null is the server's default order. */
  sort: SortOrder | null;
  selected: string[];
  /** Expanded rows of tree resources. */
  expanded: string[];
  dialog: DialogState | null;
  /** Total of the last answer, so commands know the last page. */
  total: number;
  /** The screen has been shown this session: its default saved view applies only before (screen-query.ts). */
  shown: boolean;
  /**
   * A detail list (schema.master): the id of the master row it lists under, null until one is
   * chosen (MasterDetail.tsx). Its list asks `<master field>=<this id>`; new rows take it.
   */
  masterId: string | null;
}

/** What the mounted view lends to commands. */
export interface ViewHandle {
  /** Reloads what is on screen (list, tree and loaded children). */
  refresh(): Promise<void>;
  focusSearch(): void;
  /** What is on screen: the page's records, or the tree with its loaded children. */
  rows(): readonly ResourceRow[];
  /** A loaded row by id: the record of a dialog when the resource has no detail call. */
  row(id: string): ResourceRow | undefined;
  /** What is shown is the server's latest answer: nothing in flight (checks wait for it). */
  settled(): boolean;
}

const states = new Map<string, ControllerState>();
const handles = new Map<string, ViewHandle>();
const forms = new Map<string, LentForm>();

const fresh = (): ControllerState => ({
  page: 1, size: config.pageSize, draft: {}, filters: {}, sort: null, selected: [], expanded: [], dialog: null, total: 0, shown: false, masterId: null,
});

/** Who is logged in: screens and cached answers belong to one user of one tenant. */
export function sessionIdentity(): string {
  return session.userInfo ? `${session.userInfo.tenant_id}/${session.userInfo.user_id}` : '';
}

// Another user (or nobody) must not find the last user's searches, pages or open dialogs.
// Notified in step: a logout and a quick login again as the same user must still reset them.
let identity = sessionIdentity();
subscribe(session, () => {
  if (sessionIdentity() === identity) return;
  identity = sessionIdentity();
  for (const state of states.values()) Object.assign(state, fresh());
}, true);

/** What a screen shows as the user left it: kept across the checks of a self-test run. */
const KEPT = ['page', 'size', 'draft', 'filters', 'sort', 'selected', 'expanded', 'masterId'] as const satisfies readonly (keyof ControllerState)[];
type Kept = Pick<ControllerState, (typeof KEPT)[number]>;
const keptOf = (state: ControllerState): Kept => JSON.parse(JSON.stringify(Object.fromEntries(KEPT.map((field) => [field, state[field]])))) as Kept;

keepAcrossChecks({
  screen: true,
  note() {
    const saved = new Map([...states].map(([name, state]) => [name, keptOf(state)]));
    return () => {
      for (const [name, state] of states) {
        const before = saved.get(name) ?? keptOf(fresh());
        const now = keptOf(state);
        const changed = KEPT.filter((field) => JSON.stringify(now[field]) !== JSON.stringify(before[field]));
        if (changed.length) Object.assign(state, Object.fromEntries(changed.map((field) => [field, before[field]])));
      }
    };
  },
});

/** The store of one resource; it outlives the view so a screen reopens where it was left. */
export function controllerOf(name: string): ControllerState {
  let state = states.get(name);
  if (!state) states.set(name, (state = proxy(fresh())));
  return state;
}

/** The mounted view registers its handle; the returned function withdraws it. */
export function mountView(name: string, handle: ViewHandle): () => void {
  handles.set(name, handle);
  return () => {
    if (handles.get(name) === handle) handles.delete(name);
  };
}

/** What the open add/edit form lends while it is mounted. */
export interface LentForm {
  /** Validates, then submits; true when saved. */
  save(): Promise<boolean>;
  /** The values a save now would submit (null until an edit form's record has loaded). */
  values(): Readonly<Record<string, unknown>> | null;
}

/** The open add/edit form lends its save and values while mounted; the returned function withdraws them. */
export function lendForm(name: string, form: LentForm): () => void {
  forms.set(name, form);
  return () => {
    if (forms.get(name) === form) forms.delete(name);
  };
}

export function lentForm(name: string): LentForm | undefined {
  return forms.get(name);
}

export function viewOf(name: string): ViewHandle | undefined {
  return handles.get(name);
}

export function pageCount(state: Pick<ControllerState, 'total' | 'size'>): number {
  return Math.max(1, Math.ceil(state.total / state.size));
}

/** Moves to a page within bounds; returns the page now shown. */
export function goToPage(name: string, page: number): number {
  const state = controllerOf(name);
  const next = Math.min(Math.max(1, page), pageCount(state));
  if (next !== state.page) {
    state.page = next;
    state.selected = [];
  }
  return state.page;
}

export function setPageSize(name: string, size: number): void {
  const state = controllerOf(name);
  state.size = size;
  state.page = 1;
  state.selected = [];
}

/** Applies the search bar (or the given filters) and goes back to the first page. */
export function search(name: string, filters?: Filters): void {
  const state = controllerOf(name);
  if (filters) state.draft = structuredClone(filters);
  // A copy: the draft keeps changing as the user types, the applied filters must not.
  state.filters = structuredClone(snapshot(state).draft) as Filters;
  state.page = 1;
  state.selected = [];
}

/** Orders the list by one column (null: the server's default order) and goes back to the first page. */
export function setSort(name: string, sort: SortOrder | null): void {
  const state = controllerOf(name);
  if (sort?.column === state.sort?.column && sort?.direction === state.sort?.direction) return;
  state.sort = sort && { ...sort };
  state.page = 1;
  state.selected = [];
}

/** What a press on a column's header asks for: ascending, then descending, then the default order. */
export function nextSort(current: SortOrder | null, column: string): SortOrder | null {
  if (current?.column !== column) return { column, direction: 'ascending' };
  return current.direction === 'ascending' ? { column, direction: 'descending' } : null;
}

export function resetSearch(name: string): void {
  const state = controllerOf(name);
  state.draft = {};
  state.filters = {};
  state.page = 1;
  state.selected = [];
}

export function setDraft(name: string, field: string, value: Filters[string]): void {
  controllerOf(name).draft[field] = value;
}

export function select(name: string, ids: readonly string[]): void {
  const state = controllerOf(name);
  if (!sameIds(state.selected, ids)) state.selected = [...ids];
}

export function openDialog(name: string, dialog: DialogState): void {
  controllerOf(name).dialog = dialog;
}

export function closeDialog(name: string): void {
  controllerOf(name).dialog = null;
}

/**
 * The filter a detail list always carries, `{ <master field>: <chosen master id> }`; empty for a
 * schema without a master. Null when the detail has no master row yet, so it lists nothing.
 */
export function masterFilter(schema: ResourceSchema): Record<string, string> | null {
  if (!schema.master) return {};
  const { masterId } = controllerOf(schema.name);
  return masterId === null ? null : { [schema.master.field]: masterId };
}

/** Lists a detail under another master row, from its first page, with nothing selected. */
export function chooseMaster(name: string, masterId: string | null): void {
  const state = controllerOf(name);
  if (state.masterId === masterId) return;
  Object.assign(state, { masterId, page: 1, selected: [], expanded: [] });
}

export function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
