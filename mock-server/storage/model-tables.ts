/**
 * The mock's own tables as BladeX's data model screen reads them from a data source: MyBatis-Plus
 * generator's TableInfo (name, comment, entityName, fields) and TableField (name, type,
 * propertyName, propertyType, comment, keyFlag). Every data source holds the same tables: the
 * mock has one database, and a table is `blade_<table>` for each table a console schema reads
 * (the name the code generator maps back, see code-gen.ts). Columns come from the schema's form
 * fields, typed by the field's kind and the values its rows hold, between BladeX's key and audit
 * columns.
 */
import { resources } from '../../src/schema';
import type { FieldDef, ResourceSchema } from '../../src/schema/types';
import { db } from '../db';

export interface TableField {
  name: string;
  columnName: string;
  type: string;
  propertyName: string;
  propertyType: string;
  comment: string;
  keyFlag: boolean;
  keyIdentityFlag: boolean;
}

export interface TableInfo {
  name: string;
  comment: string;
  entityName: string;
  havePrimaryKey: boolean;
  fieldNames: string;
  fields: TableField[];
}

const PREFIX = 'blade_';
const AUDIT = new Set(['id', 'tenantId', 'createUser', 'createDept', 'createTime', 'updateUser', 'updateTime', 'status', 'isDeleted']);

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const pascal = (snakeName: string) => snakeName.replace(/(^|_)([a-z0-9])/g, (_, _sep: string, c: string) => c.toUpperCase());

type Column = [propertyName: string, jdbcType: string, javaType: string, comment: string];

const HEAD: Column[] = [['id', 'bigint', 'Long', '主键']];
const TENANT: Column = ['tenantId', 'varchar(12)', 'String', '租户ID'];
const TAIL: Column[] = [
  ['createUser', 'bigint', 'Long', '创建人'], ['createDept', 'bigint', 'Long', '创建部门'], ['createTime', 'datetime', 'LocalDateTime', '创建时间'],
  ['updateUser', 'bigint', 'Long', '修改人'], ['updateTime', 'datetime', 'LocalDateTime', '修改时间'],
  ['status', 'int', 'Integer', '状态'], ['isDeleted', 'int', 'Integer', '是否已删除'],
];

/** A form field's column type, from its kind and a value its rows hold. */
function typeOf(field: FieldDef, sample: unknown): [jdbcType: string, javaType: string] {
  if (field.kind === 'datetime') return ['datetime', 'LocalDateTime'];
  if (field.kind === 'date') return ['date', 'LocalDate'];
  if (field.kind === 'richText') return ['longtext', 'String'];
  if (typeof sample === 'number') return Number.isInteger(sample) ? ['int', 'Integer'] : ['decimal(10,2)', 'BigDecimal'];
  if (field.kind === 'number' || field.kind === 'switch') return ['int', 'Integer'];
  if (field.kind === 'textarea' || field.kind === 'multiSelect') return ['varchar(2000)', 'String'];
  if (typeof sample === 'string' && /^\d{18,19}$/.test(sample)) return ['bigint', 'Long'];
  return ['varchar(255)', 'String'];
}

function columnsOf(schema: ResourceSchema, table: string): Column[] {
  const rows = db.rows<Record<string, unknown>>(table);
  const sampleOf = (name: string) => rows.find((row) => row[name] !== undefined && row[name] !== null && row[name] !== '')?.[name];
  const seen = new Set<string>();
  const own = schema.fields.filter((field) => field.form !== false && !AUDIT.has(field.name) && !seen.has(field.name) && seen.add(field.name));
  const tenant = schema.scope === 'tenant' || typeof sampleOf('tenantId') === 'string' ? [TENANT] : [];
  return [...HEAD, ...tenant, ...own.map((field): Column => [field.name, ...typeOf(field, sampleOf(field.name)), field.label.zh]), ...TAIL];
}

function infoOf(schema: ResourceSchema, table: string): TableInfo {
  const fields = columnsOf(schema, table).map(([propertyName, type, propertyType, comment]): TableField => ({
    name: snake(propertyName), columnName: snake(propertyName), type, propertyName, propertyType, comment,
    keyFlag: propertyName === 'id', keyIdentityFlag: false,
  }));
  return {
    name: `${PREFIX}${table}`, comment: schema.title.zh, entityName: pascal(`${PREFIX}${table}`), havePrimaryKey: true,
    fieldNames: fields.map((field) => field.name).join(', '), fields,
  };
}

/** Every table, once (the first schema reading a table names it), ordered by name. */
export function mockTables(): TableInfo[] {
  const first = new Map<string, ResourceSchema>();
  for (const schema of resources as readonly ResourceSchema[]) {
    const table = schema.table ?? schema.name;
    if (!first.has(table)) first.set(table, schema);
  }
  return [...first].map(([table, schema]) => infoOf(schema, table)).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * One table as BladeX's getTableInfo answers it, or undefined: its entity named without the
 * table's first segment (blade_notice → Notice).
 */
export function mockTable(name: string): TableInfo | undefined {
  const found = mockTables().find((table) => table.name === name);
  if (!found) return undefined;
  const first = pascal(name.split('_')[0] ?? '');
  return { ...found, entityName: found.entityName.replace(first, '') };
}
