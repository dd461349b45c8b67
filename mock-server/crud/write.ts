/**
 * The write side of the generic handlers: submit (insert or update) and remove. Records are
 * checked with the form's own validator (recordProblems), so the console and the mock refuse
 * the same records with the same words; the server answers the first problem, in zh.
 *
 * Rows are BladeX's BaseEntity rows (a snowflake `id`, audit columns, logical delete) unless the
 * schema says otherwise: a table keyed by a column of its own (`rowKey`: the regions' code) has
 * no id and no audit columns; one that deletes for good (`deletion: 'physical'`) has no isDeleted.
 */
import type { FieldDef, ResourceSchema } from '../../src/schema/types';
import { recordProblems } from '../../src/schema/validate';
import { auditFieldsForNewRow } from '../audit';
import type { AuthContext } from '../auth/authenticate';
import { db, formatDateTime } from '../db';
import { BadRequest, requireParam } from '../envelope';
import { cellText } from './columns';
import type { Visibility } from './query';
import type { Going, SubmitContext, WriteHooks } from './hooks';
import type { CrudRow } from './rows';
import { requireUnique } from './unique';

/** An id the caller cannot see: missing, deleted, or another tenant's. */
export const NOT_FOUND = '数据不存在或已被删除';

/** Spring's MSG_NOT_READABLE: the body is not a JSON object. */
export const NOT_READABLE = '消息不能读取';

/** The column that names a schema's rows: its rowKey, else `id`. */
export const keyColumn = (schema: ResourceSchema): string => schema.rowKey ?? 'id';

/** Whether a row of the schema's table is live: not soft-deleted (every row, on a table that deletes for good). */
export const isLive = (schema: ResourceSchema, row: Readonly<Record<string, unknown>>): boolean =>
  schema.deletion === 'physical' || row.isDeleted === 0;

/** The row of the schema's table with this key, by the table's key index (tables.ts keys a row by its id, else its code). */
const rowByKey = (schema: ResourceSchema, key: string) => db.byKey(tableName(schema), `${keyColumn(schema)}:${key}`) as CrudRow | undefined;

/** The live row of the schema's table with this key that the caller may see, else BadRequest. */
export function findKept(schema: ResourceSchema, key: string, visible: Visibility): CrudRow {
  const row = rowByKey(schema, key);
  if (!row || !isLive(schema, row) || !visible(row)) throw new BadRequest(NOT_FOUND);
  return row;
}

/**
 * The key (detail) or comma-joined keys (remove) a call names: `id`, `ids`; on a table keyed by a
 * column of its own, that column's name, `id` or `ids`, whichever comes first, trimmed, '' when
 * none (BladeX's region: detail?code=, remove?id=; the console: detail?id=, remove?ids=).
 */
export function namedKeys(schema: ResourceSchema, params: URLSearchParams, call: 'detail' | 'remove'): string {
  if (!schema.rowKey) return requireParam(params, call === 'detail' ? 'id' : 'ids');
  return (params.get(schema.rowKey) ?? params.get('id') ?? params.get('ids') ?? '').trim();
}

/** The live row with this id that the caller may see, else BadRequest. */
export function findVisible(table: readonly CrudRow[] | string, id: string, visible: Visibility): CrudRow {
  const candidate = typeof table === 'string' ? db.find<CrudRow>(table, id) : table.find((row) => row.id === id);
  const row = candidate && candidate.isDeleted === 0 && visible(candidate) ? candidate : undefined;
  if (!row) throw new BadRequest(NOT_FOUND);
  return row;
}

/** Whether a submit body names a row to update (BladeX's submit: no id inserts, an id updates). */
export function isUpdate(body: unknown): boolean {
  const id = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).id : undefined;
  return id !== undefined && id !== null && id !== '';
}

/** The key a submit body names on a table keyed by a column of its own: that column, else `id`, trimmed. */
function bodyKey(schema: ResourceSchema, body: Readonly<Record<string, unknown>>): string {
  const key = body[keyColumn(schema)] ?? body.id;
  return key === undefined || key === null ? '' : String(key).trim();
}

/**
 * The live row a submit updates, which the caller may see; undefined for an insert. A body that
 * names an id updates that row (BladeX's submit: no id inserts; an id the caller cannot see is
 * BadRequest); on a table keyed by a column of its own, a body naming a known key updates its
 * row and one naming a new key inserts (BladeX's region).
 */
export function rowUpdated(schema: ResourceSchema, body: unknown, visible: Visibility): CrudRow | undefined {
  if (!schema.rowKey) return isUpdate(body) ? findKept(schema, cellText((body as Record<string, unknown>).id), visible) : undefined;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const row = rowByKey(schema, bodyKey(schema, body as Record<string, unknown>));
  return row && isLive(schema, row) && visible(row) ? row : undefined;
}

