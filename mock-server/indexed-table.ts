/**
 * A database table with an in-memory index beside it, for tables that strangers can make long
 * (sessions, failed logins): rows are found by key in constant time while they stay in the
 * database, where the browser host persists them.
 *
 * The index is rebuilt whenever the database hands out another array for the table (db.reset and
 * db.restore replace arrays), so rows must be added and removed through this object only.
 * Rows that are no longer live are swept out each time the table has doubled since the last
 * sweep, which costs constant time per row added, amortised.
 */
import { db } from './db';

export interface IndexHooks<T, I> {
  create(): I;
  add(index: I, row: T): void;
  remove(index: I, row: T): void;
}

export interface IndexedTable<T, I> {
  /** The table's index, current with its rows. */
  index(): I;
  /** Appends a row, then sweeps out dead rows if the table has doubled since the last sweep. */
  insert(row: T, live: (row: T) => boolean): void;
  remove(row: T): void;
}

/** Below this many rows a table is never swept: sweeping a small table gains nothing. */
const MIN_SWEEP_SIZE = 256;

export function indexedTable<T extends object, I>(name: string, hooks: IndexHooks<T, I>): IndexedTable<T, I> {
  let rows: T[] | undefined;
  let index: I = hooks.create();
  let sweepAt = MIN_SWEEP_SIZE;

  function current(): T[] {
    const table = db.table<T>(name);
    if (table !== rows) {
      rows = table;
      index = hooks.create();
      for (const row of table) hooks.add(index, row);
      sweepAt = Math.max(MIN_SWEEP_SIZE, 2 * table.length);
    }
    return table;
  }

  function sweep(table: T[], live: (row: T) => boolean): void {
    let kept = 0;
    for (const row of table) {
      if (live(row)) table[kept++] = row;
      else hooks.remove(index, row);
    }
    table.length = kept;
    sweepAt = Math.max(MIN_SWEEP_SIZE, 2 * kept);
  }

  return {
    index: () => {
      current();
      return index;
    },
    insert(row, live) {
      const table = current();
      table.push(row);
      hooks.add(index, row);
      if (table.length >= sweepAt) sweep(table, live);
    },
    remove(row) {
      const table = current();
      const at = table.indexOf(row);
      if (at < 0) return;
      table.splice(at, 1);
      hooks.remove(index, row);
    },
  };
}
