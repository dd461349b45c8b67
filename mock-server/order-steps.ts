/**
 * A table's order index (tables.ts's `ordered`: its live rows, or those of them a test keeps,
 * sorted by a list's order, kept sorted by every write), and the making of one a step at a time, so that a host can make the
 * order of a million rows between calls (seed/make-ahead.ts) instead of in one sort that holds
 * every call meanwhile.
 *
 * OrderSteps sorts the rows a table held when it began: first a step's worth of rows at a time
 * into sorted runs (a part that sorts after the run before it, or overlaps only its last rows, as
 * a seed's rows in table order mostly do, joins that run), then merges neighbouring runs, a
 * step's worth of rows at a time, until one is left. Runs are in table order and a merge takes
 * the earlier run's row first among equals, so the result is what one stable sort of those rows
 * gives. The writes made meanwhile are noted and applied at the end, as the order index applies
 * them: the order made so is the one a sort at the first step, kept by every write since, gives.
 */

type Row = object;
type Compare = (a: Row, b: Row) => number;

/** An order index: the rows `holds` keeps (the live ones, or the live ones of a kind) sorted by `compare`. */
export interface Ordered {
  compare: Compare;
  holds: Holds;
  rows: Row[];
}

/** Which rows of a table an order index holds. */
export type Holds = (row: Row) => boolean;

/** Rows sorted or merged in a step: a few milliseconds of a call's wait. */
export const ORDER_STEP_ROWS = 10_000;

/** Not soft-deleted, as the lists count a row (isDeleted 0). */
export const isLive = (row: Row) => (row as { isDeleted?: unknown }).isDeleted === 0;

/**
 * The first place in `rows` (sorted) whose row does not sort before `row` (where it may stand), or
 * with `past`, the first whose row sorts after it (binary search).
 */
function placeOf<T extends Row>(rows: readonly T[], row: T, compare: (a: T, b: T) => number, past = false): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const order = compare(rows[middle]!, row);
    if (order < 0 || (past && order === 0)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Where `row` stands in `rows` (sorted by `compare`); -1 when it is not there. */
export function indexIn<T extends Row>(rows: readonly T[], row: T, compare: (a: T, b: T) => number): number {
  // Rows equal in the order sit together from their place on; the row is among them.
  for (let at = placeOf(rows, row, compare); at < rows.length; at++) {
    if (rows[at] === row) return at;
    if (compare(rows[at]!, row) > 0) return -1;
  }
  return -1;
}

export function placeIn(order: Ordered, row: Row): void {
  if (order.holds(row)) order.rows.splice(placeOf(order.rows, row, order.compare), 0, row);
}

export function takeOut(order: Ordered, row: Row): void {
  if (!order.holds(row)) return;
  const at = indexIn(order.rows, row, order.compare);
  if (at >= 0) order.rows.splice(at, 1);
}

/**
 * Two sorted runs merged, the earlier's row first among equals. The later run's rows that sort
 * before all of the earlier's are found by binary search: a part of rows in table order overlaps
 * the run before it by a few rows, which then cost a few comparisons, not one a row.
 */
function mergeAll(earlier: readonly Row[], later: readonly Row[], compare: Compare): Row[] {
  let j = earlier.length === 0 ? later.length : placeOf(later, earlier[0]!, compare);
  const out = later.slice(0, j);
  let i = 0;
  while (i < earlier.length && j < later.length) out.push(compare(later[j]!, earlier[i]!) < 0 ? later[j++]! : earlier[i++]!);
  while (i < earlier.length) out.push(earlier[i++]!);
  while (j < later.length) out.push(later[j++]!);
  return out;
}

/** A merge of two neighbouring runs, made a step at a time. */
interface Merge {
  earlier: readonly Row[];
  later: readonly Row[];
  i: number;
  j: number;
  out: Row[];
}

export class OrderSteps {
  /** How many of `from`'s rows are in runs. */
  private taken = 0;
  /** Sorted runs, in table order; during the merges, the runs of the pass being made. */
  private runs: Row[][] = [];
  /** The next run of `runs` a merge takes. */
  private at = 0;
  /** The runs the pass being made has merged. */
  private merged: Row[][] = [];
  private merge: Merge | undefined;
  /** The rows written since the first step: each the row before and after (undefined: none). */
  private readonly writes: [Row | undefined, Row | undefined][] = [];

  /** `from`: the table's rows when the order is begun (a copy the steps may keep); `holds`: those the order keeps. */
  constructor(
    private from: readonly Row[],
    private readonly compare: Compare,
    private readonly holds: Holds = isLive,
  ) {}

  /** A row of the table was `before` (undefined: none) and is `now` (undefined: gone). */
  wrote(before: Row | undefined, now: Row | undefined): void {
    this.writes.push([before, now]);
  }

  /** Makes the next part of the order; the order once it is made. */
  step(): Ordered | undefined {
    if (this.taken < this.from.length) {
      this.sortPart();
      return undefined;
    }
    if (this.merge || this.runs.length - this.at >= 2) {
      this.mergePart();
      return undefined;
    }
    if (this.runs.length - this.at === 1) this.merged.push(this.runs[this.at]!);
    if (this.merged.length > 0) {
      // A pass is done: the next merges its runs, until one is left.
      this.runs = this.merged;
      this.merged = [];
      this.at = 0;
      if (this.runs.length > 1) return undefined;
    }
    const order: Ordered = { compare: this.compare, holds: this.holds, rows: this.runs[0] ?? [] };
    for (const [before, now] of this.writes) {
      if (before) takeOut(order, before);
      if (now) placeIn(order, now);
    }
    return order;
  }

  /** Sorts the next part of the rows into the last run, or into a run of its own. */
  private sortPart(): void {
    const end = Math.min(this.from.length, this.taken + ORDER_STEP_ROWS);
    const part = this.from.slice(this.taken, end).filter(this.holds).sort(this.compare);
    this.taken = end;
    if (this.taken === this.from.length) this.from = [];
    if (part.length === 0) return;
    const last = this.runs.at(-1);
    const overlap = last ? placeOf(last, part[0]!, this.compare, true) : 0;
    if (!last || last.length - overlap > ORDER_STEP_ROWS) {
      this.runs.push(part);
      return;
    }
    for (const row of mergeAll(last.splice(overlap), part, this.compare)) last.push(row);
  }

  /** Merges the next rows of the next two runs of the pass. */
  private mergePart(): void {
    this.merge ??= { earlier: this.runs[this.at]!, later: this.runs[this.at + 1]!, i: 0, j: 0, out: [] };
    const { earlier, later, out } = this.merge;
    let { i, j } = this.merge;
    const compare = this.compare;
    for (let n = 0; n < ORDER_STEP_ROWS && (i < earlier.length || j < later.length); n++) {
      out.push(j >= later.length || (i < earlier.length && compare(later[j]!, earlier[i]!) >= 0) ? earlier[i++]! : later[j++]!);
    }
    if (i < earlier.length || j < later.length) {
      this.merge.i = i;
      this.merge.j = j;
      return;
    }
    this.merged.push(out);
    this.runs[this.at] = [];
    this.runs[this.at + 1] = [];
    this.at += 2;
    this.merge = undefined;
  }
}
