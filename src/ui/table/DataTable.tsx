import { memo, useMemo, type ReactNode } from 'react';
import {
  Button, Cell, Checkbox, Collection, Column, Row, Table, TableBody, TableHeader, Virtualizer, type Selection,
} from 'react-aria-components';
import { AheadTableLayout } from './layout';

/** A row of a data table; tree tables nest `children` or announce unloaded ones with `hasChildren`. */
export interface DataRow {
  id: string;
  children?: readonly DataRow[];
  hasChildren?: boolean;
}

export interface DataColumn<R> {
  id: string;
  label: string;
  /** The cell's content. Cells are memoised by row object, so this must read only the row. */
  render: (row: R) => ReactNode;
}

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
  emptyText: string;
  loadingText: string;
  /** Fixed row height in px: the virtualizer places rows without measuring them. @default 40 */
  rowHeight?: number;
  /** Rows visible before the body scrolls. @default 12 */
  visibleRows?: number;
  /** Makes the first column a tree column with expandable rows. */
  tree?: { expanded: readonly string[]; onExpandedChange: (ids: string[]) => void };
}

const SELECT_COLUMN = '$select';

/**
 * A virtualized table on React Aria: only the rows in view are in the DOM (recycled while
 * scrolling), yet keyboard focus, selection, the sticky header and the row count read by screen
 * readers cover every row. Arrow keys move between rows, Space toggles a row's checkbox, Enter
 * runs the row action.
 *
 * React Aria re-renders the visible rows whenever focus or selection changes; the cell contents
 * are memoised by row so such an update costs only the row wrappers.
 */
export function DataTable<R extends DataRow>(props: DataTableProps<R>) {
  const { label, columns, rows, selected, onSelectionChange, onRowAction, loading, emptyText, loadingText, rowHeight = 40, visibleRows = 12, tree } = props;
  const selectedKeys = useMemo(() => new Set(selected), [selected]);
  const pendingKeys = useMemo(() => (tree ? pendingIds(rows) : []), [tree, rows]);
  const expandedKeys = useMemo(() => new Set(tree?.expanded ?? []), [tree?.expanded]);
  const shown = tree ? countShown(rows, expandedKeys) : rows.length;
  // The body grows with its rows up to `visibleRows`, then scrolls; +1 row for the header.
  const height = rowHeight * (Math.min(Math.max(shown, 3), visibleRows) + 1) + 2;

  const isTree = Boolean(tree);
  // The header and body are collection content: rebuilt only when the rows or columns change, so
  // a selection or focus change leaves React Aria's collection as it is (no copy, no relayout).
  const header = useMemo(() => <Header columns={columns} />, [columns]);
  const body = useMemo(
    () => <Body columns={columns} rows={rows} isTree={isTree} loading={loading} emptyText={emptyText} loadingText={loadingText} />,
    [columns, rows, isTree, loading, emptyText, loadingText],
  );

  return (
    <div className="data-table-frame" data-loading={loading || undefined} aria-busy={loading || undefined}>
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
          treeColumn={tree ? columns[0]?.id : undefined}
          expandedKeys={tree ? expandedKeys : undefined}
          onExpandedChange={tree ? (keys) => tree.onExpandedChange([...keys].map(String)) : undefined}
        >
          {header}
          {body}
        </Table>
      </Virtualizer>
    </div>
  );
}

function Header<R>({ columns }: { columns: readonly DataColumn<R>[] }) {
  return (
    <TableHeader className="data-table-header">
      <Column id={SELECT_COLUMN} className="data-table-column select-cell" width={44} minWidth={44}><SelectionBox /></Column>
      {columns.map((column, index) => (
        <Column key={column.id} id={column.id} className="data-table-column" isRowHeader={index === 0} minWidth={96}>{column.label}</Column>
      ))}
    </TableHeader>
  );
}

interface BodyProps<R extends DataRow> {
  columns: readonly DataColumn<R>[];
  rows: readonly R[];
  isTree: boolean;
  loading?: boolean;
  emptyText: string;
  loadingText: string;
}

function Body<R extends DataRow>({ columns, rows, isTree, loading, emptyText, loadingText }: BodyProps<R>) {
  const renderRow = (row: R): React.JSX.Element => (
    <Row id={row.id} className="data-table-row" hasChildItems={isTree ? Boolean(row.children?.length || row.hasChildren) : undefined}>
      <Cell className="data-table-cell select-cell"><SelectionBox /></Cell>
      {columns.map((column, index) => (
        <Cell key={column.id} className="data-table-cell">
          {isTree && index === 0 ? (
            ({ hasChildItems, isExpanded }) => (
              <span className="tree-cell">
                {hasChildItems ? <Button slot="chevron" className="chevron">{isExpanded ? '▾' : '▸'}</Button> : <span className="chevron-space" />}
                <CellContent column={column} row={row} />
              </span>
            )
          ) : (
            <CellContent column={column} row={row} />
          )}
        </Cell>
      ))}
      {isTree && row.children && (
        <Collection items={row.children as R[]} dependencies={[columns]}>{renderRow}</Collection>
      )}
      {isTree && !row.children && row.hasChildren && (
        // Children not loaded yet: a stand-in row, so React Aria knows the row expands (it reads
        // that from child rows) and shows "loading" under it until they come.
        <Row id={pendingId(row.id)} className="data-table-row pending-row">
          {[SELECT_COLUMN, ...columns.map((column) => column.id)].map((id, index) => (
            <Cell key={id} className="data-table-cell">{index === 1 ? <span className="tree-cell muted">{loadingText}</span> : null}</Cell>
          ))}
        </Row>
      )}
    </Row>
  );
  return (
    <TableBody
      className="data-table-body"
      items={rows}
      dependencies={[columns, isTree]}
      renderEmptyState={() => <div className="data-table-empty" role="status">{loading ? loadingText : emptyText}</div>}
    >
      {renderRow}
    </TableBody>
  );
}

/** The row (or, in the header, select-all) checkbox; React Aria names it. */
function SelectionBox() {
  return (
    <Checkbox slot="selection" className="checkbox">
      {({ isSelected, isIndeterminate }) => <span className="checkbox-box" aria-hidden>{isIndeterminate ? '–' : isSelected ? '✓' : ''}</span>}
    </Checkbox>
  );
}

// Generic components lose their type parameter through memo; the cast restores it.
const CellContent = memo(function CellContent({ column, row }: { column: DataColumn<never>; row: never }) {
  return <>{column.render(row)}</>;
}) as unknown as <R>(props: { column: DataColumn<R>; row: R }) => React.JSX.Element;

const pendingId = (parentId: string) => `${parentId}\u0000pending`;

/** Stand-in rows of rows whose children are not loaded: never selectable. */
function pendingIds(rows: readonly DataRow[]): string[] {
  return rows.flatMap((row) => (row.children ? pendingIds(row.children) : row.hasChildren ? [pendingId(row.id)] : []));
}

function allIds(rows: readonly DataRow[]): string[] {
  return rows.flatMap((row) => [row.id, ...(row.children ? allIds(row.children) : [])]);
}

function countShown(rows: readonly DataRow[], expanded: ReadonlySet<string>): number {
  return rows.reduce((n, row) => n + 1 + (expanded.has(row.id) && row.children ? countShown(row.children, expanded) : 0), 0);
}
