/**
 * The mock's in-memory database: named tables of plain rows (tables.ts), seeded from a seed (the
 * demo's fixtures/, or a generated one: seed/), written only through `insert`, `update` and
 * `remove`, which keep the indexes current and tell the change log (changes.ts) which rows changed.
 *
 * Seeded tables are typed by their fixture file; any other name is a table the mock creates on
 * first use (sessions, captchas, rows of entities without seed data), typed by the caller.
 * `rows` hands out a table's array itself, typed read-only: a row is changed by `update`, never in
 * place. `reset()` goes back to the seed.
 */
import { fixtures, type Fixtures, type SeededTable } from '../fixtures';
import { ChangeLog, type Change } from './changes';
import { keyOf, Table, type SeedRows, type TextIndex } from './tables';

/** What the database starts from and resets to. */
export interface Seed {
  /** Changes whenever the seed's rows do: stored data written over other seeds is not taken. */
  fingerprint: string;
  /**
   * Fresh rows of every seeded table (the database changes them), or a function that starts
   * making a table's rows a part at a time (tables.ts's RowSteps), ahead of the first read or at
   * it. Rows a function makes are keyed by id.
   */
  tables(): Record<string, SeedRows>;
}

/** FNV-1a of a text: cheap and synchronous. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16);
}

let demoFingerprint: string | undefined;

/** The demo: fixtures/ as they are. */
export const demoSeed: Seed = {
  get fingerprint() {
    return (demoFingerprint ??= fnv1a(JSON.stringify(fixtures)));
  },
  // Rows are frozen and never changed in place: the seed's own rows serve, in fresh arrays.
  tables: () => Object.fromEntries(Object.entries(fixtures).map(([name, list]) => [name, [...(list as object[])]])),
};

const log = new ChangeLog();
let seed: Seed = demoSeed;
let tables = new Map<string, Table>();
/** Set by the first reset or restore since the changes were last taken: the tables before it, and the changes made before it. */
let replaced: Replaced | undefined;
/** Whether every table was replaced (a reset) since takeTouched was last called. */
let everyTableReplaced = false;

/** What a reset replaced, for a durable host that must undo it. */
export interface Replaced {
  /** The tables as they were (a table replaced is no longer written to). */
  tables: ReadonlyMap<string, Table>;
  changes: Change[];
}

function tableOf(name: string): Table {
  let table = tables.get(name);
  if (!table) {
    table = new Table(name, [], log);
    tables.set(name, table);
  }
  return table;
}

type RowType<K> = K extends SeededTable ? Fixtures[K][number] : never;

/** A table's rows, to read only, in the table's order (seed rows first, then rows added, oldest first). */
function rows<K extends SeededTable>(name: K): readonly Readonly<RowType<K>>[];
function rows<T extends object>(name: string): readonly Readonly<T>[];
function rows(name: string): readonly object[] {
  return tables.get(name)?.rows ?? [];
}

/** Adds a row (it must have a key field: `id`, `code`, `key` or `accessToken`); returns it, frozen. */
function insert<K extends SeededTable>(name: K, row: RowType<K>): Readonly<RowType<K>>;
function insert<T extends object>(name: string, row: T): Readonly<T>;
function insert(name: string, row: object): object {
  return tableOf(name).insert(row);
}

/**
 * Puts the row with `patch` applied in the row's place and returns the new row (rows are frozen:
 * the one passed in stays as it was, and is no longer the table's).
 */
function update<K extends SeededTable>(name: K, row: Readonly<RowType<K>>, patch: Partial<RowType<K>>): Readonly<RowType<K>>;
function update<T extends object>(name: string, row: Readonly<T>, patch: Partial<T>): Readonly<T>;
function update(name: string, row: object, patch: object): object {
  return tableOf(name).update(row, patch);
}

/** Removes rows of the table for good (a soft delete is an update of isDeleted). */
function remove(name: string, going: Readonly<object> | readonly Readonly<object>[]): void {
  tableOf(name).remove(Array.isArray(going) ? going : [going as object]);
}

/**
 * Keeps the table to the rows the seed gave it and exactly the newest `cap` rows added since, the
 * oldest added going first (a log: its rows are only ever added).
 */
function keepNewest(name: string, cap: number): void {
  const table = tableOf(name);
  // Exactly `cap`: a full log's count stays put however many calls it records. Dropping the oldest
  // added row moves only the added rows (at most `cap`), never the seed's.
  const { added } = table;
  if (added > cap) table.dropFirstAdded(added - cap);
}

/**
 * The table's live rows (isDeleted 0) sorted by `compare`, an index kept by every write: a page
 * of the whole table in that order is a slice of it. `order` names the order (one compare a name).
 * With `holds`, the rows it keeps instead (the live rows of a kind: a test of the row alone).
 */
