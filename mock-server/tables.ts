/**
 * The mock's tables in memory, written only through `insert`, `update` and `remove`, so that what
 * a call changed is known row by row (a durable host stores those rows and nothing else) and the
 * indexes stay current: a write costs what it changes, whatever the size of its table.
 *
 * A table is an array of rows in the order they came (seed rows first, then rows added, oldest
 * first), read as it is: `rows` hands out the array itself, typed read-only. A seed may give a
 * table's rows as a function (a generated district's) starting to make them a part at a time:
 * `makeStep` makes the next part (a host makes big tables so, between calls, ahead of their first
 * read), and the first read makes whatever is left; rows added before then (a log written to)
 * follow the seed's. The key index, and the groups the maker asks for, are built with each part,
 * so a first read by key or by group finds them made; a read by key or group of a value the rest
 * cannot hold (RowMaker's laterMayHold) is answered from the rows made so far. Rows are frozen: an
 * update puts a new row in the old one's place (and returns it), so a row handed out never
 * changes under its reader, and a handler that changed a row in place would fail at once rather
 * than lose the change. Beside the array, built on first use and kept current by every write:
 *
 * | index            | finds                                                                  |
 * |------------------|------------------------------------------------------------------------|
 * | `byKey`          | a row by its key: its `id`, else its `code` (regions), `key` (captchas) or `accessToken` (sessions); key-index.ts |
 * | `group(field)`   | the rows holding one value of a field (a tenant's rows, a parent's children, a role's grants), in table order |
 * | `textIndex(field)` | on a big table, for a search for part of a field's text: every value and its rows when the values are few (a search tests each once, not each row), else the rows by the characters of their text when the texts are short (char-index.ts); chosen on the field's first search |
 * | `ordered(name)`  | the live rows (isDeleted 0), or the live rows of a kind (a test of the row alone, `holds`), in a list's order: a page of a whole table is a slice of it; made in one sort on first use, or a step at a time by `orderStep` (order-steps.ts) |
| (positions)      | a row's place in the array, so `update` and `remove` of one row never scan the table |
 *
 * Every row has a key, unique in its table; a key field changed by `update` moves the row to its new key.
 */

import { CharIndex } from './char-index';
import { KeyIndex } from './key-index';
import { isLive, OrderSteps, placeIn, takeOut, type Holds, type Ordered } from './order-steps';

export type Row = object;

const KEY_FIELDS = ['id', 'code', 'key', 'accessToken'] as const;

