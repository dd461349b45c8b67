/**
 * What DataTable puts in React Aria's collection: the header, and the body's rows with their
 * cells, tree children and stand-in rows. DataTable memoises both, so only a change of rows or
 * columns rebuilds them.
 */
import { memo, type ReactNode, type SyntheticEvent } from 'react';
import { Button, Cell, Checkbox, Collection, Column, ColumnResizer, Row, TableBody, TableHeader } from 'react-aria-components';
import { useT } from '../../i18n';
import type { DataColumn, DataRow } from './types';

/** The id of the checkbox column. */
export const SELECT_COLUMN = '$select';

/**
 * The checkbox column (select all), then one column per data column; the first names the row.
 * Each data column ends in a resizer: dragged with the mouse, or focused (Enter on the header
 * when it also sorts) and moved with the arrow keys.
 */
export function Header<R>({ columns }: { columns: readonly DataColumn<R>[] }) {
  const t = useT();
  return (
    <TableHeader className="data-table-header">
      <Column id={SELECT_COLUMN} className="data-table-column select-cell" width={44} minWidth={44}><SelectionBox /></Column>
      {columns.map((column, index) => (
        <Column key={column.id} id={column.id} data-column={column.id} className="data-table-column" isRowHeader={index === 0} minWidth={64} defaultWidth={column.width} allowsSorting={column.sortable}>
          {({ allowsSorting, isResizing, sort, startResize }) => (
            <>
              <span className="column-label" title={column.label}>{column.label}</span>
              {/* Arrow keys into a header land on its resizer (React Aria focuses a header's first
                  control), where Enter would start resizing: Enter sorts a sortable column there, as
                  on a header without a resizer, and Shift+Enter starts resizing; Enter while
                  resizing still ends it. */}
              <span
                className="column-resizer-keys"
                onKeyDownCapture={(event) => {
                  if (event.key !== 'Enter' || isResizing || (!event.shiftKey && !allowsSorting)) return;
                  event.preventDefault();
                  event.stopPropagation();
                  if (event.shiftKey) startResize();
                  else sort('ascending');
                }}
              >
                <ColumnResizer className="column-resizer" aria-label={t('crud.table.resize')} />
              </span>
            </>
          )}
        </Column>
      ))}
    </TableHeader>
  );
}

export interface BodyProps<R extends DataRow> {
  columns: readonly DataColumn<R>[];
  rows: readonly R[];
  /** The id of the column that holds a tree row's chevron; none for a flat list. */
  treeColumn?: string;
  loading?: boolean;
  emptyText: ReactNode;
  loadingText: string;
}

/** The rows; React Aria renders each item's row once and reuses it while the item object stays. */
export function Body<R extends DataRow>({ columns, rows, treeColumn, loading, emptyText, loadingText }: BodyProps<R>) {
  const isTree = treeColumn !== undefined;
  // Every other row of a flat list is striped; tree rows move as branches open, so only lines part them.
  const striped = new Set(isTree ? [] : rows.filter((_, index) => index % 2 === 1).map((row) => row.id));
  const renderRow = (row: R): React.JSX.Element => (
    <Row id={row.id} className="data-table-row" data-stripe={striped.has(row.id) || undefined} hasChildItems={isTree ? Boolean(row.children?.length || row.hasChildren) : undefined}>
      <Cell className="data-table-cell select-cell"><SelectionBox /></Cell>
      {columns.map((column) => (
        <Cell key={column.id} className="data-table-cell">
          {column.id === treeColumn ? (
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

/**
 * A cut-off value shows whole in its title when the pointer rests on it; the title is read from
 * what is on screen then, so option labels that arrive later are in it too. (A focused cell
 * shows its whole value through table.css.)
 */
function showWhole(event: SyntheticEvent<HTMLElement>): void {
  const element = event.currentTarget;
  element.title = element.textContent ?? '';
}

// Generic components lose their type parameter through memo; the cast restores it.
const CellContent = memo(function CellContent({ column, row }: { column: DataColumn<never>; row: never }) {
  return <span className="cell-text" onPointerEnter={showWhole}>{column.render(row)}</span>;
}) as unknown as <R>(props: { column: DataColumn<R>; row: R }) => React.JSX.Element;

const pendingId = (parentId: string) => `${parentId}\u0000pending`;

/** Stand-in rows of rows whose children are not loaded: never selectable. */
export function pendingIds(rows: readonly DataRow[]): string[] {
  return rows.flatMap((row) => (row.children ? pendingIds(row.children) : row.hasChildren ? [pendingId(row.id)] : []));
}

export function allIds(rows: readonly DataRow[]): string[] {
  return rows.flatMap((row) => [row.id, ...(row.children ? allIds(row.children) : [])]);
}

export function countShown(rows: readonly DataRow[], expanded: ReadonlySet<string>): number {
  return rows.reduce((n, row) => n + 1 + (expanded.has(row.id) && row.children ? countShown(row.children, expanded) : 0), 0);
}