function ordered<T extends object>(name: string, order: string, compare: (a: T, b: T) => number, holds?: (row: T) => boolean): readonly Readonly<T>[] {
  return tableOf(name).ordered(order, compare as (a: object, b: object) => number, holds as ((row: object) => boolean) | undefined) as readonly T[];
}

/** The row of the table with this id (any row: deleted or not, of any tenant). */
function find<K extends SeededTable>(name: K, id: string): Readonly<RowType<K>> | undefined;
function find<T extends object>(name: string, id: string): Readonly<T> | undefined;
function find(name: string, id: string): object | undefined {
  return tables.get(name)?.byKey(`id:${id}`);
}

/** The row of the table with this key (tables.ts's keyOf). */
const byKey = (name: string, key: string): Readonly<object> | undefined => tables.get(name)?.byKey(key);

/** The rows of the table whose `field` holds `value` (as text), in table order: indexed, so it costs what it finds. */
function group<K extends SeededTable>(name: K, field: keyof RowType<K> & string, value: unknown): readonly Readonly<RowType<K>>[];
function group<T extends object>(name: string, field: string, value: unknown): readonly Readonly<T>[];
function group(name: string, field: string, value: unknown): readonly object[] {
  return tables.get(name)?.group(field, value) ?? [];
}

/** The index a search for part of the table's `field` reads, when the table is big (Table.textIndex); else undefined. */
function textIndex<T extends object>(name: string, field: string): TextIndex<Readonly<T>> | undefined {
  return tables.get(name)?.textIndex(field) as TextIndex<Readonly<T>> | undefined;
}

/** Sets the row of a key (undefined: removes it). */
function putRow(name: string, key: string, row: object | undefined): void {
  const table = tableOf(name);
  const current = table.byKey(key);
  if (row === undefined) {
    if (current) table.remove([current]);
  } else if (current) table.replace(current, row);
  else table.insert(row);
}

function load(from: Record<string, SeedRows>): void {
  tables = new Map(Object.entries(from).map(([name, list]) => [name, new Table(name, list, log)]));
  everyTableReplaced = true;
}

/** The tables written since the last call, or 'all' when a reset replaced them all meanwhile. */
function takeTouched(): ReadonlySet<string> | 'all' {
  const touched = log.takeTouched();
  const all = everyTableReplaced;
  everyTableReplaced = false;
  return all ? 'all' : touched;
}

function noteReplaced(): void {
  replaced ??= { tables: new Map(tables), changes: [] };
  replaced.changes.push(...log.take());
}

/** Back to the seed; the tables named in `keep` survive as they are. */
function reset(options: { keep?: readonly string[] } = {}): void {
  noteReplaced();
  const kept = (options.keep ?? []).map((name) => [name, [...rows(name)]] as const);
  load(seed.tables());
  for (const [name, list] of kept) for (const row of list) tableOf(name).insert(row);
}

/** Starts the database over from another seed (a host's choice, before it serves). */
function useSeed(next: Seed): void {
  seed = next;
  load(seed.tables());
  replaced = undefined;
  log.take();
}

/**
 * The changes since the last call; `replaced` when a reset or restore came first (the store then
 * starts over from the seed, and the changes are those made since).
 */
function takeChanges(): { changes: Change[]; replaced?: Replaced } {
  const taken = { changes: log.take(), replaced };
  replaced = undefined;
  return taken;
}

/** Puts tables back as they were (a reset undone); no change is logged. */
function putBack(from: ReadonlyMap<string, Table>): void {
  tables = new Map(from);
}

/**
 * The seed's keys that are not ids (regions' codes), each as `table\nkey`: a row added under one
 * takes the place of a seed row. A table the seed makes on first read is keyed by id.
 */
function seedKeysBesideIds(): Set<string> {
  const keys = new Set<string>();
  for (const [name, list] of Object.entries(seed.tables())) {
    if (typeof list === 'function' || list.length === 0 || keyOf(list[0]!).startsWith('id:')) continue;
    for (const row of list) keys.add(`${name}\n${keyOf(row)}`);
  }
  return keys;
}

interface Snapshot {
  seed: string;
  tables: Record<string, object[]>;
}

/** Every table as JSON: the form older browser hosts saved the demo in (persist/carry-over.ts), and what tests compare. */
function snapshot(): string {
  const saved: Snapshot = { seed: seed.fingerprint, tables: Object.fromEntries([...tables].map(([name, table]) => [name, table.rows])) };
  return JSON.stringify(saved);
}

