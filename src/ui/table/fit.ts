/**
 * The least width each data column of a table takes, measured in the browser: its header's label
 * and a row's buttons whole, always (the table scrolls sideways when they alone are wider than
 * it), and, while the table has room, the widest value it shows whole too (at most MAX_VALUE px;
 * without room, the longest values are cut first). Columns then share what is left as before. Sharing the width evenly cut 字典键值 to 字典… beside a half-empty
 * 字典编号, and a deployment's time to 2026-09… beside a wide empty action column.
 *
 * A column the user sized keeps its label's width only: their width is what they chose. Values
 * are measured among the rows in the DOM (the window around the view), and a column keeps the
 * widest value it has shown, so paging does not make columns jump. Without layout (happy-dom)
 * nothing measures and columns take the table's fixed least width.
 */
import { useCallback, useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import type { DataColumn } from './types';

/** What a column takes at least when nothing is measured (React Aria's own least width is 75). */
export const LEAST_WIDTH = 64;
/** A value wider than this is cut rather than crowd the other columns (a row's buttons never are). */
const MAX_VALUE = 320;
/** The checkbox column's width (rows.tsx). */
const SELECT_WIDTH = 44;

/** How wide what `element` holds is laid out, cut off or not (a label stretched to its header is as wide as its text). */
function contentWidth(element: HTMLElement): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect().width;
}

/** How wide `part` would be shown whole inside `cell`: from the cell's left edge (padding, a tree's indent) to its end, and the padding after. */
function wholeWidth(cell: HTMLElement, part: HTMLElement): number {
  const style = getComputedStyle(cell);
  const before = part.getBoundingClientRect().left - cell.getBoundingClientRect().left;
  return Math.ceil(before + contentWidth(part) + parseFloat(style.paddingRight || '0'));
}

/** The data columns' least widths by id (data columns are colindex 2 on: 1 is the checkbox column). */
function measure(grid: HTMLElement, columns: readonly DataColumn<unknown>[], widest: Map<string, number>): Record<string, number> | null {
  if (!grid.clientWidth) return null;
  const labels = new Map<string, number>();
  for (const header of grid.querySelectorAll<HTMLElement>('[role=columnheader][aria-colindex]')) {
    const column = columns[Number(header.getAttribute('aria-colindex')) - 2];
    const label = header.querySelector<HTMLElement>('.column-label');
    // The label's whole width, and what else the header holds (padding, the resizer, a sort mark).
    if (column && label) labels.set(column.id, Math.ceil(contentWidth(label) + header.clientWidth - label.clientWidth));
  }
  const controls = new Set<string>();
  for (const cell of grid.querySelectorAll<HTMLElement>('[role=gridcell][aria-colindex], [role=rowheader][aria-colindex]')) {
    const column = columns[Number(cell.getAttribute('aria-colindex')) - 2];
    const value = cell.querySelector<HTMLElement>('.cell-text');
    if (!column || !value) continue;
    if (value.querySelector('button, a, input')) controls.add(column.id);
    widest.set(column.id, Math.max(widest.get(column.id) ?? 0, wholeWidth(cell, value)));
  }
  // Labels and controls (a row's buttons) are shown whole; values are too while the table has
  // room for them, else the longest are cut first, each to the same width beyond its label.
  const label = (column: DataColumn<unknown>) => Math.max(LEAST_WIDTH, labels.get(column.id) ?? 0, controls.has(column.id) ? widest.get(column.id) ?? 0 : 0);
  const extra = (column: DataColumn<unknown>) => (column.width ? 0 : Math.max(0, Math.min(MAX_VALUE, widest.get(column.id) ?? 0) - label(column)));
  const room = grid.clientWidth - SELECT_WIDTH - columns.reduce((sum, column) => sum + label(column), 0);
  const cap = capOf(columns.map(extra), room);
  return Object.fromEntries(columns.map((column) => [column.id, Math.floor(label(column) + Math.min(extra(column), cap))]));
}

/** The most any one value may take beyond its label so that all of them fit in `room` (Infinity when all fit whole). */
function capOf(extras: readonly number[], room: number): number {
  const asked = extras.filter((extra) => extra > 0).sort((a, b) => a - b);
  let left = Math.max(0, room);
  for (let i = 0; i < asked.length; i++) {
    const even = left / (asked.length - i);
    if (asked[i]! > even) return even;
    left -= asked[i]!;
  }
  return Infinity;
}

const same = (a: Record<string, number>, b: Record<string, number>) => Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => a[key] === b[key]);

/**
 * The columns' least widths for `grid`, measured after every render that changes `shown` (the
 * rows in the DOM) or the columns, and whenever the table's width changes.
 */
export function useColumnFit<R>(grid: RefObject<HTMLElement | null>, columns: readonly DataColumn<R>[], shown: unknown): Record<string, number> {
  const [fit, setFit] = useState<Record<string, number>>({});
  const [widest] = useState(() => new Map<string, number>());
  const update = useCallback(() => {
    const next = grid.current && measure(grid.current, columns as readonly DataColumn<unknown>[], widest);
    if (next) setFit((last) => (same(last, next) ? last : next));
  }, [grid, columns, widest]);
  useLayoutEffect(() => {
    update();
    // React Aria's virtualizer puts rows that came with this render in the DOM a frame later.
    const frame = requestAnimationFrame(update);
    return () => cancelAnimationFrame(frame);
  }, [update, shown]);
  useEffect(() => {
    const element = grid.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [grid, update]);
  return fit;
}
