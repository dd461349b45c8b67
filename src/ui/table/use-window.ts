import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { DataRow } from './types';
import { BLOCK, blocksOf, covers, extrasOf, grow, openingWindow, viewSpan, WHOLE, windowKey, windowOf, type Blocks, type Entry } from './window';

/**
 * The window of `entries` React Aria is given (window.ts), all of them up to WHOLE: until the
 * table is scrolled or focused, the rows in view (openingWindow); then blocks around the rows in
 * view, grown ahead in the direction of the scroll when the view comes within a page of their
 * edge, and blocks around the focused row, which React Aria reports through `onFocusedRow`. The
 * window is the same array while its rows are, so a focus move inside it does not rebuild the
 * table.
 */
export function useRowWindow<R extends DataRow>(entries: readonly Entry<R>[], rowHeight: number, visibleRows: number, frame: RefObject<HTMLElement | null>) {
  const page = visibleRows + 1;
  // No view until the table first scrolls: the opening window holds the rows in view.
  const [view, setView] = useState<Blocks | null>(null);
  const [focus, setFocus] = useState<{ id: string; index: number } | null>(null);
  const focused = useMemo(() => (focus ? (entries[focus.index]?.id === focus.id ? entries[focus.index] : entries.find((entry) => entry.id === focus.id)) : undefined), [entries, focus]);
  const extras = useMemo(() => extrasOf(entries, focused), [entries, focused]);
  const opening = view === null && !focused;
  const blocksKey = opening ? '' : windowKey(view ?? openingBlocks(page), focused?.index, entries.length);
  const extrasKey = extras.map((entry) => entry.id).join(' ');
  const windowed = useMemo(
    () => (entries.length <= WHOLE ? entries : opening ? openingWindow(entries, page) : windowOf(entries, blocksKey ? blocksKey.split(' ').map(Number) : [], extras)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the same extras while their ids are
    [entries, opening, blocksKey, extrasKey],
  );

  const total = useRef(entries.length);
  useLayoutEffect(() => {
    total.current = entries.length;
  });
  useEffect(() => {
    const scroller = frame.current!;
    let last = 0;
    // The table scrolls itself (table.css); without that style (as in tests) its frame does.
    const onScroll = (event: Event) => {
      const first = Math.floor((event.target as HTMLElement).scrollTop / rowHeight);
      const down = first >= last;
      last = first;
      const near = { start: first - page, end: Math.min(total.current, first + 2 * page) };
      setView((shown) => {
        const blocks = shown ?? openingBlocks(page);
        return covers(blocks, near) ? blocks : grow(blocks, viewSpan(first, page, down));
      });
    };
    scroller.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => scroller.removeEventListener('scroll', onScroll, { capture: true });
  }, [frame, rowHeight, page]);

  const onFocusedRow = useCallback((id: string, index: number) => setFocus((current) => (current?.id === id && current.index === index ? current : { id, index })), []);
  return { windowed, onFocusedRow };
}

/** The blocks holding the opening window's rows, where the view starts when the table first scrolls or is focused. */
const openingBlocks = (page: number): Blocks => blocksOf({ start: 0, end: page + BLOCK / 2 });
