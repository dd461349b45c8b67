import { useCallback, useLayoutEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { ResizableTableContainer, Table, Virtualizer, type Key, type Selection, type SortDescriptor } from 'react-aria-components';
import { useWholeListAria } from './aria';
import { useColumnFit } from './fit';
import { MARGIN_PX, WindowTableLayout } from './layout';
import { RowStateRenderer } from './row-state';
import { TableBridgeContext, type TableBridge, type TableState } from './bridge';
import { Body, CHEVRON, Header, SELECT_COLUMN } from './rows';
import type { DataColumn, DataRow } from './types';
import { useLeftArrowToParent } from './tree-keys';
import { useRowWindow } from './use-window';
import { allIds, pendingIds, shownEntries } from './window';

export interface DataTableProps<R extends DataRow> {
  /** The table's accessible name. */
  label: string;
  /** Stable between renders (memoise it), or every cell renders again. */
  columns: readonly DataColumn<R>[];
  rows: readonly R[];
  selected: readonly string[];
  onSelectionChange: (ids: string[]) => void;
  /**
   * Opens a row: Enter on it, or a double click. A click (or Space) only selects it, as its
   * checkbox does, on every table alike.
   */
  onRowAction?: (id: string) => void;
  loading?: boolean;
  /** Shown when there are no rows: the loading text while loading, else the empty text. */
  emptyText: ReactNode;
  loadingText: string;
  /** How tall rows are: `compact` fits more on screen. @default 'normal' */
  density?: 'compact' | 'normal';
  /** A column's width was set by dragging or keying its resizer: the widths of the data columns in px. */
  onWidthsChange?: (widths: Record<string, number>) => void;
  /** Rows visible before the body scrolls. @default 12 */
  visibleRows?: number;
  /**
   * The column the rows are ordered by (shown in its header and as aria-sort), and what a press
   * on a sortable header (mouse, or Enter on the focused header) asks for: that column's id.
   */
  sort?: { order: SortDescriptor | null; onSort: (column: string) => void };
  /** Makes the rows expandable, with their chevrons in `column` (default the first column). */
  tree?: { expanded: readonly string[]; onExpandedChange: (ids: string[]) => void; column?: string };
}

/**
 * A virtualized table on React Aria: only the rows in view are in the DOM (recycled while
 * scrolling), and React Aria holds only a window of them (window.ts), yet keyboard focus,
 * selection, the sticky header and the row count read by screen readers cover every row. Arrow
 * keys move between rows; a click or Space toggles a row's checkbox, Enter or a double click runs
 * the row action (opens it).
 *
 * A focus or selection change renders only the rows it changes (row-state.tsx); the collection
 * content, the cell contents and the callbacks are memoised, and the rest of the table renders
 * only when its inputs change.
 */
export function DataTable<R extends DataRow>(props: DataTableProps<R>) {
  const { label, columns, rows, selected, loading, emptyText, loadingText, density = 'normal', visibleRows = 12, tree, sort } = props;
  // Fixed row heights: the layout places rows without measuring them.
  const rowHeight = density === 'compact' ? 32 : 40;
  const isTree = Boolean(tree);
  const treeColumn = tree && (columns.some((column) => column.id === tree.column) ? tree.column : columns[0]?.id);
  const expandedKeys = useMemo(() => new Set(tree?.expanded ?? []), [tree?.expanded]);
  const entries = useMemo(() => shownEntries(rows, isTree ? expandedKeys : null), [rows, isTree, expandedKeys]);
  const total = entries.length;
  const ids = useMemo(() => (isTree ? allIds(rows) : rows.map((row) => row.id)), [isTree, rows]);
  const pendingKeys = useMemo(() => (isTree ? pendingIds(rows) : []), [isTree, rows]);
  const selectedKeys = useMemo(() => new Set(selected), [selected]);
  // The body grows with its rows up to `visibleRows`, then scrolls; +1 row for the header.
  const height = rowHeight * (Math.min(Math.max(total, 3), visibleRows) + 1) + MARGIN_PX;

  // The props of the last render, for callbacks that stay the same object across renders (a new
  // callback would re-render every row React Aria has in the DOM).
  const latest = useRef({ props, ids });
  useLayoutEffect(() => {
    latest.current = { props, ids };
  });
  const onSelectionChange = useCallback((keys: Selection) => {
    const { props, ids } = latest.current;
    props.onSelectionChange(keys === 'all' ? ids : [...keys].map(String));
  }, []);
  /** The row a key press or double click is on, and acts on: not one on a control inside the row (a button, a checkbox). */
  const actedRow = useCallback((event: { target: EventTarget }): string | undefined => {
    const target = event.target as Element;
    const row = target.closest?.('[role=row][data-key]');
    if (!row || !grid.current?.contains(row) || target.closest('button, input, textarea, select, a, label, [role=checkbox]')) return undefined;
    return row.getAttribute('data-key') ?? undefined;
  }, []);
  const onRowKey = useCallback((event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const id = actedRow(event);
    if (id === undefined || !latest.current.props.onRowAction) return;
    // Before React Aria's own Enter, which would toggle the row's selection.
    event.preventDefault();
    event.stopPropagation();
    latest.current.props.onRowAction(id);
  }, [actedRow]);
  const onRowDoubleClick = useCallback((event: MouseEvent) => {
    const id = actedRow(event);
    if (id !== undefined) latest.current.props.onRowAction?.(id);
  }, [actedRow]);
  // A press on a tree row's chevron opens or closes the row and focuses it, and is not a press on
  // the row (which toggles its selection) nor moves focus into the chevron.
  const onChevronDown = useCallback((event: PointerEvent | MouseEvent) => {
    if (chevronRow(event) === undefined) return;
    event.preventDefault();
    event.stopPropagation();
  }, []);
  const onChevronClick = useCallback((event: MouseEvent) => {
    const id = chevronRow(event);
    const table = state.current;
    if (id === undefined || !table) return;
    event.stopPropagation();
    table.toggleKey(id);
    table.selectionManager.setFocused(true);
    table.selectionManager.setFocusedKey(id);
  }, []);
  const onSortChange = useCallback((descriptor: SortDescriptor) => latest.current.props.sort?.onSort(String(descriptor.column)), []);
  const onExpandedChange = useCallback((keys: Set<Key>) => latest.current.props.tree?.onExpandedChange([...keys].map(String)), []);
  const onResizeEnd = useCallback((widths: ReadonlyMap<Key, unknown>) => latest.current.props.onWidthsChange?.(pixelWidths(widths)), []);

  const frame = useRef<HTMLDivElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const state = useRef<TableState | null>(null);
  const { windowed, onFocusedRow } = useRowWindow(entries, rowHeight, visibleRows, frame);
  useWholeListAria(grid, total);
  const shown = useRef(entries);
  useLayoutEffect(() => {
    shown.current = entries;
  });
  useLeftArrowToParent(grid, shown, state);

  // Whether every row is selected is known here, not to React Aria, which holds only the window.
  const all = ids.length > 0 && selected.length >= ids.length && ids.every((id) => selectedKeys.has(id));
  const some = selected.length > 0;
  const onSelectAll = useCallback((on: boolean) => latest.current.props.onSelectionChange(on ? latest.current.ids : []), []);
  const bridge = useMemo<TableBridge>(() => ({ all, some, onSelectAll, state, onFocusedRow }), [all, some, onSelectAll, onFocusedRow]);

  // The header and body are collection content: rebuilt only when the rows, the window or the
  // columns change, so a selection or focus change leaves React Aria's collection as it is (no
  // copy, no relayout). Loading matters to the body only while it is empty (its empty state says "loading").
  const emptyLoading = Boolean(loading) && rows.length === 0;
  // Each column as wide as its label and, while there is room, its widest value shown (fit.ts).
  const leastWidths = useColumnFit(grid, columns, windowed);
  const header = useMemo(() => <Header columns={columns} leastWidths={leastWidths} />, [columns, leastWidths]);
  const body = useMemo(
    () => <Body columns={columns} entries={windowed} total={total} treeColumn={treeColumn} loading={emptyLoading} emptyText={emptyText} loadingText={loadingText} />,
    [columns, windowed, total, treeColumn, emptyLoading, emptyText, loadingText],
  );
  const layoutOptions = useMemo(() => ({ rowHeight, headingHeight: rowHeight }), [rowHeight]);
  const hasResize = Boolean(props.onWidthsChange);
  const order = sort?.order ?? undefined;
  const hasSort = Boolean(sort);

  return useMemo(() => (
    <TableBridgeContext.Provider value={bridge}>
      <div
        className="data-table-actions"
        onKeyDownCapture={onRowKey}
        onDoubleClick={onRowDoubleClick}
        onPointerDownCapture={isTree ? onChevronDown : undefined}
        onMouseDownCapture={isTree ? onChevronDown : undefined}
        onClickCapture={isTree ? onChevronClick : undefined}
      >
      <ResizableTableContainer
        ref={frame}
        className="data-table-frame"
        data-loading={loading || undefined}
        data-density={density}
        aria-busy={loading || undefined}
        onResizeEnd={hasResize ? onResizeEnd : undefined}
      >
        <Virtualizer layout={WindowTableLayout} layoutOptions={layoutOptions}>
          <RowStateRenderer>
            <Table
              ref={grid}
              aria-label={label}
              className="data-table"
              style={{ height }}
              selectionMode="multiple"
              selectionBehavior="toggle"
              selectedKeys={selectedKeys}
              onSelectionChange={onSelectionChange}
              disabledKeys={pendingKeys}
              sortDescriptor={order}
              onSortChange={hasSort ? onSortChange : undefined}
              treeColumn={treeColumn}
              expandedKeys={isTree ? expandedKeys : undefined}
              onExpandedChange={isTree ? onExpandedChange : undefined}
            >
              {header}
              {body}
            </Table>
          </RowStateRenderer>
        </Virtualizer>
      </ResizableTableContainer>
      </div>
    </TableBridgeContext.Provider>
  ), [bridge, onRowKey, onRowDoubleClick, onChevronDown, onChevronClick, loading, density, hasResize, onResizeEnd, layoutOptions, label, height, selectedKeys, onSelectionChange, pendingKeys, order, hasSort, onSortChange, treeColumn, isTree, expandedKeys, onExpandedChange, header, body]);
}

/** The id of the row whose chevron an event is on, if it is on one. */
function chevronRow(event: { target: EventTarget }): string | undefined {
  const target = event.target as Element;
  if (!target.closest?.(`.${CHEVRON}`)) return undefined;
  return target.closest('[role=row][data-key]')?.getAttribute('data-key') ?? undefined;
}

/** The data columns' widths as React Aria reports them after a resize, in whole px. */
function pixelWidths(widths: ReadonlyMap<Key, unknown>): Record<string, number> {
  const result: Record<string, number> = {};
  for (const [key, width] of widths) {
    if (typeof width === 'number' && key !== SELECT_COLUMN) result[String(key)] = Math.round(width);
  }
  return result;
}

