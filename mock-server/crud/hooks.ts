/**
 * What an area adds to the generic handlers of its tables, registered per table and run by the
 * generic handlers (handlers.ts) around their own reads, checks and writes.
 *
 * Reads (ReadHooks): which rows a list, select or export looks through (a pending registration is
 * no user yet), and how a row is answered (BladeX's VO: the names of the rows it refers to; a
 * secret left out).
 *
 * Writes (WriteHooks): what a submit checks and sets beyond the form (school content's relations
 * inside the school, a user's unique account and stored password, a dictionary row's parent and
 * the schema it is checked by), the rows that go with a removal or refuse it, and what follows a
 * write (a user's sessions ended, reading lists kept whole):
 *
 * | call   | order                                                                                |
 * |--------|--------------------------------------------------------------------------------------|
 * | submit | grant, body read, the row updated found; beforeSubmit; the record checked and stored; afterSubmit |
 * | remove | grant, every row named found; removing names the rows going with them (or refuses); all deleted (soft, or for good where the schema says); afterRemove |
 *
 * A hook refuses by throwing BadRequest; a refusal before the store leaves every table as it was.
 */
import type { ResourceSchema } from '../../src/schema/types';
import type { AuthContext } from '../auth/authenticate';
import type { Visibility, Within } from './query';
import type { CrudRow } from './rows';

/** The generic reads that answer rows: a page of the list, the detail, the select look-up, the export. */
export type Read = 'list' | 'detail' | 'select' | 'export';

export interface ReadHooks {
  /**
   * The rows a list, select or export keeps, decided from the call's parameters: a department's
   * users, the roles a select names. Applied after the caller's scope and search.
   */
  keeps?(params: URLSearchParams, auth: AuthContext, read: Exclude<Read, 'detail'>): Visibility;
  /**
   * A kind of row a list, select or export keeps alone or leaves out whatever the call (a user
   * list leaves pending registrations out; audit-list keeps them alone): a list with no search
   * reads its page from the kind's order index (query.ts's listPage), not from every row.
   */
  within?: Within;
  /**
   * The rows a select looks through when the call names them itself (the administrator's ids of
   * any school's rows); undefined: the tenant's rows, as BladeX's select reads them.
   */
  among?(params: URLSearchParams, auth: AuthContext): readonly CrudRow[] | undefined;
  /**
   * The only rows of the table a list can keep for the call, found by an index (a department's
   * users), or undefined: any row. They may hold rows `keeps` refuses, never leave out one it keeps.
   */
  candidates?(params: URLSearchParams): readonly CrudRow[] | undefined;
  /** Parameters the generic search leaves alone: those `keeps` reads itself, or a lazy tree's level (a region's parentCode), which is no search. */
  ownParams?: readonly string[];
  /** The row as `read` answers it, where BladeX answers more or less than the stored row. */
  shown?(row: CrudRow, read: Read): CrudRow;
}

export interface SubmitContext {
  /**
   * The schema the record is checked and stored by: the call's, or another over the same table
   * that beforeSubmit picks (a dictionary's item, when the row has a parent; its code, when not).
   */
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
  /**
   * Columns beforeSubmit sets that no field of the form writes (a dictionary row's parent, and
   * the code an item takes from it), stored with the record and checked with it.
   */
  columns: Record<string, unknown>;
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
   * Runs once the rows named and those going with them are deleted, before the call is
   * answered (awaited): what they held outside the tables goes too (an uploaded object's bytes).
   */
  afterRemove?(gone: readonly Going[], auth: AuthContext): void | Promise<void>;
}

/** Everything an area adds to one table's generic handlers. */
export interface TableHooks extends ReadHooks, WriteHooks {}

/**
 * Hooks by table name (a schema's `table`, else its `name`), which every schema over the table
 * shares; a schema over another's table with its own view of the rows (注册审核 over user) has
 * hooks by its own name, taken instead.
 */
export type TableHooksByTable = Readonly<Record<string, TableHooks>>;

/** The hooks of a schema's generic handlers: its own, else its table's. */
export const hooksOf = (hooks: TableHooksByTable, schema: ResourceSchema): TableHooks | undefined => hooks[schema.name] ?? hooks[schema.table ?? schema.name];