/**
 * Replaces the database with a snapshot. Refuses (returns false, changes nothing) when the text
 * is not a snapshot or was taken over other seeds: after a fixture change, a demo's saved
 * database would otherwise hide the new seed rows forever.
 */
function restore(json: string): boolean {
  let saved: Partial<Snapshot>;
  try {
    saved = JSON.parse(json) as Partial<Snapshot>;
  } catch {
    return false;
  }
  const list = saved?.tables;
  if (saved?.seed !== seed.fingerprint || typeof list !== 'object' || list === null) return false;
  if (!Object.values(list).every(Array.isArray)) return false;
  noteReplaced();
  load({});
  for (const [name, saved] of Object.entries(list)) for (const row of saved) tableOf(name).insert(row as object);
  return true;
}

const systemClock = (): number => Date.now();
let clock = systemClock;
let worker = 0;
let lastMs = 0;
let sequence = 0;

/**
 * Makes `db.now()` read another clock, so tests can move time forward. Ids follow the new clock
 * from now on: the last id's millisecond is forgotten, or a clock set once to a later year would
 * keep every later id in that year.
 */
export function setClock(read: () => number): void {
  clock = read;
  lastMs = 0;
}

export function resetClock(): void {
  setClock(systemClock);
}

/** Twitter's snowflake epoch: with it, ids of today are 19 digits long, as BladeX's are. */
const SNOWFLAKE_EPOCH = 1288834974657n;
const SEQUENCE_BITS = 12;
const WORKERS = 1024;

/**
 * Makes this database's ids differ from those of every other database writing to the same store
 * (each tab of a browser profile is one, given its number by the store), in the same millisecond too.
 */
function setWorker(n: number): void {
  worker = ((n % WORKERS) + WORKERS) % WORKERS;
}

/**
 * A new unique id, as a snowflake: milliseconds since the epoch in the high bits, then the
 * worker's number (10 bits), then a sequence within the millisecond (12 bits).
 */
function nextId(): string {
  let ms = Math.max(Math.floor(clock()), lastMs);
  if (ms === lastMs) {
    sequence = (sequence + 1) % (1 << SEQUENCE_BITS);
    // 4,096 ids in one millisecond: the next ones borrow the following millisecond.
    if (sequence === 0) ms += 1;
  } else {
    sequence = 0;
  }
  lastMs = ms;
  const high = (BigInt(ms) - SNOWFLAKE_EPOCH) << 22n;
  return (high | (BigInt(worker) << BigInt(SEQUENCE_BITS)) | BigInt(sequence)).toString();
}

export const db = {
  rows,
  insert,
  update,
  remove,
  keepNewest,
  ordered,
  find,
  byKey,
  group,
  textIndex,
  reset,
  useSeed,
  snapshot,
  restore,
  track: (on: boolean): void => log.track(on),
  quietly: <T>(work: () => T): T => log.quietly(work),
  /** Puts `next` in the place of `row` (a stored version taken back in). */
  replace: (name: string, row: Readonly<object>, next: object): object => tableOf(name).replace(row, next),
  takeChanges,
  takeTouched,
  putBack,
  seedKeysBesideIds,
  tableNames: (): string[] => [...tables.keys()],
  /** The tables whose seed rows are not all made yet (a seed's tables made on first read). */
  unmadeTables: (): string[] => [...tables].filter(([, table]) => !table.made).map(([name]) => name),
  /** Makes the next part of a table's order index `ordered(name, order, compare, holds)` reads (Table.orderStep); whether it is made now. */
  orderStep: <T extends object>(name: string, order: string, compare: (a: T, b: T) => number, holds?: (row: T) => boolean): boolean =>
    tableOf(name).orderStep(order, compare as (a: object, b: object) => number, holds as ((row: object) => boolean) | undefined),
  /** Makes the next part of a table's seed rows, with the groups of `groupBy` (Table.makeStep); whether they are all made now. */
  makeStep: (name: string, groupBy: readonly string[]): boolean => tables.get(name)?.makeStep(groupBy) ?? true,
  /** Runs `work`; when it throws, every row it changed is put back as it was (all or nothing). */
  atomically: <T>(work: () => T): T => log.atomically(work, putRow),
  seedFingerprint: (): string => seed.fingerprint,
  nextId,
  setWorker,
  now: (): number => clock(),
};

export { keyOf, type SeedRows };

const pad = (n: number) => String(n).padStart(2, '0');

/** BladeX's date format, 'yyyy-MM-dd HH:mm:ss', in the server's local time. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The inverse of formatDateTime; NaN for text in any other format. */
export function parseDateTime(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return Number.NaN;
  const [year, month, day, hours, minutes, seconds] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return new Date(year, month - 1, day, hours, minutes, seconds).getTime();
}

load(seed.tables());
