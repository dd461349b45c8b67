/** The columns of a schema's table that searches and orders may name. */
import type { FieldDef, ResourceSchema } from '../../src/schema/types';

export interface Column {
  name: string;
  /** Compared whole (ids, enumerations, numbers) rather than by substring. */
  exact: boolean;
  /** Holds a comma-joined list of values (multiSelect, multiple treeSelect). */
  list: boolean;
}

/** Audit columns every BladeX table has; ids and flags compare whole, times as text. */
const auditColumns: Column[] = [
  { name: 'id', exact: true, list: false },
  { name: 'createUser', exact: true, list: false },
  { name: 'createDept', exact: true, list: false },
  { name: 'createTime', exact: false, list: false },
  { name: 'updateUser', exact: true, list: false },
  { name: 'updateTime', exact: false, list: false },
  { name: 'status', exact: true, list: false },
];

const tenantColumn: Column = { name: 'tenantId', exact: true, list: false };

function fieldColumn(field: FieldDef): Column {
  const exact = field.filter ? field.filter === 'exact' : Boolean(field.options) || field.kind === 'number' || field.kind === 'switch';
  return { name: field.name, exact, list: field.kind === 'multiSelect' || (field.kind === 'treeSelect' && Boolean(field.multiple)) };
}

const cache = new WeakMap<ResourceSchema, Map<string, Column>>();

/** By name: the schema's fields first (they may refine an audit column), then the audit columns. */
export function columnsOf(schema: ResourceSchema): ReadonlyMap<string, Column> {
  let columns = cache.get(schema);
  if (!columns) {
    const all = [...schema.fields.map(fieldColumn), ...auditColumns, ...(schema.scope === 'tenant' ? [tenantColumn] : [])];
    columns = new Map();
    for (const column of all) if (!columns.has(column.name)) columns.set(column.name, column);
    cache.set(schema, columns);
  }
  return columns;
}

/** A cell as text: null and undefined read as empty. */
export const cellText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
