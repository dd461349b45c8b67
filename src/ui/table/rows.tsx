/**
 * What DataTable puts in React Aria's collection: the header, and the body's window of rows with
 * their cells and stand-in rows. DataTable memoises both, so only a change of rows, columns or
 * window rebuilds them.
 */
import { memo, useContext, type CSSProperties, type ReactNode, type SyntheticEvent } from 'react';
import { Checkbox, CheckboxContext, Column, ColumnResizer, TableBody, TableHeader, useSlottedContext, type CheckboxProps } from 'react-aria-components';
import { TableBridgeContext } from './bridge';
import { BodyCell, BodyRow, RowSelectionContext } from './row-parts';
import { useT } from '../../i18n';
import { LEAST_WIDTH } from './fit';
import type { DataColumn, DataRow } from './types';
import type { Entry } from './window';

/** The id of the checkbox column. */
export const SELECT_COLUMN = '$select';

/**
 * The checkbox column (select all), then one column per data column; the first names the row.
 * A data column takes at least its least width (fit.ts). Each data column ends in a resizer: dragged with the mouse, or focused (Enter on the header
 * when it also sorts) and moved with the arrow keys.
 */
export function Header<R>({ columns, leastWidths }: { columns: readonly DataColumn<R>[]; leastWidths: Readonly<Record<string, number>> }) {
  const t = useT();
  return (
    <TableHeader className="data-table-header">
      <Column id={SELECT_COLUMN} className="data-table-column select-cell" width={44} minWidth={44}><SelectAllBox /></Column>
      {columns.map((column, index) => (
        <Column key={column.id} id={column.id} data-column={column.id} className="data-table-column" isRowHeader={index === 0} minWidth={leastWidths[column.id] ?? LEAST_WIDTH} defaultWidth={column.width ?? (column.share ? `${column.share}fr` : undefined)} allowsSorting={column.sortable}>
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
  /** The window of shown rows React Aria is given (window.ts). */
  entries: readonly Entry<R>[];
  /** How many rows are shown in all: the body is as tall as they are (layout.ts). */
  total: number;
  /** The id of the column that holds a tree row's chevron; none for a flat list. */
  treeColumn?: string;
  loading?: boolean;
  emptyText: ReactNode;
  loadingText: string;
}

/**
 * The rows, all siblings in React Aria's collection (a tree's levels come from the entries), each
 * with its place in the whole list in data attributes that the layout and useWholeListAria read.
 * React Aria renders an item's row once and reuses it while the entry object stays, so moving
 * the window builds only the rows that come into it.
 */
export function Body<R extends DataRow>({ columns, entries, total, treeColumn, loading, emptyText, loadingText }: BodyProps<R>) {
  const t = useT();
  const isTree = treeColumn !== undefined;
  const chevronLabels = { expand: t('crud.table.expand'), collapse: t('crud.table.collapse') };
  const renderRow = (entry: Entry<R>): React.JSX.Element => {
    const { row } = entry;
    // A tree row's level, place among its siblings and whether it expands: React Aria would read
    // them from nested rows, which the window does not have.
    const treeProps = isTree ? { hasChildItems: entry.expandable, hasChildRows: entry.expandable, 'data-tree-level': entry.level, 'data-posinset': entry.posinset, 'data-setsize': entry.setsize } : {};
    const indent = { '--table-row-level': entry.level } as CSSProperties;
    if (!row) {
      // Children not loaded yet: a stand-in row says "loading" under its expanded parent until they come.
      return (
        <BodyRow id={entry.id} className="data-table-row pending-row" data-row-index={entry.index} {...treeProps}>
          {[SELECT_COLUMN, ...columns.map((column) => column.id)].map((id, index) => (
            <BodyCell key={id} className="data-table-cell">{index === 1 ? <span className="tree-cell muted" style={indent}>{loadingText}</span> : null}</BodyCell>
          ))}
        </BodyRow>
      );
    }
    return (
      // Every other row of a flat list is striped; tree rows move as branches open, so only lines part them.
      <BodyRow id={entry.id} className="data-table-row" data-stripe={(!isTree && entry.index % 2 === 1) || undefined} data-row-index={entry.index} {...treeProps}>
        <BodyCell className="data-table-cell select-cell"><SelectionBox /></BodyCell>
        {columns.map((column) => (
          <BodyCell key={column.id} className="data-table-cell">
            {column.id === treeColumn ? (
              ({ isExpanded }: { isExpanded: boolean }) => (
                <span className="tree-cell" style={indent}>
                  {entry.expandable ? <Chevron isExpanded={isExpanded} labels={chevronLabels} /> : <span className="chevron-space" />}
                  <CellContent column={column} row={row} />
                </span>
              )
            ) : (
              <CellContent column={column} row={row} />
            )}
          </BodyCell>
        ))}
      </BodyRow>
    );
  };
  return (
    <TableBody
      className="data-table-body"
      items={entries}
      data-total={total}
      dependencies={[columns, treeColumn, loadingText]}
      renderEmptyState={() => <div className="data-table-empty" role="status">{loading ? loadingText : emptyText}</div>}
    >
      {renderRow}
    </TableBody>
  );
}

/**
 * The row's checkbox: the row's selection shown as a checkbox, named by React Aria. It is not a
 * control of its own: a press on it is a press on the row, which toggles its selection (as Space
 * on the focused row does), so it needs none of a checkbox's hooks (React Aria's Checkbox cost
 * about 2.5 ms a drawn row, rendered twice).
 */
function SelectionBox() {
  const { isSelected, isDisabled, label } = useContext(RowSelectionContext);
  return (
    <span role="checkbox" aria-checked={isSelected} aria-label={label} aria-disabled={isDisabled || undefined} className="checkbox" data-selected={isSelected || undefined}>
      <span className="checkbox-box" aria-hidden>{isSelected ? '✓' : ''}</span>
    </span>
  );
}

/** The chevron's class: DataTable opens or closes the row of a press on it (chevronPress). */
export const CHEVRON = 'chevron';

/**
 * A tree row's chevron: a plain button, out of the tab order, that DataTable presses for its row.
 * React Aria's chevron Button cost about 0.4 ms a drawn row in hooks a press on it does not need.
 */
function Chevron({ isExpanded, labels }: { isExpanded: boolean; labels: { expand: string; collapse: string } }) {
  return (
    <button type="button" tabIndex={-1} className={CHEVRON} aria-label={isExpanded ? labels.collapse : labels.expand}>
      {isExpanded ? '▾' : '▸'}
    </button>
  );
}

/** The select-all checkbox, named by React Aria, checked from DataTable's knowledge of all rows. */
function SelectAllBox() {
  const bridge = useContext(TableBridgeContext)!;
  const slot = useSlottedContext(CheckboxContext, 'selection') as CheckboxProps | null;
  return (
    <Checkbox
      slot={null}
      className="checkbox"
      aria-label={slot?.['aria-label']}
      isDisabled={slot?.isDisabled}
      isSelected={bridge.all}
      isIndeterminate={bridge.some && !bridge.all}
      onChange={bridge.onSelectAll}
    >
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
