/**
 * The key that tells a school's records apart, for an import's duplicates: the schema's `key`
 * fields, else its title field; values compared as the wire carries them.
 */
import { titleFieldOf, type ResourceSchema } from '../../schema/types';

export function keyFieldsOf(schema: ResourceSchema): readonly string[] {
  return schema.key ?? [titleFieldOf(schema).name];
}

/** What joins a key's values. */
const JOIN = '\u0000';

export function keyOf(schema: ResourceSchema, record: Record<string, unknown>): string {
  return keyFieldsOf(schema).map((name) => String(record[name] ?? '').trim()).join(JOIN);
}

/** The values of a key (keyOf) by field name. */
export function keyValues(schema: ResourceSchema, key: string): Record<string, string> {
  const values = key.split(JOIN);
  return Object.fromEntries(keyFieldsOf(schema).map((name, i) => [name, values[i] ?? '']));
}
