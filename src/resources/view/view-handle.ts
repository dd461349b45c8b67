import { useEffect, useRef, type RefObject } from 'react';
import type { ResourceListResult } from '../hooks';
import { mountView } from './controller';

/** Lends the view's abilities to its commands for as long as it is mounted. */
export function useViewHandle(name: string, list: ResourceListResult, search: RefObject<HTMLElement | null>): void {
  const latest = useRef(list);
  useEffect(() => {
    latest.current = list;
  });
  useEffect(
    () =>
      mountView(name, {
        refresh: () => latest.current.refresh(),
        focusSearch: () => search.current?.querySelector<HTMLElement>('input, [role=button], button')?.focus(),
        rows: () => latest.current.rows,
        row: (id) => latest.current.row(id),
        loaded: () => latest.current.loaded,
      }),
    [name, search],
  );
}
