import { useEffect, type RefObject } from 'react';
import type { TableState } from './bridge';
import type { DataRow } from './types';
import type { Entry } from './window';

/**
 * The left arrow on a focused tree row that is collapsed or has no children moves focus to its
 * parent, however far above: React Aria does so from nested rows, and the window's rows are not
 * nested (window.ts). `entries` and `state` are read when the key is pressed.
 */
export function useLeftArrowToParent<R extends DataRow>(grid: RefObject<HTMLElement | null>, entries: RefObject<readonly Entry<R>[]>, state: RefObject<TableState | null>): void {
  useEffect(() => {
    const element = grid.current!;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.key !== 'ArrowLeft' || target.getAttribute('role') !== 'row' || !target.dataset.treeLevel) return;
      const entry = entries.current[Number(target.dataset.rowIndex)];
      if (!entry?.parent || (entry.expandable && target.getAttribute('aria-expanded') === 'true')) return;
      event.preventDefault();
      event.stopPropagation();
      state.current?.selectionManager.setFocusedKey(entry.parent.id);
    };
    // Before React Aria's own handling of the key, which would move to the row's last cell.
    element.addEventListener('keydown', onKeyDown, true);
    return () => element.removeEventListener('keydown', onKeyDown, true);
  }, [grid, entries, state]);
}
