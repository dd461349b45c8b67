/**
 * The key that tells a school's records apart, for an import's duplicates: the schema's `key`
 * fields, else its title field; values compared as the wire carries them.
 */
import { titleFieldOf, type ResourceSchema } from '../../schema/types';

export function keyFieldsOf(schema: ResourceSchema): readonly string[] {
  return schema.key ?? [titleFieldOf(schema).name];
}

export function keyOf(schema: ResourceSchema, record: Record<string, unknown>): string {
  return keyFieldsOf(schema).map((name) => String(record[name] ?? '').trim()).join('\u0000');
}
