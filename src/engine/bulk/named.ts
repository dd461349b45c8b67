/**
 * The records a sheet names in a field of records or of a tree (a school's documents, its
 * departments, roles or menus), found on the server without reading the whole table: each
 * distinct text of the column is searched by label (one page of matches, the exact ones kept,
 * case aside), and the texts no label matched are looked up as values (ids), as a cell may give
 * a choice by its key. The rows an import adds are the caller's school's, so a school-owned
 * source is searched in the caller's school (`tenantId`).
 */
import type { RecordsSource, TreeSource } from '../../schema/types';
import { recordLabels, searchRecords } from '../record-options';
import { isTreeSource } from '../tree-options';
import type { Choice } from './cells';
import { eachLimited } from './limited';

/** The choices `texts` name in `source`: one per text found, named by that text. */
export async function namedChoices(source: RecordsSource | TreeSource, texts: readonly string[], tenantId?: string): Promise<Choice[]> {
  const search = isTreeSource(source) ? source.search : source;
  const byValue = isTreeSource(source) ? source.names : source;
  const found = new Map<string, string>();
  await eachLimited([...new Set(texts.map((text) => text.trim()).filter(Boolean))], async (text) => {
    const wanted = text.toLowerCase();
    const match = (await searchRecords(search, text, tenantId)).find((option) => option.label.trim().toLowerCase() === wanted);
    if (match) found.set(text, match.value);
  });
  const unmatched = texts.map((text) => text.trim()).filter((text) => text && !found.has(text));
  const labels = unmatched.length ? await recordLabels(byValue, unmatched) : [];
  const choices: Choice[] = [...found].map(([text, value]) => ({ value, names: [text] }));
  // A value no record has reads as itself: only one with a label of its own is a record.
  unmatched.forEach((value, i) => labels[i] !== value && choices.push({ value, names: [labels[i]!] }));
  return choices;
}
