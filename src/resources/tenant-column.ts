/**
 * The fields a resource screen shows the logged-in user: the schema's own, and on tenant-scoped
 * schemas (scope 'tenant') the owning tenant for the platform administrator. They alone see
 * every school's rows (BladeX lifts the tenant condition for them; the mock's crud/scope.ts does
 * the same), where three schools' identical posts would look like duplicates. For them the
 * engine puts the tenant first: a column naming each row's school (from tenant/select), a search
 * field (BladeX filters on `tenantId`) and a line of the view dialog; never a form field, since
 * the server files a row under the tenant of whoever saves it. Everyone else sees their own
 * tenant's rows only and gets the schema's fields as they are. Table, search bar, view dialog,
 * screen links and the search commands all read the fields from here.
 */
import { isPlatformAdministrator } from '../core/session';
import type { FieldDef, ResourceSchema } from './types';

export const tenantField: FieldDef = {
  name: 'tenantId',
  label: { zh: '所属租户', en: 'Tenant' },
  kind: 'select',
  options: { url: '/blade-system/tenant/select', label: 'tenantName', value: 'tenantId' },
  search: true,
  form: false,
  filter: 'exact',
};

// One array per schema, so views can keep it as a memo dependency.
const withTenant = new WeakMap<ResourceSchema, readonly FieldDef[]>();

export function fieldsOf(schema: ResourceSchema): readonly FieldDef[] {
  if (schema.scope !== 'tenant' || !isPlatformAdministrator()) return schema.fields;
  let fields = withTenant.get(schema);
  if (!fields) withTenant.set(schema, (fields = [tenantField, ...schema.fields]));
  return fields;
}

/** The search bar's fields, in order. */
export function searchFieldsOf(schema: ResourceSchema): FieldDef[] {
  return fieldsOf(schema).filter((field) => field.search);
}
