/**
 * A searcher's view of its entries: their masks side by side in typed arrays, six per entry
 * (what the heads hold, what the heads start with, what the words start with; ASCII, then the
 * rest), so a scan reads the masks in order instead of visiting every entry object, and a
 * one-letter query reads nothing else.
 */
import { pinyinLoaded } from './pinyin';
import { spellFields, type Layout, type SearchEntry } from './search-entry';

/** The entries, their masks, and their pinyin's masks once the dictionary has loaded. */
export interface Columns {
  entries: readonly SearchEntry[];
  direct: Int32Array;
  /** Whether each entry has Chinese fields. */
  han: Uint8Array;
  spelled?: Int32Array;
}

/** Where each layout's masks sit in an entry's six. */
export const HOLDS = 0, HEADS = 2, WORDS = 4, STRIDE = 6;

function masksOf(layouts: readonly (Layout | undefined)[]): Int32Array {
  const masks = new Int32Array(layouts.length * STRIDE);
  for (let i = 0, at = 0; i < layouts.length; i++, at += STRIDE) {
    const layout = layouts[i];
    if (!layout) continue;
    masks[at + HOLDS] = layout.hasAscii;
    masks[at + HOLDS + 1] = layout.hasOther;
    masks[at + HEADS] = layout.headAscii;
    masks[at + HEADS + 1] = layout.headOther;
    masks[at + WORDS] = layout.wordAscii;
    masks[at + WORDS + 1] = layout.wordOther;
  }
  return masks;
}

export function columnsOf(entries: readonly SearchEntry[]): Columns {
  const han = new Uint8Array(entries.length);
  for (let i = 0; i < entries.length; i++) han[i] = entries[i]!.han.length ? 1 : 0;
  const columns: Columns = { entries, direct: masksOf(entries), han, spelled: undefined };
  spelledMasks(columns);
  return columns;
}

/** The pinyin's masks, once the dictionary has loaded (each entry spelled once, if not yet). */
export function spelledMasks(columns: Columns): Int32Array | undefined {
  if (!columns.spelled && pinyinLoaded()) columns.spelled = masksOf(columns.entries.map(spellFields));
  return columns.spelled;
}
