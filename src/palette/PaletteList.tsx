import { useVirtualizer } from '@tanstack/react-virtual';
import { Command } from 'cmdk';
import { Fragment, useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useT } from '../i18n';
import { firstItem, lastItem, stepClamped, stepWrapping } from './list-keys';
import { PaletteRow, type ListRow, type RowText, type RowView } from './PaletteRow';
import { matchesShortcut, shortcutKeys } from '../hotkeys/shortcut';

export type { ListRow, RowText };

/** A key that acts on the highlighted item (e.g. copies its link), named in the footer. */
export interface ItemKey<T> {
  shortcut: string;
  label: string;
  /** Whether the key acts on this item (absent: on every item); named only while one it acts on is highlighted. */
  applies?: (item: T) => boolean;
  run: (item: T) => void;
}

export interface PaletteListProps<T> {
  /** Names the input. */
  label: string;
  /** Names the listbox. */
  listLabel: string;
  placeholder: string;
  query: string;
  onQueryChange: (query: string) => void;
  rows: readonly ListRow<T>[];
  /** What an item's row shows (and says). */
  itemText: (item: T) => RowText;
  onRun: (item: T) => void;
  /** Ctrl+Enter, told the highlighted item (if any); without it Ctrl+Enter runs the item as Enter does. */
  onAccept?: (item: T | undefined) => void;
  /** What Ctrl+Enter does, named in the footer when it differs from Enter. */
  acceptLabel?: string;
  /** Where the highlight starts (default: the first item). */
  startAt?: (rows: readonly ListRow<T>[]) => number;
  /** Backspace in an empty input: go up a page. */
  onBackspaceEmpty?: () => void;
  itemKeys?: readonly ItemKey<T>[];
  /** Shown before the input (mode chip, breadcrumb, prompt question). */
  header?: ReactNode;
  /** Shown at the bottom right (counts). */
  status?: ReactNode;
  /** Options are still loading (aria-busy on the list). */
  busy?: boolean;
  /** Shown instead of rows when there are none (no matches, loading, failed). */
  emptyText: string;
}

const ITEM_HEIGHT = 38;
const HEADING_HEIGHT = 28;
/** Matches .palette-list's max-height, so the first paint already holds a full window of rows. */
const LIST_HEIGHT = 420;
const alwaysMatch = () => 1;

const rowKeys = new WeakMap<readonly ListRow<unknown>[], Int32Array>();

/**
 * The virtualizer's key of each row, worked out once per row set (it asks every row its key
 * and size whenever the rows change: 20,000 of them when an empty query lists every command,
 * and that listing comes back on every backspace to an empty query). Items are numbered 0, 1, 2…
 * and headings −1, −2…, so when the listing's headings come or go the items keep their rows
 * (moved, not unmounted and mounted again with cmdk registering them anew).
 */
function keysOf(rows: readonly ListRow<unknown>[]): Int32Array {
  let keys = rowKeys.get(rows);
  if (!keys) {
    keys = new Int32Array(rows.length);
    for (let i = 0, items = 0, headings = 0; i < rows.length; i++) keys[i] = rows[i]!.kind === 'heading' ? -++headings : items++;
    rowKeys.set(rows, keys);
  }
  return keys;
}

/**
 * cmdk's Command with our own ranking, a virtualized window of rows and a highlight we control:
 * cmdk only knows the mounted rows, so arrows, Home/End, wrapping and Enter are handled here.
 */
