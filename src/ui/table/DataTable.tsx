import { useMemo, type ReactNode } from 'react';
import { ResizableTableContainer, Table, Virtualizer, type Key, type Selection, type SortDescriptor } from 'react-aria-components';
import { AheadTableLayout } from './layout';
import { allIds, Body, countShown, Header, pendingIds, SELECT_COLUMN } from './rows';
import type { DataColumn, DataRow } from './types';

export interface DataTableProps<R extends DataRow> {
  /** The table's accessible name. */
  label: string;
  /** Stable between renders (memoise it), or every cell renders again. */
  columns: readonly DataColumn<R>[];
  rows: readonly R[];
  selected: readonly string[];
  onSelectionChange: (ids: string[]) => void;
  /** Enter on a row, or a press on it outside its checkbox. */
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
 * scrolling), yet keyboard focus, selection, the sticky header and the row count read by screen
 * readers cover every row. Arrow keys move between rows, Space toggles a row's checkbox, Enter
 * runs the row action.
 *
 * React Aria re-renders the visible rows whenever focus or selection changes; the collection
 * content and the cell contents are memoised so such an update costs only the row wrappers.
 */
export function DataTable<R extends DataRow>(props: DataTableProps<R>) {
  const { label, columns, rows, selected, onSelectionChange, onRowAction, loading, emptyText, loadingText, density = 'normal', onWidthsChange, visibleRows = 12, tree, sort } = props;
  // Fixed row heights: the virtualizer places rows without measuring them.
  const rowHeight = density === 'compact' ? 32 : 40;
  const isTree = Boolean(tree);
  const treeColumn = tree && (columns.some((column) => column.id === tree.column) ? tree.column : columns[0]?.id);
  const selectedKeys = useMemo(() => new Set(selected), [selected]);
  const pendingKeys = useMemo(() => (isTree ? pendingIds(rows) : []), [isTree, rows]);
  const expandedKeys = useMemo(() => new Set(tree?.expanded ?? []), [tree?.expanded]);
  const shown = tree ? countShown(rows, expandedKeys) : rows.length;
  // The body grows with its rows up to `visibleRows`, then scrolls; +1 row for the header.
  const height = rowHeight * (Math.min(Math.max(shown, 3), visibleRows) + 1) + 2;

  // The header and body are collection content: rebuilt only when the rows or columns change, so
  // a selection or focus change leaves React Aria's collection as it is (no copy, no relayout).
  // Loading matters to the body only while it is empty (its empty state says "loading").
  const emptyLoading = Boolean(loading) && rows.length === 0;
  const header = useMemo(() => <Header columns={columns} />, [columns]);
  const body = useMemo(
    () => <Body columns={columns} rows={rows} treeColumn={treeColumn} loading={emptyLoading} emptyText={emptyText} loadingText={loadingText} />,
    [columns, rows, treeColumn, emptyLoading, emptyText, loadingText],
  );

  return (
    <ResizableTableContainer
      className="data-table-frame"
      data-loading={loading || undefined}
      data-density={density}
      aria-busy={loading || undefined}
      onResizeEnd={onWidthsChange && ((widths) => onWidthsChange(pixelWidths(widths)))}
    >
      <Virtualizer layout={AheadTableLayout} layoutOptions={{ rowHeight, headingHeight: rowHeight }}>
        <Table
          aria-label={label}
          className="data-table"
          style={{ height }}
          selectionMode="multiple"
          selectionBehavior="toggle"
          selectedKeys={selectedKeys}
          onSelectionChange={(keys: Selection) => onSelectionChange(keys === 'all' ? allIds(rows) : [...keys].map(String))}
          onRowAction={onRowAction ? (key) => onRowAction(String(key)) : undefined}
          disabledKeys={pendingKeys}
          sortDescriptor={sort?.order ?? undefined}
          onSortChange={sort ? (descriptor) => sort.onSort(String(descriptor.column)) : undefined}
          treeColumn={treeColumn}
          expandedKeys={tree ? expandedKeys : undefined}
          onExpandedChange={tree ? (keys) => tree.onExpandedChange([...keys].map(String)) : undefined}
        >
          {header}
          {body}
        </Table>
      </Virtualizer>
    </ResizableTableContainer>
  );
}

/** The data columns' widths as React Aria reports them after a resize, in whole px. */
function pixelWidths(widths: ReadonlyMap<Key, unknown>): Record<string, number> {
  const result: Record<string, number> = {};
  for (const [key, width] of widths) {
    if (typeof width === 'number' && key !== SELECT_COLUMN) result[String(key)] = Math.round(width);
  }
  return result;
}
