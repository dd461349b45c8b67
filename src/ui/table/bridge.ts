import { createContext, type ContextType } from 'react';
import type { TableStateContext } from 'react-aria-components';

/** React Aria's table state, as its TableStateContext gives it. */
export type TableState = NonNullable<ContextType<typeof TableStateContext>>;

/**
 * What DataTable shares with the components inside its React Aria table: whether every row, or
 * some, is selected and how to select all or none (React Aria holds only a window of the rows,
 * so DataTable knows these), and React Aria's state, which only components inside the table see.
 */
export interface TableBridge {
  all: boolean;
  some: boolean;
  onSelectAll: (all: boolean) => void;
  /** The table's React Aria state, once rendered: DataTable moves focus with it. */
  state: { current: TableState | null };
  /** React Aria's focused row changed (keyboard, pointer or code): its id and its index in the whole list. */
  onFocusedRow: (id: string, index: number) => void;
}

export const TableBridgeContext = createContext<TableBridge | null>(null);
