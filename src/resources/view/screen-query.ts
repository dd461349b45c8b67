/**
 * A resource screen's page and search as a URL query, so that a link reproduces the screen:
 * `/system/param?page=2&paramName=x` (size when not the default; date ranges as BladeX names
 * them, `createTime_dategt` / `_datelt`). Opening a screen with such a query shows that page
 * and search; the query then leaves the address bar, since the screen's store holds them from
 * there on and a tab or reload must not bring back a search the user has since changed.
 */
import { useEffect } from 'react';
import { snapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useSearch } from 'wouter/use-browser-location';
import { flattenFilters, rangeKeys, type Filters } from '../../api/resource';
import { config } from '../../config';
import { searchFieldsOf } from '../tenant-column';
import type { ResourceSchema } from '../types';
import { controllerOf, search } from './controller';
import { searchesByRange } from './SearchBar';

/** The screen's page, size and applied search, as a query string without `?`. */
export function screenQuery(schema: ResourceSchema): string {
  const state = snapshot(controllerOf(schema.name));
  const query = new URLSearchParams({ page: String(state.page) });
  if (state.size !== config.pageSize) query.set('size', String(state.size));
  for (const [name, value] of Object.entries(flattenFilters(state.filters as Filters))) query.set(name, value);
  return query.toString();
}

/** Reads a screen query back: the search of the screen's search fields, page and size. */
export function queryState(schema: ResourceSchema, query: URLSearchParams): { page: number; size: number; filters: Filters } {
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
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: (config.pageSizes as readonly number[]).includes(size) ? size : config.pageSize,
    filters,
  };
}

/** Shows the page and search a screen query names (the search bar holds them too). */
export function applyScreenQuery(schema: ResourceSchema, query: URLSearchParams): void {
  const { page, size, filters } = queryState(schema, query);
  search(schema.name, filters);
  const state = controllerOf(schema.name);
  state.size = size;
  // Set as is: the page count is known only once the list answers.
  state.page = page;
}

/** Applies the query the screen was opened with, then takes it off the address bar. */
export function useScreenQuery(schema: ResourceSchema): void {
  const [path, navigate] = useLocation();
  const query = useSearch();
  useEffect(() => {
    // A screen kept alive while hidden sees other screens' locations too.
    if (path !== schema.menuPath || !query) return;
    applyScreenQuery(schema, new URLSearchParams(query));
    navigate(path, { replace: true });
  }, [schema, path, query, navigate]);
}
