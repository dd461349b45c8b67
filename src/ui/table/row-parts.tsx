/**
 * DataTable's body rows and cells: React Aria's table row and cell (their places in the
 * collection and their grid hooks, so focus, arrow keys, presses, selection and expansion work as
 * on React Aria's Row and Cell) without the hover and focus-ring hooks React Aria's Row and Cell
 * also run, for every row and every cell. Those give render props and data attributes DataTable
 * does not use: its styles read the browser's :hover, :focus and :focus-visible. A drawn row is
 * one row and a cell per column, so these hooks were a large part of what a row costs to draw.
 * Like React Aria's, they are divs in a virtualized table (the virtualizer positions them) and
 * table rows and cells otherwise.
 */
import { createContext, createElement, useContext, type ForwardedRef, type HTMLAttributes, type ReactNode } from 'react';
import { mergeProps, useObjectRef, useTableCell, useTableRow, useTableSelectionCheckbox } from 'react-aria';
import { CollectionRendererContext, createBranchComponent, createLeafComponent, TableStateContext } from 'react-aria-components';

/** The collection node React Aria builds for a row or a cell. */
type CollectionNode = Parameters<typeof useTableCell>[0]['node'];

/** What a row's checkbox shows: whether the row is selected, and its name for screen readers. */
export interface RowSelection {
  isSelected: boolean;
  isDisabled: boolean;
  label: string | undefined;
}

/** The selection of the row a cell is in (SelectionBox reads it). */
export const RowSelectionContext = createContext<RowSelection>({ isSelected: false, isDisabled: false, label: undefined });

export interface BodyRowProps extends Omit<HTMLAttributes<HTMLElement>, 'id' | 'children'> {
  id: string;
  /** A tree row that can be expanded: its children are loaded when it is (DataTable's window). */
  hasChildItems?: boolean;
  hasChildRows?: boolean;
  children: ReactNode;
  [data: `data-${string}`]: unknown;
}

export const BodyRow = createBranchComponent('item', function BodyRow(props: BodyRowProps, forwardedRef: ForwardedRef<HTMLElement>, row: CollectionNode) {
  const ref = useObjectRef(forwardedRef);
  const state = useContext(TableStateContext)!;
  const { CollectionBranch, isVirtualized } = useContext(CollectionRendererContext);
  const { rowProps, isSelected, isDisabled } = useTableRow({ node: row, isVirtualized }, state, ref);
  const { checkboxProps } = useTableSelectionCheckbox({ key: row.key }, state);
  // React Aria's row props are given the row's own; its id, children and tree props are the collection's.
  const { id: _id, children: _children, hasChildItems: _items, hasChildRows: _rows, ...own } = props;
  return createElement(
    isVirtualized ? 'div' : 'tr',
    { ...mergeProps(own, rowProps), ref, 'data-selected': isSelected || undefined },
    <RowSelectionContext.Provider value={{ isSelected, isDisabled, label: checkboxProps['aria-label'] }}>
      <CollectionBranch collection={state.collection} parent={row} />
    </RowSelectionContext.Provider>,
  );
});

export interface BodyCellProps {
  className?: string;
  /** The cell's content, or a function of whether its row is expanded (a tree row's first column). */
  children?: ReactNode | ((values: { isExpanded: boolean }) => ReactNode);
}

export const BodyCell = createLeafComponent('cell', function BodyCell(props: BodyCellProps, forwardedRef: ForwardedRef<HTMLElement>, cell: CollectionNode) {
  const ref = useObjectRef(forwardedRef);
  const state = useContext(TableStateContext)!;
  // React Aria's Cell sets the cell's column the same way; useTableCell reads it to make the
  // row-header column's cells role=rowheader.
  (cell as { column?: unknown }).column = state.collection.columns[cell.index];
  const { isVirtualized } = useContext(CollectionRendererContext);
  const { gridCellProps } = useTableCell({ node: cell, isVirtualized }, state, ref);
  const { children } = props;
  return createElement(
    isVirtualized ? 'div' : 'td',
    { ...gridCellProps, ref, className: props.className },
    typeof children === 'function' ? children({ isExpanded: cell.parentKey != null && state.expandedKeys.has(cell.parentKey) }) : children,
  );
});
