/**
 * A resource screen's page, size, sort and search as a URL query, so that the address always
 * reproduces the screen: `/system/param?page=2&descs=updateTime&paramName=x` (page when not the
 * first, size when not the default, the sort as BladeX's `ascs` / `descs`, date ranges as BladeX
 * names them, `createTime_dategt` / `_datelt`). The address follows the screen's store with
 * history.replaceState, so a reload, Back / Forward and a shared link show the same view; a
 * screen reached with no query keeps the state its store holds (tabs return where they were),
 * or, the first time this session, shows the user's default saved view.
 */
import { useEffect } from 'react';
import { snapshot, subscribe } from 'valtio';
import { useLocation } from 'wouter';
import { flattenFilters, rangeKeys, type Filters, type SortOrder } from '../api/resource';
import { config } from '../base/config';
import { fieldsOf, searchFieldsOf } from './tenant-column';
import { isSortable, type ResourceSchema } from '../schema/types';
import { controllerOf, search } from './controller';
import { defaultView } from './saved-views';
import { searchesByRange } from './search-rules';

/** What a screen query or a saved view restores. */
export interface ScreenState { page: number; size: number; sort: SortOrder | null; filters: Filters }

/** The screen's page, size, sort and applied search, as a query string without `?` (empty when all are defaults). */
export function screenQuery(schema: ResourceSchema): string {
  const state = snapshot(controllerOf(schema.name));
  const query = new URLSearchParams();
  if (state.page !== 1) query.set('page', String(state.page));
  if (state.size !== config.pageSize) query.set('size', String(state.size));
  if (state.sort) query.set(state.sort.direction === 'ascending' ? 'ascs' : 'descs', state.sort.column);
  for (const [name, value] of Object.entries(flattenFilters(state.filters as Filters))) query.set(name, value);
  return query.toString();
}

/** Reads a screen query back: the search of the screen's search fields, page, size and sort by a sortable column. */
function queryState(schema: ResourceSchema, query: URLSearchParams): ScreenState {
  const filters: Filters = {};
  for (const field of searchFieldsOf(schema)) {
    if (searchesByRange(field)) {
      const keys = rangeKeys(field.name);
      const range = { from: query.get(keys.from) ?? undefined, to: query.get(keys.to) ?? undefined };
      if (range.from || range.to) filters[field.name] = range;
    } else {
      const value = query.get(field.name);
      if (value) filters[field.name] = value;
    }
  }
  const page = Number(query.get('page'));
  const size = Number(query.get('size'));
  const sortable = (column: string | null) => fieldsOf(schema).some((field) => field.name === column && isSortable(field));
  const ascs = query.get('ascs');
  const descs = query.get('descs');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: (config.pageSizes as readonly number[]).includes(size) ? size : config.pageSize,
    sort: sortable(ascs) ? { column: ascs!, direction: 'ascending' } : sortable(descs) ? { column: descs!, direction: 'descending' } : null,
    filters,
  };
}

/** Shows a page, size, sort and search on a screen (the search bar holds the search too). */
export function showState(name: string, { page, size, sort, filters }: ScreenState): void {
  search(name, filters);
  const state = controllerOf(name);
  state.size = size;
  state.sort = sort && { ...sort };
  // Set as is: the page count is known only once the list answers.
  state.page = page;
}

/**
 * Shows what a screen's address asks for as the screen is reached: its query, or with none, the
 * first time this session, the user's default saved view. Done before a menu shows the screen
 * (its first rows are fetched in this state) and again, to no effect then, as it mounts.
 */
export function showArrival(schema: ResourceSchema, query: string): void {
  const state = controllerOf(schema.name);
  const fallback = state.shown ? undefined : defaultView(schema.name);
  state.shown = true;
  if (!query && fallback) showState(schema.name, { ...fallback, page: 1 });
  showQuery(schema, query);
}

/** Shows a screen query (encoded as the address bar has it) unless the store already holds it. */
function showQuery(schema: ResourceSchema, query: string): void {
  if (query && query !== screenQuery(schema)) showState(schema.name, queryState(schema, new URLSearchParams(query)));
}

/**
 * Keeps the address and the screen's store in step while the screen is the current route: a
 * query that differs from the store's is shown (a link, a reload, Back / Forward); every change
 * of the store replaces the address's query, leaving no history entry behind.
 */
export function useScreenQuery(schema: ResourceSchema): void {
  const [path] = useLocation();
  useEffect(() => {
    // A screen kept alive while hidden sees other screens' locations too. The address is the
    // master's on a master-detail screen: a detail list follows the master row chosen there.
    if (path !== schema.menuPath || schema.master) return;
    const state = controllerOf(schema.name);
    // Encoded as the address bar has it, as screenQuery encodes it (wouter's useSearch decodes its copy).
    const query = () => window.location.search.slice(1);
    showArrival(schema, query());
    const follow = () => {
      const wanted = screenQuery(schema);
      if (window.location.pathname !== schema.menuPath || query() === wanted) return;
      window.history.replaceState(window.history.state, '', wanted ? `${schema.menuPath}?${wanted}` : schema.menuPath);
    };
    const arrive = () => {
      if (window.location.pathname !== schema.menuPath) return;
      showQuery(schema, query());
      follow();
    };
    follow();
    // Every address change, read as it happens: React may render two changes that come back
    // to the same query as none. wouter announces pushState and replaceState as window events.
    const events = ['popstate', 'pushState', 'replaceState'];
    events.forEach((name) => window.addEventListener(name, arrive));
    // Once per batch of changes: showing a query changes several fields, and only the last state is an address.
    const stop = subscribe(state, follow);
    return () => {
      stop();
      events.forEach((name) => window.removeEventListener(name, arrive));
    };
  }, [schema, path]);
}