export function PaletteList<T>(props: PaletteListProps<T>) {
  const { rows, query, onRun, onBackspaceEmpty } = props;
  const t = useT();
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const activeRef = useRef<HTMLDivElement>(null);
  const pointer = useRef({ x: -1, y: -1 });

  // The highlight restarts at the first item when the query changes (adjusted during render).
  // Rows that change under the same query (the pinyin dictionary arriving, record results, the
  // undo hint) keep the item the user moved to where it is still listed, so arrows already
  // pressed count; a highlight never moved goes to where the list starts (the best match now,
  // or where `startAt` says), so Enter runs what is shown first, not what was first before.
  const start = props.startAt ?? firstItem;
  const [cursor, setCursor] = useState(() => ({ rows, query, active: start(rows), moved: false }));
  let active = cursor.active;
  if (cursor.rows !== rows) {
    const keep = cursor.query === query && cursor.moved;
    const kept = keep ? rows.findIndex((row) => row.kind === 'item' && row.key === cursor.rows[cursor.active]?.key) : -1;
    active = kept >= 0 ? kept : start(rows);
    setCursor({ rows, query, active, moved: kept >= 0 && cursor.moved });
  }
  // Rows are keyed by position: a keystroke then updates the text of the ~15 mounted rows
  // instead of unmounting and mounting them (and cmdk re-registering every item). An item's cmdk
  // value is that key too, not its command: a row showing another command after a keystroke is
  // then no change to cmdk, which would otherwise render its root again and notify every item,
  // and the highlight, most often on the first item, keeps its value.
  const keys = keysOf(rows);
  const activeKey = active >= 0 ? String(keys[active]) : '';
  const highlightedRow = rows[active];
  const highlighted = highlightedRow?.kind === 'item' ? highlightedRow.item : undefined;
  // cmdk writes its own guess into its store when the highlighted row unmounts; a changed
  // (trimmed away) suffix makes it take our value back.
  const [resync, setResync] = useState(false);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => listRef.current,
    estimateSize: useCallback((i: number) => (keys[i]! < 0 ? HEADING_HEIGHT : ITEM_HEIGHT), [keys]),
    // A new function per row set makes the virtualizer re-read the sizes (headings are shorter).
    getItemKey: useCallback((i: number) => keys[i]!, [keys]),
    initialRect: { width: 600, height: LIST_HEIGHT },
    overscan: 3,
  });

  useLayoutEffect(() => {
    // Only when scrolled: scrolling asks for the list's scrollHeight, a forced layout.
    if (virtualizer.scrollOffset) virtualizer.scrollToOffset(0);
  }, [rows, virtualizer]);

  // The active option's id is cmdk's, known only once mounted; the input points at it.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const id = activeRef.current?.id;
    if (id) input.setAttribute('aria-activedescendant', id);
    else input.removeAttribute('aria-activedescendant');
    if (listRef.current?.id) input.setAttribute('aria-controls', listRef.current.id);
  });

  const moveTo = (index: number) => {
    if (index < 0) return;
    setCursor({ rows, query, active: index, moved: true });
    const above = rows[index - 1];
    virtualizer.scrollToIndex(above?.kind === 'heading' && index <= active ? index - 1 : index, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    const plain = !event.altKey && !event.metaKey && !event.shiftKey;
    const ctrl = event.ctrlKey && plain;
    // Read only for paging: the list's height is a layout read.
    const page = () => Math.max(1, Math.floor((listRef.current?.clientHeight || LIST_HEIGHT) / ITEM_HEIGHT) - 1);
    switch (event.key) {
      case 'ArrowDown': moveTo(stepWrapping(rows, active, 1)); break;
      case 'ArrowUp': moveTo(stepWrapping(rows, active, -1)); break;
      case 'n': if (!ctrl) return; moveTo(stepWrapping(rows, active, 1)); break;
      case 'p': if (!ctrl) return; moveTo(stepWrapping(rows, active, -1)); break;
      case 'PageDown': moveTo(stepClamped(rows, active, page())); break;
      case 'PageUp': moveTo(stepClamped(rows, active, -page())); break;
      case 'Home': if (!plain) return; moveTo(firstItem(rows)); break;
      case 'End': if (!plain) return; moveTo(lastItem(rows)); break;
      case 'Enter': {
        const row = rows[active];
        const item = row?.kind === 'item' ? row.item : undefined;
        if ((event.ctrlKey || event.metaKey) && props.onAccept) props.onAccept(item);
        else if (item !== undefined) onRun(item);
        break;
      }
      case 'Backspace':
        if (query !== '' || !onBackspaceEmpty) return;
        onBackspaceEmpty();
        break;
      default: {
        const row = rows[active];
        if (row?.kind !== 'item') return;
        const key = props.itemKeys?.find((k) => matchesShortcut(event, k.shortcut) && (!k.applies || k.applies(row.item)));
        if (!key) return;
        // Held with mod, the key would also reach the console's global shortcuts.
        event.stopPropagation();
        key.run(row.item);
      }
    }
    event.preventDefault();
  };

  // Hover highlights, but only when the pointer really moved: scrolling under a resting
  // pointer must not steal the keyboard's highlight.
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.clientX === pointer.current.x && event.clientY === pointer.current.y) return;
    pointer.current = { x: event.clientX, y: event.clientY };
    const index = Number((event.target as Element).closest('[data-index]')?.getAttribute('data-index'));
    if (rows[index]?.kind === 'item' && index !== active) setCursor({ rows, query, active: index, moved: true });
  };

  const view = useMemo<RowView>(
    () => ({
      text: props.itemText as RowView['text'],
      run: onRun as RowView['run'],
    }),
    [props.itemText, onRun],
  );

  return (
    <Command
      className="palette-command"
      shouldFilter={false}
      filter={alwaysMatch}
      value={resync ? `${activeKey} ` : activeKey}
      onValueChange={(value) => value.trim() !== activeKey && setResync((r) => !r)}
      disablePointerSelection
      vimBindings={false}
      onKeyDown={onKeyDown}
    >
      <div className="palette-search">
        {props.header}
        <input
          ref={inputRef}
          className="palette-input"
          role="combobox"
          aria-expanded="true"
          aria-autocomplete="list"
          aria-label={props.label}
          placeholder={props.placeholder}
          value={query}
          onChange={(event) => props.onQueryChange(event.target.value)}
          autoFocus
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
        />
      </div>
      <Command.List ref={listRef} className="palette-list" label={props.listLabel} aria-busy={props.busy || undefined}>
        <div className="palette-rows" style={{ height: virtualizer.getTotalSize() }} onPointerMove={onPointerMove}>
          {virtualizer.getVirtualItems().map((v) => (
            <PaletteRow key={v.key} value={String(v.key)} row={rows[v.index] as ListRow<unknown>} index={v.index} start={v.start} size={v.size} view={view} activeRef={v.index === active ? activeRef : undefined} />
          ))}
        </div>
      </Command.List>
      {rows.length === 0 && <div className="palette-empty">{props.emptyText}</div>}
      <footer className="palette-footer">
        <span className="palette-keys-help">
          <kbd>↑</kbd><kbd>↓</kbd> {t('palette.keys.move')} <kbd>↵</kbd> {t('palette.keys.run')} <kbd>Esc</kbd> {t('palette.keys.close')}
          {props.acceptLabel && <> {shortcutKeys('mod+enter')[0]!.map((cap) => <kbd key={cap}>{cap}</kbd>)} {props.acceptLabel}</>}
          {onBackspaceEmpty && <> <kbd>⌫</kbd> {t('palette.keys.back')}</>}
          {props.itemKeys?.filter((k) => !k.applies || (highlighted !== undefined && k.applies(highlighted))).map((k) => (
            <Fragment key={`${k.shortcut} ${k.label}`}> {shortcutKeys(k.shortcut)[0]!.map((cap) => <kbd key={cap}>{cap}</kbd>)} {k.label}</Fragment>
          ))}
        </span>
        <span className="palette-status" role="status">{props.status}</span>
      </footer>
    </Command>
  );
}
