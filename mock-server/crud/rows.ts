/** Row shapes the generic CRUD handlers work on, and the row types derived from the schemas. */
import type { FieldDef, ResourceSchema } from '../../src/schema/types';
import type { AuditFields } from '../../src/schema/wire/entity';

/**
 * Any row of a schema's table, as the handlers see it: a string id, the logical-delete flag,
 * and, on tenant-scoped tables, the owning tenant. Every other column is the schema's business.
 * A table keyed by a column of its own, or deleting for good, lacks the first two (the regions):
 * the handlers read a row's key and whether it is live by its schema (write.ts's keyColumn, isLive).
 */
export type CrudRow = Record<string, unknown> & { id: string; isDeleted: number; tenantId?: string };

/**
 * How a field's value is stored, as BladeX serialises it: number and switch fields as numbers;
 * every other kind as text (long ids, dates, comma-joined multi-valued references).
 */
type Stored<F extends FieldDef> = F extends { kind: 'number' | 'switch' } ? number : string;

/** The fields a form writes: the columns the generic submit stores (form: false fields are read-only names the server joins in). */
type FieldOf<S extends ResourceSchema> = Exclude<S['fields'][number], { form: false }>;

/**
 * BladeX's entity columns: a BaseEntity's audit columns; or the logical-delete flag only, on a
 * table without them: a schema whose rows carry no creation time (`created: false`: departments,
 * roles, menus, dictionaries), or one that lists its rows' times among its own fields (the logs,
 * the reports); none on a table that deletes for good (`deletion: 'physical'`: the regions).
 */
type EntityColumns<S extends ResourceSchema> =
  S extends { deletion: 'physical' } ? Record<never, never>
  : S extends { created: false } ? { isDeleted: number } : 'createTime' extends FieldNames<S> ? { isDeleted: number } : AuditFields;

/** A row's key: a snowflake `id`, unless the schema keys its rows by a column of its own (`rowKey`: the regions' code). */
type KeyColumn<S extends ResourceSchema> = S extends { rowKey: string } ? Record<never, never> : { id: string };

/** The names of a schema's fields. */
export type FieldNames<S extends ResourceSchema> = S['fields'][number]['name'];

/**
 * The row a schema's table stores, derived from its form's fields: each typed as stored, the
 * entity columns, a string id (or the schema's own key column) and, on a tenant's table, the owning tenant. What the schema cannot
 * say is given here: `Columns` types columns the fields do not (a dictionary code kept as a
 * number though its field is a select), `NotStored` names fields that are no column (a
 * document's posts, read from the reading lists), `ServerColumns` names fields the form does not
 * write that are columns all the same, typed as stored (a tenant's code and quota, which the
 * server sets).
 */
export type RowOf<
  S extends ResourceSchema,
  Columns extends object = Record<never, never>,
  NotStored extends string = never,
  ServerColumns extends FieldNames<S> = never,
> =
  Omit<{ [F in FieldOf<S> | Extract<S['fields'][number], { name: ServerColumns }> as F['name']]: Stored<F> }, keyof Columns | NotStored>
  & Columns
  & EntityColumns<S>
  & KeyColumn<S>
  & (S['scope'] extends 'tenant' ? { tenantId: string } : Record<never, never>);
