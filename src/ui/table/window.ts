/**
 * The rows a table shows, in order, and the window of them that React Aria is given. React Aria
 * builds a collection node for every row it is given (about 60 µs a row), so a table of 100,000
 * rows would take seconds to appear; it is given blocks of rows instead: those around the rows in
 * view, those around the focused row (so the arrow keys and PageUp/PageDown always have a next
 * row), the first and the last row (Ctrl+Home, Ctrl+End) and the focused row's ancestors (the
 * left arrow moves to them). Rows keep their place in the whole list (`index`), from which the
 * layout positions them and the table tells screen readers where they are.
 */
import type { DataRow } from './types';

/** One shown row: a data row, or the "loading" stand-in under an expanded row whose children are not loaded. */
export interface Entry<R extends DataRow> {
  id: string;
  /** Absent on a stand-in row. */
  row?: R;
  /** Place among all shown rows, from 0. */
  index: number;
  /** Tree depth, from 1; place among its siblings, from 1, and how many they are. */
  level: number;
  posinset: number;
  setsize: number;
  parent?: Entry<R>;
  /** It has children, loaded or not. */
  expandable: boolean;
}

/**
 * Rows in a block: the window grows and shrinks a block at a time. The first window is the block
 * holding the rows in view, so a block is small: each row given costs the table's first render
 * about 0.3 ms even when it is not drawn (a list of 100 rows against 14, both drawing 14: 27 ms
 * more main-thread CPU), which a tree of a district's 503 schools paid for 86 rows it did not
 * show with blocks of 100.
 */
export const BLOCK = 40;

/**
 * The most blocks the view keeps (2,000 rows). Scrolling adds blocks ahead, which leaves the
 * rows in view where they are in React Aria's collection, so they do not render again; dropping
 * blocks before them moves them all, so the view drops its blocks only past this many, all but
 * those around the view at once.
 */
export const VIEW_BLOCKS = 50;

/**
 * Rows the view takes in beyond the rows in view, in the direction it scrolls, when it grows.
 * Each growth makes React Aria build the new rows' nodes (about 60 µs a row) and also costs a
 * part that does not depend on how many rows come (copying its collection, laying the table out
 * again): growing 300 rows at a time rather than 100 halves what a scroll through the list spends
 * growing (measured over 960 rows: 3 growths of 18–35 ms, against 9–11 of 11–22 ms).
 */
export const AHEAD = 300;

/**
 * Rows given beyond those in view before the table is first scrolled or focused. Until then
 * nothing moves, so the first window needs no block: the platform administrator's trees of a
 * district (503 schools, 1,006 roles) were given 42 rows to draw 12.
 */
export const OPENING_MARGIN = 4;

/** The window before the table is scrolled or focused: the rows in view, OPENING_MARGIN more and the last row (Ctrl+End). */
export function openingWindow<R extends DataRow>(entries: readonly Entry<R>[], page: number): Entry<R>[] {
  const shown = entries.slice(0, page + OPENING_MARGIN);
  return shown.length < entries.length ? [...shown, entries[entries.length - 1]!] : shown;
}

/** Lists this long or shorter are given whole: a page of the largest size (200) never moves its window. */
export const WHOLE = 300;

export const pendingId = (parentId: string) => `${parentId}\u0000pending`;

/** The shown rows: a flat list's rows, or a tree's rows depth first through its expanded rows. */
export function shownEntries<R extends DataRow>(rows: readonly R[], expanded: ReadonlySet<string> | null): Entry<R>[] {
  const out: Entry<R>[] = [];
  const visit = (siblings: readonly R[], level: number, parent?: Entry<R>) => {
    siblings.forEach((row, i) => {
      const expandable = expanded !== null && Boolean(row.children?.length || row.hasChildren);
      const entry: Entry<R> = { id: row.id, row, index: out.length, level, posinset: i + 1, setsize: siblings.length, parent, expandable };
      out.push(entry);
      if (!expandable || !expanded!.has(row.id)) return;
      if (row.children) visit(row.children as R[], level + 1, entry);
      else out.push({ id: pendingId(row.id), index: out.length, level: level + 1, posinset: 1, setsize: 1, parent: entry, expandable: false });
    });
  };
  visit(rows, 1);
  return out;
}

