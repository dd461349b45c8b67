/**
 * The fields a resource screen shows the logged-in user: the schema's own, and on tenant-scoped
 * schemas (scope 'tenant') the owning tenant for the platform administrator. They alone see
 * every school's rows (BladeX lifts the tenant condition for them; the mock's crud/scope.ts does
 * the same), where three schools' identical posts would look like duplicates. For them the
 * engine puts the tenant first: a column naming each row's school (looked up by tenant id in tenant/list), a search
 * field (BladeX filters on `tenantId`) and a line of the view dialog; never a form field, since
 * the server files a row under the tenant of whoever saves it. Everyone else sees their own
 * tenant's rows only and gets the schema's fields as they are. Every user gets the creation
 * time's search (createdField below). Table, search bar, view dialog,
 * screen links and the search commands all read the fields from here.
 */
import { isPlatformAdministrator } from '../core/session';
import { titleFieldOf, type FieldDef, type ResourceSchema } from '../schema/types';

export const tenantField: FieldDef = {
  name: 'tenantId',
  label: { zh: '所属租户', en: 'Tenant' },
  kind: 'select',
  options: { records: '/blade-system/tenant/list', label: 'tenantName', value: 'tenantId' },
  search: true,
  form: false,
  filter: 'exact',
};

/**
 * BladeX's creation time, which every row of a schema with `created` (the default) carries: a
 * search by a range of days (`createTime_dategt` / `_datelt`) at the end of the search bar. It
 * is neither a column, a form field nor a line of the view dialog; a schema declaring its own
 * createTime field keeps that one.
 */
const createdField: FieldDef = {
  name: 'createTime',
  label: { zh: '创建时间', en: 'Created' },
  kind: 'datetime',
  search: true,
  column: false,
  form: false,
  view: false,
};

// One array per schema, so views can keep it as a memo dependency.
const withCreated = new WeakMap<ResourceSchema, readonly FieldDef[]>();
const withTenant = new WeakMap<ResourceSchema, readonly FieldDef[]>();

/** The schema's fields and, unless it has its own or says it has none, the creation time. */
function ownFields(schema: ResourceSchema): readonly FieldDef[] {
  if (schema.created === false || schema.fields.some((field) => field.name === createdField.name)) return schema.fields;
  let fields = withCreated.get(schema);
  if (!fields) withCreated.set(schema, (fields = [...schema.fields, createdField]));
  return fields;
}

export function fieldsOf(schema: ResourceSchema): readonly FieldDef[] {
  if (schema.scope !== 'tenant' || !isPlatformAdministrator()) return ownFields(schema);
  let fields = withTenant.get(schema);
  if (!fields) withTenant.set(schema, (fields = [tenantField, ...ownFields(schema)]));
  return fields;
}

/**
 * The search bar's fields, in order: the screen's name field first (a record is looked for by
 * its name most often, so the caret starts there, in the first field), then the rest as the
 * schema lists them.
 */
export function searchFieldsOf(schema: ResourceSchema): FieldDef[] {
  const searched = fieldsOf(schema).filter((field) => field.search);
  const title = titleFieldOf(schema).name;
  return [...searched.filter((field) => field.name === title), ...searched.filter((field) => field.name !== title)];
}
