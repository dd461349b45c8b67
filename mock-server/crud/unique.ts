/**
 * Codes and keys that name one row: a submit that would give a second live row the same value
 * (within the school, for a school's rows) is refused with 当前<field>已存在!, as BladeX words
 * its own (当前用户 [x] 已存在!, 当前字典键值已存在!). The check and the write happen in one
 * synchronous step after the body is read, so concurrent submits cannot both pass it. Users,
 * menus and dictionaries check their own keys (org/users.ts, org/menu.ts, tenancy/dictionary.ts).
 */
import type { ResourceSchema } from '../../src/schema/types';
import { BadRequest } from '../envelope';
import type { CrudRow } from './rows';

/** The unique fields of each table. */
const UNIQUE_FIELDS: Record<string, readonly string[]> = {
  param: ['paramKey'],
  client: ['clientId'],
  role: ['roleAlias'],
  post: ['postCode'],
  top_menu: ['code'],
  oss: ['ossCode'],
  sms: ['smsCode'],
  tenant: ['tenantId'],
  tenant_package: ['packageName'],
  model: ['modelCode'],
};

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** Refuses `row` (inserted or updated, its id set) when another live row holds one of its unique values. */
export function requireUnique(schema: ResourceSchema, table: readonly CrudRow[], row: Record<string, unknown>): void {
  for (const field of UNIQUE_FIELDS[schema.table ?? schema.name] ?? []) {
    const value = text(row[field]);
    if (!value) continue;
    const clash = table.some((other) => other.isDeleted === 0 && other.id !== row.id && text(other[field]) === value
      && (schema.scope !== 'tenant' || other.tenantId === row.tenantId));
    if (clash) throw new BadRequest(`当前${schema.fields.find((f) => f.name === field)?.label.zh ?? field}已存在!`);
  }
}