/** The body as a JSON object, else BadRequest (MSG_NOT_READABLE). */
export function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest(NOT_READABLE);
  return body as Record<string, unknown>;
}

/** Whether a submit updates a row (its grant is edit) or inserts one (add); rowUpdated says which, without refusing. */
export function submitUpdates(schema: ResourceSchema, body: unknown, visible: Visibility): boolean {
  return schema.rowKey ? rowUpdated(schema, body, visible) !== undefined : isUpdate(body);
}

/**
 * A submit through a table's write hooks, up to the stored row: the row updated found
 * (rowUpdated), beforeSubmit, the record checked and stored (submitRecord). The generic submit
 * then runs afterSubmit; an area's import (the regions') stores each of its rows this way.
 */
export function storeSubmit(schema: ResourceSchema, hooks: WriteHooks, body: Record<string, unknown>, auth: AuthContext, visible: Visibility): { saved: CrudRow; ctx: SubmitContext } {
  const record = { ...body };
  const existing = rowUpdated(schema, record, visible);
  const ctx: SubmitContext = { schema, auth, body, record, existing, columns: {} };
  hooks.beforeSubmit?.(ctx);
  const saved = submitRecord(ctx.schema, record, auth, existing, { tenantId: ctx.tenantId, columns: ctx.columns });
  return { saved, ctx };
}

/** Where a submit's row goes beyond its record: the tenant a new row joins, and columns no form field writes. */
export interface Placement {
  /** Default the caller's tenant. */
  tenantId?: string;
  columns?: Readonly<Record<string, unknown>>;
}

/**
 * Updates `existing` (rowUpdated's row) or, when there is none, inserts; the saved row is
 * returned. A new row of a tenant's table joins `tenantId` (default the caller's tenant);
 * `columns` are stored as given.
 */
export function submitRecord(schema: ResourceSchema, body: unknown, auth: AuthContext, existing: CrudRow | undefined, { tenantId = auth.tenantId, columns = {} }: Placement = {}): CrudRow {
  const record = objectBody(body);
  const name = tableName(schema);
  const table = db.rows<CrudRow>(name);
  if (!existing) return insert(schema, table, record, auth, tenantId, columns);
  const input = { ...readInput(schema, table, record, { updating: true }), ...columns };
  assertValid(schema, { ...existing, ...input });
  requireUnique(schema, table, { ...existing, ...input });
  // A BaseEntity row notes who changed it and when; a row keyed by a column of its own has no such columns.
  const audit = schema.rowKey ? {} : { updateUser: auth.user.id, updateTime: formatDateTime(db.now()) };
  return db.update(name, existing, { ...input, ...audit });
}

/** The table a schema's rows are in. */
export const tableName = (schema: ResourceSchema): string => schema.table ?? schema.name;

function insert(schema: ResourceSchema, table: readonly CrudRow[], record: Record<string, unknown>, auth: AuthContext, tenantId: string, columns: Readonly<Record<string, unknown>>): CrudRow {
  const defaults: Record<string, unknown> = {};
  for (const field of writableFields(schema)) defaults[field.name] = field.defaultValue ?? (isNumeric(field, table) ? null : '');
  const row = {
    ...defaults,
    ...readInput(schema, table, record, { updating: false }),
    ...columns,
    ...entityColumns(schema, auth),
    // A tenant's row belongs to the tenant the handler says (the caller's), whatever the body says.
    ...(schema.scope === 'tenant' ? { tenantId } : {}),
  } as CrudRow;
  assertValid(schema, row);
  requireUnique(schema, table, row);
  return db.insert(tableName(schema), row);
}

/**
 * A new row's columns beyond its record: BladeX's BaseEntity's snowflake id and audit columns;
 * on a table keyed by a column of its own, none but the logical-delete flag where it has one.
 */
function entityColumns(schema: ResourceSchema, auth: AuthContext): Record<string, unknown> {
  if (!schema.rowKey) return { ...auditFieldsForNewRow(auth.user.id, auth.user.deptId), id: db.nextId() };
  return schema.deletion === 'physical' ? {} : { isDeleted: 0 };
}

/**
 * Deletes every row named by its key, with the rows `removing` says go with them: the schema's
 * own rows as the schema deletes (soft, or for good), any other table's soft; when one is not
 * visible, or `removing` refuses, none is deleted.
 */
