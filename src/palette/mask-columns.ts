/**
 * A searcher's view of its entries: their masks side by side in typed arrays, so a scan reads
 * them in order instead of visiting every entry object, and a one-letter query reads nothing
 * else. Each kind of mask has an array of its own, two numbers per entry (ASCII, then the rest):
 * a query the first kind rejects reads 8 bytes per entry, not the 24 of all three.
 */
import { pinyinLoaded } from './pinyin';
import { spellFields, type Layout, type SearchEntry } from './search-entry';

/** What each entry's heads hold, what its heads start with, what its words start with. */
export interface Masks {
  holds: Int32Array;
  heads: Int32Array;
  words: Int32Array;
}

/** The entries, their masks, and their pinyin's masks once the dictionary has loaded. */
export interface Columns {
  entries: readonly SearchEntry[];
  direct: Masks;
  /** Whether each entry has Chinese fields. */
  han: Uint8Array;
  spelled: Masks | undefined;
}

function masksOf(layouts: readonly (Layout | undefined)[]): Masks {
  const holds = new Int32Array(layouts.length * 2);
  const heads = new Int32Array(layouts.length * 2);
  const words = new Int32Array(layouts.length * 2);
  for (let i = 0, at = 0; i < layouts.length; i++, at += 2) {
    const layout = layouts[i];
    if (!layout) continue;
    holds[at] = layout.hasAscii;
    holds[at + 1] = layout.hasOther;
    heads[at] = layout.headAscii;
    heads[at + 1] = layout.headOther;
    words[at] = layout.wordAscii;
    words[at + 1] = layout.wordOther;
  }
  return { holds, heads, words };
}

export function columnsOf(entries: readonly SearchEntry[]): Columns {
  const han = new Uint8Array(entries.length);
  for (let i = 0; i < entries.length; i++) han[i] = entries[i]!.han.length ? 1 : 0;
  const columns: Columns = { entries, direct: masksOf(entries), han, spelled: undefined };
  spelledMasks(columns);
  return columns;
}

/** The pinyin's masks, once the dictionary has loaded (each entry spelled once, if not yet). */
export function spelledMasks(columns: Columns): Masks | undefined {
  if (!columns.spelled && pinyinLoaded()) columns.spelled = masksOf(columns.entries.map(spellFields));
  return columns.spelled;
}
