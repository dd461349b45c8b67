/** The shapes a data table shows: its rows and its columns. */
import type { ReactNode } from 'react';

/** A row of a data table; tree tables nest `children` or announce unloaded ones with `hasChildren`. */
export interface DataRow {
  id: string;
  children?: readonly DataRow[];
  hasChildren?: boolean;
}

export interface DataColumn<R> {
  id: string;
  label: string;
  /** Its header sorts the table (see DataTable's `sort`). */
  sortable?: boolean;
  /** Width in px the user gave it; without one the columns share the table's width. */
  width?: number;
  /** Its share of the table's width, against 1 for the others, until the user sizes it. */
  share?: number;
  /** The cell's content. Cells are memoised by row object, so this must read only the row. */
  render: (row: R) => ReactNode;
}
