import { useLayoutEffect, type RefObject } from 'react';

const set = (element: Element, name: string, value: string | undefined) => {
  if (value !== undefined && element.getAttribute(name) !== value) element.setAttribute(name, value);
};

/**
 * React Aria numbers the rows it holds, and a table holds a window of its rows (window.ts), so
 * what it writes for screen readers counts the window: the table's row count, each row's index
 * and, in a tree, each row's level and place among its siblings. Each row carries its place in
 * the whole list in data attributes (rows.tsx); this rewrites the ARIA attributes from them
 * whenever React has changed the table's rows (a mutation observer: React may reuse a row's
 * element for another row without rendering the table, and rewrites an attribute only when its
 * own value changes, so a value set here stays until then).
 */
export function useWholeListAria(grid: RefObject<HTMLElement | null>, total: number): void {
  useLayoutEffect(() => {
    const element = grid.current;
    if (!element) return;
    const fix = () => {
      // The header row is row 1.
      set(element, 'aria-rowcount', String(total + 1));
      for (const row of element.querySelectorAll<HTMLElement>('[role=row][data-row-index]')) {
        const { rowIndex, treeLevel, posinset, setsize } = row.dataset;
        set(row, 'aria-rowindex', String(Number(rowIndex) + 2));
        set(row, 'aria-level', treeLevel);
        set(row, 'aria-posinset', posinset);
        set(row, 'aria-setsize', setsize);
      }
    };
    const observer = new MutationObserver(fix);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-rowcount', 'aria-rowindex', 'aria-level', 'aria-posinset', 'aria-setsize', 'data-row-index'],
    });
    fix();
    return () => observer.disconnect();
  }, [grid, total]);
}
