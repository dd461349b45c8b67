/**
 * Reading a resource back from the server, for the checks and the undo steps: what a command
 * claims to have written must be found there, not in a toast or the screen's cache.
 */
import * as api from '../../src/api/resource';
import type { Filters, ResourceRow } from '../../src/api/resource';
import { titleFieldOf, type FieldDef, type ResourceSchema } from '../../src/schema/types';
import { isTreeResource } from '../../src/engine/access';
import { masterFilter } from '../../src/engine/controller';

/** More rows than any check's subject is ever away from the top of its list. */
const READ_SIZE = 200;

/**
 * The rows the server answers for `filters` (first page of READ_SIZE, or the whole tree); a
 * detail list's, under the master row chosen on screen, as the screen lists them.
 */
export async function serverRows(schema: ResourceSchema, filters: Filters = {}): Promise<ResourceRow[]> {
  return api.firstRows(schema, { ...masterFilter(schema), ...filters }, READ_SIZE);
}

/** How many rows the list holds for `filters`, as its pager counts them (a tree: its top level). */
export async function serverTotal(schema: ResourceSchema, given: Filters = {}): Promise<number> {
  const filters = { ...masterFilter(schema), ...given };
  if (isTreeResource(schema)) return (await api.tree(schema, filters)).length;
  return (await api.list(schema, { current: 1, size: 1, filters })).total;
}

/** One record as the server holds it now (its detail call, else its row in the list); undefined when gone. */
export async function serverRecord(schema: ResourceSchema, id: string): Promise<ResourceRow | undefined> {
  if (schema.api.detail) {
    const row = await api.detail(schema, id).catch(() => undefined);
    return row && row.id !== 'undefined' && row.id !== 'null' ? row : undefined;
  }
  return (await serverRows(schema)).find((row) => row.id === id);
}

/** Values compare as the wire carries them: 1 and '1', true and 1, 'a,b' and ['a','b']. */
export function sameValue(stored: unknown, typed: unknown): boolean {
  const wire = (value: unknown): string => {
    if (value === true) return '1';
    if (value === false) return '0';
    if (Array.isArray(value)) return value.join(',');
    return value === undefined || value === null ? '' : String(value);
  };
  return wire(stored) === wire(typed);
}

/** Fields the server keeps as typed: form fields that are neither secrets nor uploads. */
export function comparableFields(schema: ResourceSchema, values: Record<string, unknown>): FieldDef[] {
  return schema.fields.filter((field) => field.form !== false && field.kind !== 'password' && values[field.name] !== undefined);
}

/** The fields of `values` that the row does not hold, by name: empty when the row holds them all. */
export function differences(schema: ResourceSchema, row: Record<string, unknown>, values: Record<string, unknown>): string[] {
  return comparableFields(schema, values).filter((field) => !sameValue(row[field.name], values[field.name])).map((field) => field.name);
}

/**
 * The newest row holding every one of `values`: how a record just added is found, since
 * BladeX's `submit` answers no id. Looked up by the title field, then compared field by field.
 */
export async function findStored(schema: ResourceSchema, values: Record<string, unknown>): Promise<ResourceRow | undefined> {
  const title = titleFieldOf(schema);
  const byTitle = title.search && typeof values[title.name] === 'string' ? { [title.name]: values[title.name] as string } : {};
  const rows = await serverRows(schema, byTitle);
  const matches = rows.filter((row) => differences(schema, row, values).length === 0);
  const created = (row: ResourceRow) => String(row.createTime ?? '');
  return matches.sort((a, b) => created(b).localeCompare(created(a)) || Number(b.id) - Number(a.id))[0];
}