/** Stand-in rows of rows whose children are not loaded: never selectable. */
export function pendingIds(rows: readonly DataRow[]): string[] {
  return rows.flatMap((row) => (row.children ? pendingIds(row.children) : row.hasChildren ? [pendingId(row.id)] : []));
}

/** Every row's id, loaded children included, shown or not: what select-all selects. */
export function allIds(rows: readonly DataRow[]): string[] {
  return rows.flatMap((row) => [row.id, ...(row.children ? allIds(row.children) : [])]);
}

/** Rows from `start` up to, not including, `end`. */
export interface Span {
  start: number;
  end: number;
}

/** Block numbers, ascending. */
export type Blocks = readonly number[];

/** The blocks that hold rows of the span. */
export function blocksOf({ start, end }: Span): number[] {
  const blocks: number[] = [];
  for (let b = Math.floor(Math.max(0, start) / BLOCK); b * BLOCK < end; b++) blocks.push(b);
  return blocks;
}

/** The rows the view holds when it grows: AHEAD rows beyond those in view in the direction it moves, half a block behind them. */
export function viewSpan(first: number, page: number, down: boolean): Span {
  return down ? { start: first - BLOCK / 2, end: first + page + AHEAD } : { start: first - AHEAD, end: first + page + BLOCK / 2 };
}

/** Whether `blocks` hold every row of the span. */
export const covers = (blocks: Blocks, span: Span) => blocksOf(span).every((block) => blocks.includes(block));

/** `blocks` and those of `span`; past VIEW_BLOCKS, those of `span` only. */
export function grow(blocks: Blocks, span: Span): Blocks {
  const all = [...new Set([...blocks, ...blocksOf(span)])].sort((a, b) => a - b);
  return all.length > VIEW_BLOCKS ? blocksOf(span) : all;
}

/**
 * The window's blocks, as a string that stays the same while they do: those of the view and
 * those around the focused row (a page's arrow keys and PageUp/PageDown stay inside them).
 */
export function windowKey(view: Blocks, focusIndex: number | undefined, total: number): string {
  const blocks = new Set(view);
  if (focusIndex !== undefined) blocksOf({ start: focusIndex - BLOCK / 2, end: focusIndex + BLOCK / 2 }).forEach((block) => blocks.add(block));
  const count = Math.ceil(total / BLOCK);
  return [...blocks].filter((block) => block < count).sort((a, b) => a - b).join(' ');
}

/** The rows the window holds besides its blocks: the first and the last row, and the focused row's ancestors, in order. */
export function extrasOf<R extends DataRow>(entries: readonly Entry<R>[], focused: Entry<R> | undefined): Entry<R>[] {
  const extras: Entry<R>[] = [];
  for (let at = focused?.parent; at; at = at.parent) extras.unshift(at);
  if (entries.length && extras[0] !== entries[0]) extras.unshift(entries[0]);
  if (entries.length > 1) extras.push(entries[entries.length - 1]);
  return extras;
}

/** The entries React Aria is given: those in the blocks, and the extra ones, in the order they are shown. */
export function windowOf<R extends DataRow>(entries: readonly Entry<R>[], blocks: Blocks, extras: readonly Entry<R>[]): Entry<R>[] {
  const rest = extras.filter((entry) => !blocks.includes(Math.floor(entry.index / BLOCK)));
  const out: Entry<R>[] = [];
  for (const block of blocks) {
    while (rest.length && rest[0].index < block * BLOCK) out.push(rest.shift()!);
    out.push(...entries.slice(block * BLOCK, (block + 1) * BLOCK));
  }
  return out.concat(rest);
}
