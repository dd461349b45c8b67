/**
 * A database table with an in-memory index beside it, for tables that strangers can make long
 * (sessions, failed logins): rows are found by key in constant time while they stay in the
 * database, where the browser host persists them.
 *
 * The index is rebuilt whenever the database hands out another array for the table (db.reset and
 * db.restore replace arrays), so rows must be added, changed and removed through this object only.
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
  /** The row with `patch` applied, in its place. */
  update(row: T, patch: Partial<T>): T;
  remove(row: T): void;
}

/** Below this many rows a table is never swept: sweeping a small table gains nothing. */
const MIN_SWEEP_SIZE = 256;

export function indexedTable<T extends object, I>(name: string, hooks: IndexHooks<T, I>): IndexedTable<T, I> {
  let rows: readonly T[] | undefined;
  let index: I = hooks.create();
  let sweepAt = MIN_SWEEP_SIZE;

  function current(): readonly T[] {
    const table = db.rows<T>(name) as readonly T[];
    if (table !== rows) {
      rows = table;
      index = hooks.create();
      for (const row of table) hooks.add(index, row);
      sweepAt = Math.max(MIN_SWEEP_SIZE, 2 * table.length);
    }
    return table;
  }

  function sweep(table: readonly T[], live: (row: T) => boolean): void {
    const dead = table.filter((row) => !live(row));
    for (const row of dead) hooks.remove(index, row);
    db.remove(name, dead);
    sweepAt = Math.max(MIN_SWEEP_SIZE, 2 * table.length);
  }

  return {
    index: () => {
      current();
      return index;
    },
    insert(row, live) {
      const table = current();
      hooks.add(index, db.insert(name, row) as T);
      if (table.length >= sweepAt) sweep(table, live);
    },
    update(row, patch) {
      current();
      hooks.remove(index, row);
      const next = db.update(name, row, patch) as T;
      hooks.add(index, next);
      return next;
    },
    remove(row) {
      current();
      hooks.remove(index, row);
      db.remove(name, row);
    },
  };
}
