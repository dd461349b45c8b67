/**
 * What a durable host has stored of each row, and the rows that differ from it.
 *
 * A store keeps only rows that differ from the fixtures (an override per row): a fresh store is
 * empty and holds the seeds. A row is known by its table and key: its `id`, else its `code`
 * (regions), `key` (captchas) or `accessToken` (sessions), else its whole text (rows that have no
 * key field; a change to one is the old row removed and the new one added). Two rows of a table
 * with the same key are told apart by the order they come in.
 *
 * Handlers change rows in place and never say so, so the rows of every table handed out since
 * the last commit are compared with what was stored; tables nobody asked for are not. A row's
 * JSON is remembered with the values it was made from, and made again only when one of them (or
 * the row's set of fields) differs: rows are flat, so comparing their fields finds every change.
 * Serialising every handed-out row on each commit (the api log's 1,000 rows and the grants,
 * asked for by every call) took about 12 ms a commit, and under 200 clients most of a core.
 */
import { db } from '../db';

/** One row as a store keeps it and as a change carries it. */
export interface RowChange {
  /** The table. */
  t: string;
  /** The row's key in its table. */
  k: string;
  /** The row's JSON, or null when the row is gone. */
  j: string | null;
  /** True when the row is as the fixtures have it (or absent from both): the store drops its override. */
  base: boolean;
  /** Where a row that is not in the fixtures goes in its table: rows are read back in this order. */
  o: number;
}

const KEY_FIELDS = ['id', 'code', 'key', 'accessToken'] as const;

function keyOf(row: object, json: string): string {
  for (const field of KEY_FIELDS) {
    const value = (row as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') return `${field}:${value}`;
  }
  return `row:${json}`;
}

/** A row's JSON and the fields and values it was made from. */
interface Made {
  json: string;
  fields: string[];
  values: unknown[];
}

const made = new WeakMap<object, Made>();

const isFlat = (value: unknown) => value === null || typeof value !== 'object';

/** Whether the row still has the fields and values its JSON was made from. */
function unchanged(row: Record<string, unknown>, was: Made): boolean {
  const fields = Object.keys(row);
  if (fields.length !== was.fields.length) return false;
  for (let i = 0; i < fields.length; i++) {
    if (fields[i] !== was.fields[i] || !Object.is(row[fields[i]!], was.values[i])) return false;
  }
  return true;
}

/** The row's JSON, made again only when the row changed; a row holding objects is made every time. */
function jsonOf(row: object): string {
  const fields = row as Record<string, unknown>;
  const was = made.get(row);
  if (was && unchanged(fields, was)) return was.json;
  const json = JSON.stringify(row);
  const names = Object.keys(row);
  const values = names.map((name) => fields[name]);
  if (values.every(isFlat)) made.set(row, { json, fields: names, values });
  else made.delete(row);
  return json;
}

/** A table's rows by key, in the table's order. */
function serialise(rows: readonly object[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const row of rows) {
    const json = jsonOf(row);
    const key = keyOf(row, json);
    let unique = key;
    for (let n = 2; out.has(unique); n++) unique = `${key}#${n}`;
    out.set(unique, json);
  }
  return out;
}

let ordinal = 0;
/** Later than every order given before, in this tab and (by the clock) in others. */
const nextOrder = () => Date.now() * 1000 + (ordinal++ % 1000);

export interface RowTracker {
  /**
   * The rows that differ from what is stored, in the tables touched since the last call and in
   * those whose changes were neither accepted nor rolled back; `reset` when the fixtures came back.
   */
  changes(): { rows: RowChange[]; reset: boolean };
  /** Notes the changes as stored. */
  accept(changes: readonly RowChange[]): void;
  /** Puts back in the tables what is stored for the rows of these changes (a write that failed). */
  rollback(changes: readonly RowChange[]): void;
  /** Takes in rows stored elsewhere (loaded at start, or written by another tab): stored and in the tables. */
  apply(changes: readonly RowChange[]): void;
}

/** Starts from the database as it is now, which must be the fixtures. */
export function rowTracker(): RowTracker {
  db.takeTouched();
  const seeds = new Map<string, Map<string, string>>();
  const stored = new Map<string, Map<string, string>>();
  const orders = new Map<string, number>();
  for (const name of db.tableNames()) {
    seeds.set(name, serialise(db.table(name)));
    stored.set(name, new Map(seeds.get(name)));
  }
  db.takeTouched();
  let pending = new Set<string>();
  const storedOf = (table: string) => stored.get(table) ?? stored.set(table, new Map()).get(table)!;

  function change(t: string, k: string, j: string | null): RowChange {
    const seed = seeds.get(t)?.get(k) ?? null;
    const id = `${t}\n${k}`;
    let o = orders.get(id);
    if (o === undefined) orders.set(id, (o = nextOrder()));
    return { t, k, j, base: j === seed, o };
  }

  function note(c: RowChange): void {
    if (c.j === null) storedOf(c.t).delete(c.k);
    else storedOf(c.t).set(c.k, c.j);
    orders.set(`${c.t}\n${c.k}`, c.o);
  }

  /** Sets rows of a table by key to the stored text (or removes them), under a new array. */
  function write(table: string, keys: Iterable<string>): void {
    const rows = db.table(table);
    const current = serialise(rows);
    const at = new Map([...current.keys()].map((key, i) => [key, i]));
    const next: (object | undefined)[] = [...rows];
    for (const key of keys) {
      const json = storedOf(table).get(key);
      const row = json === undefined ? undefined : (JSON.parse(json) as object);
      const i = at.get(key);
      if (i !== undefined) next[i] = row;
      else if (row) next.push(row);
    }
    db.replace(table, next.filter((row) => row !== undefined));
  }

  const byTable = (changes: readonly RowChange[]) => {
    const keys = new Map<string, string[]>();
    for (const c of changes) (keys.get(c.t) ?? keys.set(c.t, []).get(c.t)!).push(c.k);
    return keys;
  };

  return {
    changes() {
      const touched = db.takeTouched();
      const names = new Set([...pending, ...(touched === 'all' ? [...stored.keys(), ...db.tableNames()] : touched)]);
      const out: RowChange[] = [];
      for (const t of names) {
        const before = storedOf(t);
        const now = serialise(db.table(t));
        for (const [k, j] of now) if (before.get(k) !== j) out.push(change(t, k, j));
        for (const k of before.keys()) if (!now.has(k)) out.push(change(t, k, null));
      }
      db.takeTouched();
      pending = new Set(out.map((c) => c.t));
      return { rows: out, reset: touched === 'all' };
    },
    accept(changes) {
      changes.forEach(note);
      pending.clear();
    },
    rollback(changes) {
      for (const [table, keys] of byTable(changes)) write(table, keys);
      db.takeTouched();
      pending.clear();
    },
    apply(changes) {
      const ordered = [...changes].sort((a, b) => a.o - b.o);
      ordered.forEach(note);
      for (const [table, keys] of byTable(ordered)) write(table, keys);
      db.takeTouched();
    },
  };
}