export function removeRecords(
  schema: ResourceSchema,
  keys: readonly string[],
  auth: AuthContext,
  visible: Visibility,
  removing?: (rows: readonly CrudRow[], auth: AuthContext) => readonly Going[],
): Going[] {
  const table = tableName(schema);
  const wanted = new Set(keys);
  const rows = [...wanted].map((key) => rowByKey(schema, key)).filter((row) => row !== undefined && isLive(schema, row) && visible(row)) as CrudRow[];
  if (wanted.size === 0 || rows.length !== wanted.size) throw new BadRequest(NOT_FOUND);
  const going = [{ table, rows }, ...(removing?.(rows, auth) ?? [])];
  const forGood = schema.deletion === 'physical';
  for (const each of going) {
    if (forGood && each.table === table) db.remove(table, each.rows);
    else softDelete([each], auth);
  }
  return going;
}

/** Soft-deletes rows of tables (isDeleted 1), noting who and when. */
export function softDelete(going: readonly Going[], auth: AuthContext): void {
  const updateTime = formatDateTime(db.now());
  for (const { table, rows } of going) {
    for (const row of rows) {
      const current = db.find<CrudRow>(table, row.id);
      if (current && current.isDeleted === 0) db.update(table, current, { isDeleted: 1, updateUser: auth.user.id, updateTime });
    }
  }
}

function assertValid(schema: ResourceSchema, record: Record<string, unknown>): void {
  const [first] = Object.values(recordProblems(schema, record));
  if (first) throw new BadRequest(first.zh);
}

const writableFields = (schema: ResourceSchema) => schema.fields.filter((field) => field.form !== false);

/**
 * The form fields present in the body, typed as their columns. Audit columns, tenantId and
 * unknown keys are ignored; null counts as absent (MyBatis-Plus updateById skips nulls), which
 * makes an update partial; fields not editable keep their value on update.
 */
function readInput(schema: ResourceSchema, table: readonly CrudRow[], record: Record<string, unknown>, { updating }: { updating: boolean }) {
  const input: Record<string, unknown> = {};
  for (const field of writableFields(schema)) {
    const value = record[field.name];
    if (value === undefined || value === null || (updating && field.editable === false)) continue;
    input[field.name] = coerce(field, value, isNumeric(field, table));
  }
  return input;
}

/**
 * Number fields, and columns the table already stores as numbers: dict-coded ints such as
 * post.category arrive from a select as text, and Jackson would turn '1' into 1.
 */
function isNumeric(field: FieldDef, table: readonly CrudRow[]): boolean {
  if (field.kind === 'number' || field.kind === 'switch') return true;
  let columns = numericColumns.get(table);
  if (!columns) numericColumns.set(table, (columns = new Map()));
  let numeric = columns.get(field.name);
  if (numeric === undefined) {
    const sample = table.find((row) => row[field.name] !== undefined && row[field.name] !== null);
    columns.set(field.name, (numeric = typeof sample?.[field.name] === 'number'));
  }
  return numeric;
}

/**
 * What isNumeric found of each table's columns, by the table's row list (a reset or another seed
 * makes new lists). Found once: a column that holds no value anywhere is read through every row,
 * which on the district's 100,000 users made a user's submit take 13.4 ms against 2.5; the writes
 * through readInput then store that column's values as it said, so what it says stays true.
 */
const numericColumns = new WeakMap<readonly CrudRow[], Map<string, boolean>>();

/** Every numeric column of the mock is a Java Integer: a value beyond it is not one. */
const INT_MAX = 2 ** 31 - 1;

/** Kinds whose values are option values, which a client may send as numbers. */
const CHOICE_KINDS = new Set<FieldDef['kind']>(['select', 'multiSelect', 'radio', 'treeSelect', 'switch']);

/** Kinds that hold several values, comma-joined in BladeX; a lax client may send an array. */
const isMultiValued = (field: FieldDef) => field.kind === 'multiSelect' || (field.kind === 'treeSelect' && field.multiple === true);

/**
 * A value read by its field's kind, as its column will hold it: a wrong type (a boolean for a
 * text, 1.5 or 1e308 for an integer, an array for a single value) is refused naming the field,
 * never stored coerced.
 */
function coerce(field: FieldDef, value: unknown, numeric: boolean): unknown {
  const refuse = () => new BadRequest(`请求参数类型错误: ${field.name}`);
  const scalar = (item: unknown): string | number => {
    if (typeof item === 'string') return item;
    if (typeof item === 'number' && Number.isFinite(item) && (numeric || CHOICE_KINDS.has(field.kind))) return item;
    throw refuse();
  };
  if (Array.isArray(value) && !isMultiValued(field)) throw refuse();
  const flat = Array.isArray(value) ? value.map((item) => String(scalar(item))).join(',') : scalar(value);
  if (!numeric) return String(flat);
  if (typeof flat === 'string' && flat.trim() === '') return null;
  const number = Number(flat);
  if (!Number.isInteger(number) || Math.abs(number) > INT_MAX) throw refuse();
  return number;
}