/** A row's key: `field:value` of its first key field, else its JSON (rows stored before every row had a key). */
export function keyOf(row: Row): string {
  for (const field of KEY_FIELDS) {
    const value = (row as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') return `${field}:${value}`;
  }
  return `row:${JSON.stringify(row)}`;
}

/** Text of a field's value as groups file it (a number and its text are one value, as in the handlers' filters). */
const groupValue = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** A table shorter than this is scanned by a search for part of a text: a pass over it costs less than its values' index. */
const VALUES_FROM = 10_000;
/** A field's values are indexed for such searches while they are at most one in this many rows. */
const ROWS_A_VALUE = 8;
/** Else its characters are, while its texts hold at most this many distinct characters a row on average (names and titles, not documents' contents). */
const CHARS_A_ROW = 16;

/** The index a search for part of a field's text reads (Table.textIndex). */
export type TextIndex<R = Row> = { values: ReadonlyMap<string, readonly R[]> } | { chars: CharIndex<R> };

/** What happens to a table's rows, for the change log (changes.ts). */
export interface TableEvents {
  /** The row of a key was `before` (undefined: none) and is `now` (undefined: gone). */
  changing(table: string, key: string, before: Row | undefined, now: Row | undefined): void;
}

/**
 * A table's seed rows made a part at a time: each step gives the next rows in table order (none
 * while the maker works on rows that come later); done once every row has been given.
 */
export type RowSteps = Iterator<readonly Row[], void>;

/**
 * A function that starts making a table's seed rows a part at a time, and may say which values
 * the rows after its first part cannot hold (`laterMayHold`): a look-up by key or group of such a
 * value is then answered from the rows made so far, without making the rest.
 */
export type RowMaker = (() => RowSteps) & { laterMayHold?: (field: string, value: string) => boolean };

/** A table's seed rows: the rows, or a maker of them (seed rows made on first read, or ahead by `makeStep`). */
export type SeedRows = Row[] | RowMaker;

/** Seed rows being made, with the indexes built as they come. */
interface Making {
  steps: RowSteps;
  rows: Row[];
  keys: Map<string, Row>;
  /** The groups asked for at the first step, of the fields the rows have (known from the first row). */
  asked: readonly string[];
  groups: Map<string, Map<string, Row[]>> | undefined;
}

export class Table {
  private list: Row[] | undefined;
  private make: RowMaker | undefined;
  private making: Making | undefined;
  /** Rows added while the seed's were not made yet: they follow the seed's once made. */
  private early: Row[] = [];
  /** How many rows the seed gave the table. */
  private seeded = 0;
  private keys: KeyIndex<Row> | undefined;
  /**
   * Every row's place in `list`, built on first use. A removal moves the rows after it down, so
   * only the places below `placedBelow` are sure; a row whose noted place holds another row is
   * placed again from there to the end (what the removal's own splice cost).
   */
  private places: Map<Row, number> | undefined;
  private placedBelow = 0;
  private readonly groups = new Map<string, Map<string, Row[]>>();
  /** The text index textIndex chose for a field, by field; null: none (long texts of many values). */
  private readonly textIndexes = new Map<string, TextIndex | null>();
  private readonly orders = new Map<string, Ordered>();
  /** Orders being made a step at a time (orderStep), by name. */
  private readonly ordering = new Map<string, OrderSteps>();

  constructor(
    readonly name: string,
    seed: SeedRows,
    private readonly events: TableEvents,
  ) {
    if (typeof seed === 'function') this.make = seed;
    else {
      for (const row of seed) Object.freeze(row);
      this.take(seed);
    }
  }

  /** The rows in table order; what is left of the seed's is made now if they were not all made. */
  get rows(): Row[] {
    while (!this.list) this.makeStep();
    return this.list!;
  }

  /** Whether the seed's rows are all made. */
  get made(): boolean {
    return this.list !== undefined;
  }

  /**
   * Makes the next part of the seed's rows, if they are not all made; whether they all are now.
   * The key index is built with the rows, and the groups of the fields in `groupBy` (those of a
   * first call only) that the rows have.
   */
  makeStep(groupBy: readonly string[] = []): boolean {
    if (this.list) return true;
    const making: Making = (this.making ??= { steps: this.make!(), rows: [], keys: new Map(), asked: groupBy, groups: undefined });
    const next = making.steps.next();
    if (next.done) {
      this.make = undefined;
      this.making = undefined;
      this.keys = new KeyIndex(making.keys);
      for (const [field, index] of making.groups ?? []) this.groups.set(field, index);
      this.take(making.rows);
      return true;
    }
    for (const row of next.value) {
      Object.freeze(row);
      making.rows.push(row);
      making.keys.set(keyOf(row), row);
      making.groups ??= new Map(making.asked.filter((field) => field in row).map((field) => [field, new Map()]));
      for (const [field, index] of making.groups) addTo(index, groupValue(fieldOf(row, field)), row);
    }
    return false;
  }

  /** The seed's rows (frozen) become the table's, followed by the rows added meanwhile (into the indexes built with them). */
  private take(seed: Row[]): void {
    this.seeded = seed.length;
    for (const row of this.early) {
      seed.push(row);
      this.keys?.set(keyOf(row), row);
      for (const [field, index] of this.groups) addTo(index, groupValue(fieldOf(row, field)), row);
    }
    this.early = [];
    this.list = seed;
    this.places = undefined;
  }

  /** How many rows were added since the seed (the seed's removed not counted), without making the seed's. */
  get added(): number {
    return this.list ? this.list.length - this.seeded : this.early.length;
  }

  /** Removes the `count` rows added first (a log's oldest), without making the seed's. */
  dropFirstAdded(count: number): void {
    if (!this.list) {
      this.forget(this.early.splice(0, count));
      return;
    }
    this.moved(this.seeded);
    this.forget(this.list.splice(this.seeded, count));
  }

  /** The row's place in the table; -1 for a row the table does not hold. */
  private placeOf(row: Row): number {
    const list = this.rows;
    if (!this.places) {
      this.places = new Map();
      this.placedBelow = 0;
    }
    const at = this.places.get(row);
    if (at !== undefined && list[at] === row) return at;
    if (this.placedBelow === list.length) return -1;
    for (let i = this.placedBelow; i < list.length; i++) this.places.set(list[i]!, i);
    this.placedBelow = list.length;
    return this.places.get(row) ?? -1;
  }

  /** The rows from `at` on are about to move (a splice there): their noted places are no longer sure. */
  private moved(at: number): void {
    if (this.places) this.placedBelow = Math.min(this.placedBelow, at);
  }

  /** The first slot of a group (rows of the table, in table order) whose row stands at `at` or after (binary search). */
  private slotIn(rows: readonly Row[], at: number): number {
    let low = 0;
    let high = rows.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.placeOf(rows[middle]!) < at) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  byKey(key: string): Row | undefined {
    if (this.making) {
      const colon = key.indexOf(':');
      if (this.noneLater(key.slice(0, colon), key.slice(colon + 1))) return this.making.keys.get(key) ?? this.early.find((row) => keyOf(row) === key);
    }
    return this.keyIndex().get(key);
  }

  /** Whether the seed's rows not made yet cannot hold `value` in `field`: its maker says so of the rows after its first part, and that part is made. */
  private noneLater(field: string, value: string): boolean {
    return !this.list && this.making !== undefined && this.make?.laterMayHold?.(field, value) === false;
  }

  private keyIndex(): KeyIndex<Row> {
    if (!this.keys) {
      const built = new Map<string, Row>();
      for (const row of this.rows) built.set(keyOf(row), row);
      this.keys = new KeyIndex(built);
    }
    return this.keys;
  }

  /** The rows whose `field` holds `value`, in table order; read only. */
  group(field: string, value: unknown): readonly Row[] {
    const text = groupValue(value);
    const made = this.making?.groups?.get(field);
    if (made && this.noneLater(field, text)) {
      const early = this.early.filter((row) => groupValue(fieldOf(row, field)) === text);
      const found = made.get(text) ?? [];
      return early.length === 0 ? found : [...found, ...early];
    }
    return this.groupIndex(field).get(text) ?? [];
  }

  /** Every value of `field` and its rows. */
  groupIndex(field: string): ReadonlyMap<string, Row[]> & Map<string, Row[]> {
    let index = this.groups.get(field);
    if (!index) {
      index = new Map();
      for (const row of this.rows) addTo(index, groupValue(fieldOf(row, field)), row);
      this.groups.set(field, index);
    }
    return index;
  }

  /**
   * The index a search for part of `field`'s text reads, when the table holds at least
   * VALUES_FROM rows: the field's values and their rows (its group index) while they are at most
   * one in ROWS_A_VALUE rows (a million API logs hold some hundred request URIs, 216,000
   * documents some hundred titles), so that a search tests each value once instead of each row;
   * else the rows by the characters of their text (char-index.ts: 101,000 staff's names), while
   * the texts hold at most CHARS_A_ROW distinct characters a row; else none. Chosen on the field's
   * first search and kept, by every write, from then on.
   */
  textIndex(field: string): TextIndex | undefined {
    if (this.rows.length < VALUES_FROM) return undefined;
    if (!this.textIndexes.has(field)) this.textIndexes.set(field, this.chooseTextIndex(field));
    return this.textIndexes.get(field) ?? undefined;
  }

  private chooseTextIndex(field: string): TextIndex | null {
    const grouped = this.groups.has(field);
    const values = this.groupIndex(field);
    if (values.size * ROWS_A_VALUE <= this.rows.length) return { values };
    if (!grouped) this.groups.delete(field);
    const chars = new CharIndex<Row>((row) => groupValue(fieldOf(row, field)));
    for (const row of this.rows) {
      chars.add(row);
      if (chars.entries > CHARS_A_ROW * this.rows.length) return null;
    }
    return { chars };
  }

  /**
   * The rows `holds` keeps (the live rows, unless told: the live rows of a kind) sorted by
   * `compare` (neither may change for a name), kept sorted by every write. Made in one sort on
   * first use; an order `orderStep` has begun is finished first.
   */
  ordered(name: string, compare: (a: Row, b: Row) => number, holds: Holds = isLive): readonly Row[] {
    let order = this.orders.get(name);
    if (!order) {
      if (this.ordering.has(name)) while (!this.orderStep(name, compare, holds));
      else this.orders.set(name, { compare, holds, rows: this.rows.filter(holds).sort(compare) });
      order = this.orders.get(name)!;
    }
    return order.rows;
  }

  /**
   * Makes the next part of the order `ordered(name, compare, holds)` reads (about a step's worth of rows
   * sorted or merged, order-steps.ts), so that a big table's order is made between calls; whether
   * it is made now. The order is that of the live rows when the first step ran, with every write
   * since applied as `ordered` applies them: the same as one sort at the first step.
   */
  orderStep(name: string, compare: (a: Row, b: Row) => number, holds: Holds = isLive): boolean {
    if (this.orders.has(name)) return true;
    let steps = this.ordering.get(name);
    if (!steps) {
      steps = new OrderSteps(this.rows.slice(), compare, holds);
      this.ordering.set(name, steps);
    }
    const order = steps.step();
    if (!order) return false;
    this.ordering.delete(name);
    this.orders.set(name, order);
    return true;
  }

  insert(row: Row): Row {
    const frozen = Object.freeze(row);
    const key = keyOf(frozen);
    // The indexes exist only once the seed's rows are made.
    if (this.list) {
      if (this.places && this.placedBelow === this.list.length) {
        this.places.set(frozen, this.list.length);
        this.placedBelow++;
      }
      this.list.push(frozen);
    } else this.early.push(frozen);
    for (const order of this.orders.values()) placeIn(order, frozen);
    for (const steps of this.ordering.values()) steps.wrote(undefined, frozen);
    this.keys?.set(key, frozen);
    for (const [field, index] of this.groups) addTo(index, groupValue(fieldOf(frozen, field)), frozen);
    for (const index of this.textIndexes.values()) if (index && 'chars' in index) index.chars.add(frozen);
    this.events.changing(this.name, key, undefined, frozen);
    return frozen;
  }

  /** Puts `row` with `patch` applied in the row's place; the new row. Throws for a row the table does not hold (one already replaced). */
  update(row: Row, patch: object): Row {
    return this.replace(row, Object.freeze({ ...row, ...patch }));
  }

  /** Puts `next` in the place of `row`, indexes kept; `next`. */
  replace(row: Row, next: Row): Row {
    const at = this.placeOf(row);
    if (at < 0) throw new Error(`[mock-server] not a current row of ${this.name}: it was replaced or removed`);
    Object.freeze(next);
    // A group is in table order: the row's slot in it is found by place, while the row is still in its own.
    for (const [field, index] of this.groups) {
      const was = groupValue(fieldOf(row, field));
      const value = groupValue(fieldOf(next, field));
      const rows = index.get(was)!;
      const slot = this.slotIn(rows, at);
      if (was === value) rows[slot] = next;
      else {
        rows.splice(slot, 1);
        if (rows.length === 0) index.delete(was);
        const into = index.get(value);
        if (into) into.splice(this.slotIn(into, at), 0, next);
        else index.set(value, [next]);
      }
    }
    for (const index of this.textIndexes.values()) {
      if (!index || !('chars' in index)) continue;
      index.chars.remove(row);
      index.chars.add(next);
    }
    this.rows[at] = next;
    this.places!.delete(row);
    this.places!.set(next, at);
    for (const order of this.orders.values()) {
      takeOut(order, row);
      placeIn(order, next);
    }
    for (const steps of this.ordering.values()) steps.wrote(row, next);
    const key = keyOf(row);
    const now = keyOf(next);
    if (now === key) {
      this.keys?.set(key, next);
      this.events.changing(this.name, key, row, next);
    } else {
      // A key field changed: the row is gone from its old key and came to its new one.
      this.keys?.delete(key);
      this.keys?.set(now, next);
      this.events.changing(this.name, key, row, undefined);
      this.events.changing(this.name, now, undefined, next);
    }
    return next;
  }

  /** Removes rows; a row not in the table is skipped. Many rows at once cost one pass over the table. */
  remove(going: readonly Row[]): void {
    if (going.length === 0) return;
    let removed: Row[];
    const list = this.rows;
    if (going.length === 1) {
      const at = this.placeOf(going[0]!);
      if (at < 0) return;
      this.moved(at);
      removed = list.splice(at, 1);
    } else {
      const set = new Set(going);
      removed = [];
      let kept = 0;
      for (const row of list) {
        if (set.has(row)) removed.push(row);
        else list[kept++] = row;
      }
      this.moved(0);
      list.length = kept;
    }
    this.forget(removed);
  }

  private forget(removed: readonly Row[]): void {
    for (const row of removed) this.places?.delete(row);
    for (const order of this.orders.values()) {
      if (removed.length <= 16) removed.forEach((row) => takeOut(order, row));
      else {
        const gone = new Set(removed);
        order.rows = order.rows.filter((row) => !gone.has(row));
      }
    }
    for (const steps of this.ordering.values()) for (const row of removed) steps.wrote(row, undefined);
    for (const row of removed) {
      const key = keyOf(row);
      this.keys?.delete(key);
      for (const [field, index] of this.groups) removeFrom(index, groupValue(fieldOf(row, field)), row);
      for (const index of this.textIndexes.values()) if (index && 'chars' in index) index.chars.remove(row);
      this.events.changing(this.name, key, row, undefined);
    }
  }
}

const fieldOf = (row: Row, field: string): unknown => (row as Record<string, unknown>)[field];

function addTo(index: Map<string, Row[]>, value: string, row: Row): void {
  const rows = index.get(value);
  if (rows) rows.push(row);
  else index.set(value, [row]);
}

function removeFrom(index: Map<string, Row[]>, value: string, row: Row): void {
  const rows = index.get(value);
  // From the end: a log drops its oldest added row, which stands after every seed row of its group.
  const at = rows ? rows.lastIndexOf(row) : -1;
  if (at < 0) return;
  rows!.splice(at, 1);
  if (rows!.length === 0) index.delete(value);
}
