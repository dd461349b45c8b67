import { useEffect, useRef, type RefObject } from 'react';
import type { ResourceListResult } from './hooks';
import { closeDialog, mountView } from './controller';
import { searchStart } from '../ui/search-start';

/**
 * Lends the view's abilities to its commands for as long as it is mounted. A dialog does not
 * outlive its screen: leaving closes it (page, search and selection stay for the return).
 */
export function useViewHandle(name: string, list: ResourceListResult, search: RefObject<HTMLElement | null>): void {
  const latest = useRef(list);
  useEffect(() => {
    latest.current = list;
  });
  useEffect(() => {
    const unmount = mountView(name, {
      refresh: () => latest.current.refresh(),
      focusSearch: () => (search.current ? searchStart(search.current)?.focus() : undefined),
      rows: () => latest.current.rows,
      row: (id) => latest.current.row(id),
      settled: () => latest.current.loaded && !latest.current.loading,
    });
    return () => {
      unmount();
      closeDialog(name);
    };
  }, [name, search]);
}
