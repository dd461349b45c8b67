/**
 * What an area adds to the generic submit and remove of its tables (school content: relations
 * inside the school, deletions that cascade or are refused, reading lists kept whole), registered
 * per table and run by the generic handlers (handlers.ts) around their own checks and writes:
 *
 * | call   | order                                                                                |
 * |--------|--------------------------------------------------------------------------------------|
 * | submit | grant, body read, the row updated found; beforeSubmit; the record checked and stored; afterSubmit |
 * | remove | grant, every row named found; removing names the rows going with them (or refuses); all soft-deleted; afterRemove |
 *
 * A hook refuses by throwing BadRequest; a refusal before the store leaves every table as it was.
 */
import type { ResourceSchema } from '../../src/schema/types';
import type { AuthContext } from '../auth/authenticate';
import type { CrudRow } from './rows';

export interface SubmitContext {
  schema: ResourceSchema;
  auth: AuthContext;
  /** The body as sent (a JSON object). */
  body: Readonly<Record<string, unknown>>;
  /** What is checked and stored: a copy of the body, which beforeSubmit may change (a key it handles itself is deleted). */
  record: Record<string, unknown>;
  /** The row an update changes; undefined for an insert. */
  existing?: CrudRow;
  /** The tenant a new row of a tenant's table joins: the caller's unless beforeSubmit says otherwise. */
  tenantId?: string;
}

/** Rows of a table that go with the rows a remove names. */
export interface Going {
  table: string;
  rows: readonly CrudRow[];
}

export interface WriteHooks {
  beforeSubmit?(ctx: SubmitContext): void;
  /**
   * Runs on the stored row, before the call is answered (awaited: a new tenant is provisioned
   * here); returns the row as it then is when it changed it (through db.update).
   */
  afterSubmit?(row: CrudRow, ctx: SubmitContext): void | CrudRow | Promise<void | CrudRow>;
  /** The data a submit answers (R.data) where BladeX answers more than R.status(true): a lazy tree's node. */
  answer?(row: CrudRow): unknown;
  /** The rows that go with `rows` when they are removed; throws BadRequest when they may not go. */
  removing?(rows: readonly CrudRow[], auth: AuthContext): readonly Going[];
  /**
   * Runs once the rows named and those going with them are soft-deleted, before the call is
   * answered (awaited): what they held outside the tables goes too (an uploaded object's bytes).
   */
  afterRemove?(gone: readonly Going[], auth: AuthContext): void | Promise<void>;
}

/** Hooks by table name (a schema's `table`, else its `name`). */
export type WriteHooksByTable = Readonly<Record<string, WriteHooks>>;
