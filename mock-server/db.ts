/**
 * The mock's in-memory database: named tables of plain rows, seeded from fixtures/.
 *
 * Seeded tables are typed by their fixture file; any other name is a table the mock creates on
 * first use (sessions, captchas, rows of entities without seed data), typed by the caller.
 * Rows are mutated in place; `reset()` goes back to a deep copy of the seeds.
 *
 * The database notes which tables were handed out since it was last asked (`takeTouched`): the
 * durable hosts (mock-server/persist/) compare only those with what they last stored, since a
 * handler can change a row only after asking for its table. A caller that only reads asks with
 * `rows`, which hands out the rows as read-only and does not note the table: the access checks of
 * every call read the menus and grants, which a commit would otherwise compare each time.
 */
import { fixtures, type Fixtures, type SeededTable } from '../fixtures';

const tables = new Map<string, object[]>();
const touched = new Set<string>();
/** Set by reset and restore, which replace every table. */
let replacedAll = false;

function table<K extends SeededTable>(name: K): Fixtures[K];
function table<T extends object>(name: string): T[];
function table(name: string): object[] {
  touched.add(name);
  let rows = tables.get(name);
  if (!rows) {
    rows = [];
    tables.set(name, rows);
  }
  return rows;
}

/** A table's rows, to read only: the table is not noted as touched. */
function rows<K extends SeededTable>(name: K): readonly Readonly<Fixtures[K][number]>[];
function rows<T extends object>(name: string): readonly Readonly<T>[];
function rows(name: string): readonly object[] {
  return tables.get(name) ?? [];
}

/** Back to the seeds; the tables named in `keep` survive as they are. */
function reset(options: { keep?: readonly string[] } = {}): void {
  const kept = new Map((options.keep ?? []).map((name) => [name, table(name)] as const));
  tables.clear();
  for (const [name, rows] of Object.entries(structuredClone(fixtures))) tables.set(name, rows);
  for (const [name, rows] of kept) tables.set(name, rows);
  replacedAll = true;
}

/**
 * The tables handed out since the last call, or 'all' after a reset or restore; forgets them.
 * A table handed out may have changed; one not handed out has not.
 */
function takeTouched(): ReadonlySet<string> | 'all' {
  const taken = replacedAll ? 'all' : new Set(touched);
  touched.clear();
  replacedAll = false;
  return taken;
}

/** The names of the tables there are. */
const tableNames = (): string[] => [...tables.keys()];

/** Puts another array in place of a table's (indexed-table.ts rebuilds its index on that). */
function replace(name: string, rows: object[]): void {
  tables.set(name, rows);
}

interface Snapshot {
  seed: string;
  tables: Record<string, object[]>;
}

/** Every table as JSON: the form older browser hosts saved the demo in (persist/carry-over.ts), and what tests compare. */
function snapshot(): string {
  const saved: Snapshot = { seed: seedFingerprint(), tables: Object.fromEntries(tables) };
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
  const rows = saved?.tables;
  if (saved?.seed !== seedFingerprint() || typeof rows !== 'object' || rows === null) return false;
  if (!Object.values(rows).every(Array.isArray)) return false;
  tables.clear();
  for (const [name, list] of Object.entries(rows)) tables.set(name, list);
  replacedAll = true;
  return true;
}

let fingerprint: string | undefined;

/** FNV-1a of the seeds: cheap, synchronous, and changes whenever a fixture file does. */
function seedFingerprint(): string {
  if (fingerprint === undefined) {
    let hash = 0x811c9dc5;
    const text = JSON.stringify(fixtures);
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    fingerprint = (hash >>> 0).toString(16);
  }
  return fingerprint;
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
  table,
  rows,
  reset,
  snapshot,
  restore,
  takeTouched,
  tableNames,
  replace,
  seedFingerprint,
  nextId,
  setWorker,
  now: (): number => clock(),
};

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

reset();
