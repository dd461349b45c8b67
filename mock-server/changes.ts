/**
 * The database's change log: which rows the writes since it was last taken changed, each with
 * the version it had before the first of them (rows are frozen: that version is the old row
 * itself), so a durable host stores exactly those rows and can put them back when a commit fails.
 *
 * Off until a durable host turns it on: a host that keeps nothing (the tests, the plain browser
 * mock) would otherwise keep every change for ever.
 */
import type { Row, TableEvents } from './tables';

export interface Change {
  table: string;
  key: string;
  /** The row before the first change since the log was last taken; null if there was none. */
  before: Row | null;
  /** The row now; null when it is gone. */
  row: Row | null;
}

/** One change as `atomically` undoes it. */
interface Step {
  table: string;
  key: string;
  before: Row | undefined;
}

export class ChangeLog implements TableEvents {
  private tracking = false;
  private log = new Map<string, Change>();
  /** The tables written since `takeTouched`, tracked or not: a handful of names at most. */
  private touched = new Set<string>();
  /** The changes made inside `atomically`, while it runs. */
  private steps: Step[] | undefined;

  track(on: boolean): void {
    this.tracking = on;
    this.log.clear();
  }

  changing(table: string, key: string, before: Row | undefined, now: Row | undefined): void {
    this.steps?.push({ table, key, before });
    this.touched.add(table);
    if (!this.tracking) return;
    const id = `${table}\n${key}`;
    const change = this.log.get(id);
    if (change) change.row = now ?? null;
    else this.log.set(id, { table, key, before: before ?? null, row: now ?? null });
  }

  /** The names of the tables written since the last call. */
  takeTouched(): Set<string> {
    const taken = this.touched;
    this.touched = new Set();
    return taken;
  }

  /** Runs `work` without logging its changes (rows taken in from a store). */
  quietly<T>(work: () => T): T {
    const was = this.tracking;
    this.tracking = false;
    try {
      return work();
    } finally {
      this.tracking = was;
    }
  }

  /**
   * Runs `work`; when it throws, every change it made is undone (`putBack` sets a key's row, or
   * removes it for undefined) before the error goes on.
   */
  atomically<T>(work: () => T, putBack: (table: string, key: string, row: Row | undefined) => void): T {
    const outer = this.steps;
    const steps: Step[] = [];
    this.steps = steps;
    try {
      return work();
    } catch (error) {
      this.steps = undefined;
      for (const { table, key, before } of steps.reverse()) putBack(table, key, before);
      throw error;
    } finally {
      this.steps = outer === undefined ? undefined : (outer.push(...steps), outer);
    }
  }

  /** The changes since the last call, oldest first; forgotten here. */
  take(): Change[] {
    const taken = [...this.log.values()];
    this.log.clear();
    return taken;
  }
}
