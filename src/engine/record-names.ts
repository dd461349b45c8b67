/**
 * Rows as a question about them names them: how many, and the titles of the first few, so a
 * confirmation never asks about rows it does not name. Titles come from the rows the palette
 * found (picked in a prompt, or by the record search) and from the rows on the screen.
 */
import type { Localized } from '../base/config';
import { titleFieldOf, type ResourceSchema } from '../schema/types';
import { viewOf } from './controller';

/** How many titles a question names; the rest are counted. */
export const NAMED = 3;

export interface NamedRows {
  /** The screen the rows are on (年级). */
  screen: Localized;
  count: number;
  /** The titles of the first NAMED rows (their ids where no title is known). */
  names: string[];
}

/** Titles of rows found in the palette, by resource and id: the latest few hundred. */
const found = new Map<string, string>();
const FOUND_LIMIT = 500;
const keyOf = (resource: string, id: string) => `${resource}\n${id}`;

/** Notes the titles of rows found outside their screen, so a question about them can name them. */
export function noteTitles(resource: string, rows: readonly { id: string; title: string }[]): void {
  for (const { id, title } of rows) {
    found.delete(keyOf(resource, id));
    found.set(keyOf(resource, id), title);
  }
  for (const oldest of found.keys()) {
    if (found.size <= FOUND_LIMIT) break;
    found.delete(oldest);
  }
}

/** The rows `ids` of the schema's screen, named. */
export function namedRows(schema: ResourceSchema, ids: readonly string[]): NamedRows {
  const title = titleFieldOf(schema).name;
  const view = viewOf(schema.name);
  const nameOf = (id: string) => {
    const shown = view?.row(id)?.[title];
    return found.get(keyOf(schema.name, id)) ?? (shown === undefined || shown === null || shown === '' ? id : String(shown));
  };
  return { screen: schema.title, count: ids.length, names: ids.slice(0, NAMED).map(nameOf) };
}
