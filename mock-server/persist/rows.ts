/**
 * What a durable host commits of the database: the rows the writes changed, as the database's
 * change log names them (changes.ts), each made into JSON once, when it is committed. A commit
 * costs the rows it changed, whatever the size of their tables.
 *
 * A store keeps only rows that differ from the seed (an override per row): a fresh store is
 * empty and holds the seed. A row is known by its table and key (tables.ts's keyOf). Rows added
 * since the seed are read back in the order they were added (`o`); a seed row stays where the
 * seed has it.
 *
 * Until a commit is kept, the version each changed row had when last kept is held here, so a
 * commit that fails can put every such row back (and a reset undone puts the tables back).
 */
import type { Change } from '../changes';
import { db, type Replaced } from '../db';

/** One row as a store keeps it and as a change carries it. */
export interface RowChange {
  /** The table. */
  t: string;
  /** The row's key in its table. */
  k: string;
  /** The row's JSON, or null when the row is gone. */
  j: string | null;
  /** True when the row is gone and the seed has no row of its key: the store drops what it holds of it. */
  base: boolean;
  /** Where a row that is not in the seed goes in its table: rows are read back in this order. */
  o: number;
}

let ordinal = 0;
/** Later than every order given before, in this tab and (by the clock) in others. */
const nextOrder = () => Date.now() * 1000 + (ordinal++ % 1000);

export interface RowTracker {
  /**
   * The rows changed since the last kept commit (those of a commit that failed without being
   * undone included); `reset` when the seed came back first (the store starts over from it).
   */
  changes(): { rows: RowChange[]; reset: boolean };
  /** Notes the changes as stored. */
  accept(changes: readonly RowChange[]): void;
  /**
   * Puts back in the tables what is stored for every row changed since the last kept commit, but
   * the rows `stays` keeps: they stay as they are, changed and not yet kept.
   */
  rollback(stays?: (change: RowChange) => boolean): void;
  /** Takes in rows stored elsewhere (loaded at start, or written by another tab): stored and in the tables. */
  apply(changes: readonly RowChange[]): void;
}

/** A changed row not yet kept: what the store holds of it (`before`), and the row now. */
interface Unkept {
  t: string;
  k: string;
  before: object | null;
  row: object | null;
}

/** Starts from the database as it is now, which must be the seed. */
export function rowTracker(): RowTracker {
  db.track(true);
  /** Rows added since the seed, and where they go; a row of the seed has none. A row's update carries its order on. */
  const orders = new WeakMap<object, number>();
  /** Keys of the seed's rows that are not ids (regions' codes): a row added under one replaces a seed row. */
  const seedKeys = db.seedKeysBesideIds();
  let unkept = new Map<string, Unkept>();
  /** A reset not yet kept: the tables before it, and what was unkept then. */
  let reset: { tables: Replaced['tables']; unkept: Map<string, Unkept> } | undefined;

  const note = (into: Map<string, Unkept>, change: Change) => {
    const id = `${change.table}\n${change.key}`;
    const held = into.get(id);
    if (held) held.row = change.row;
    else into.set(id, { t: change.table, k: change.key, before: change.before, row: change.row });
  };

  function takeReset(replaced: Replaced): void {
    // Changes between two resets are undone by putting back the tables of the first.
    if (!reset) {
      reset = { tables: replaced.tables, unkept };
      for (const change of replaced.changes) note(reset.unkept, change);
    }
    unkept = new Map();
  }

  const isSeedKey = (t: string, k: string) => seedKeys.has(`${t}\n${k}`);

  function rowChange({ t, k, row, before }: Unkept): RowChange {
    // Gone: the store drops a row the seed does not have (one added since), and keeps the seed's gone.
    if (row === null) return { t, k, j: null, base: !isSeedKey(t, k) && (before === null || orders.has(before)), o: 0 };
    let o = orders.get(row) ?? (before ? orders.get(before) : undefined) ?? 0;
    if (o === 0 && before === null && !isSeedKey(t, k)) o = nextOrder();
    if (o > 0) orders.set(row, o);
    return { t, k, j: JSON.stringify(row), base: false, o };
  }

  /** Sets the row of a key to a stored version (or removes it), logging nothing. */
  function putBack(t: string, k: string, stored: object | null, o = 0): void {
    const current = db.byKey(t, k);
    if (stored === null) {
      if (current) db.remove(t, current);
      return;
    }
    if (o > 0) orders.set(stored, o);
    if (current) db.replace(t, current, stored);
    else db.insert(t, stored);
  }

  return {
    changes() {
      const taken = db.takeChanges();
      if (taken.replaced) takeReset(taken.replaced);
      for (const change of taken.changes) note(unkept, change);
      return { rows: [...unkept.values()].map(rowChange), reset: reset !== undefined };
    },
    accept(changes) {
      for (const { t, k } of changes) unkept.delete(`${t}\n${k}`);
      reset = undefined;
    },
    rollback(stays = () => false) {
      const staying = this.changes().rows.filter(stays).map(({ t, k }) => unkept.get(`${t}\n${k}`)!);
      const kept = new Map<string, Unkept>();
      db.quietly(() => {
        const undo = reset ? reset.unkept : unkept;
        if (reset) db.putBack(reset.tables);
        for (const { t, k, before } of undo.values()) putBack(t, k, before);
        // A row that stays is changed again over what is stored now.
        for (const { t, k, row } of staying) {
          kept.set(`${t}\n${k}`, { t, k, before: db.byKey(t, k) ?? null, row });
          putBack(t, k, row);
        }
      });
      unkept = kept;
      reset = undefined;
    },
    apply(changes) {
      const ordered = [...changes].sort((a, b) => a.o - b.o);
      db.quietly(() => {
        for (const { t, k, j, o } of ordered) putBack(t, k, j === null ? null : (JSON.parse(j) as object), o);
      });
    },
  };
}
