/**
 * A searcher's view of its entries: their masks side by side in typed arrays, so a scan reads
 * them in order instead of visiting every entry object, and a one-letter query reads nothing
 * else. Each kind of mask has an array of its own, two numbers per entry (ASCII, then the rest):
 * a query the first kind rejects reads 8 bytes per entry, not the 24 of all three.
 */
import { pinyinLoaded } from './pinyin';
import { spellFields, type Layout, type SearchEntry } from './search-entry';

/**
 * What each entry's heads hold, what its heads start with, what its words start with; and the
 * texts themselves side by side, so reading one costs one hop in memory, not two (the entry,
 * then its string): the masks leave thousands to read on some keystrokes.
 */
export interface Masks {
  holds: Int32Array;
  heads: Int32Array;
  words: Int32Array;
  headText: readonly string[];
  wordText: readonly string[];
}

/** Characters of every entry in one array: entry i's are codes[at[i]] up to codes[at[i + 1]]. */
export interface Leads {
  codes: Uint16Array;
  at: Int32Array;
}

function leadsOf(entries: readonly SearchEntry[], kind: 'lineLeads' | 'wordLeads'): Leads {
  const at = new Int32Array(entries.length + 1);
  for (let i = 0; i < entries.length; i++) at[i + 1] = at[i]! + entries[i]![kind].length;
  const codes = new Uint16Array(at[entries.length]!);
  for (let i = 0; i < entries.length; i++) {
    const text = entries[i]![kind];
    for (let k = 0, to = at[i]!; k < text.length; k++) codes[to + k] = text.charCodeAt(k);
  }
  return { codes, at };
}

/** The entries, their masks, and their pinyin's masks once the dictionary has loaded. */
export interface Columns {
  entries: readonly SearchEntry[];
  direct: Masks;
  /**
   * The entries' own line and word leads (not their pinyin's: a one-character latin query is a
   * letter, which the masks answer exactly).
   */
  lineLeads: Leads;
  wordLeads: Leads;
  /** Whether each entry has Chinese fields, and whether any has. */
  han: Uint8Array;
  anyHan: boolean;
  spelled: Masks | undefined;
}

function masksOf(layouts: readonly (Layout | undefined)[]): Masks {
  const holds = new Int32Array(layouts.length * 2);
  const heads = new Int32Array(layouts.length * 2);
  const words = new Int32Array(layouts.length * 2);
  const headText: string[] = [];
  const wordText: string[] = [];
  for (let i = 0, at = 0; i < layouts.length; i++, at += 2) {
    const layout = layouts[i];
    headText.push(layout?.heads ?? '');
    wordText.push(layout?.words ?? '');
    if (!layout) continue;
    holds[at] = layout.hasAscii;
    holds[at + 1] = layout.hasOther;
    heads[at] = layout.headAscii;
    heads[at + 1] = layout.headOther;
    words[at] = layout.wordAscii;
    words[at + 1] = layout.wordOther;
  }
  return { holds, heads, words, headText, wordText };
}

// The last columns laid out for a list, by its first entry: the palette opens on the same
// commands again and again (a new list each time), and laying out 20,000 costs milliseconds.
const laidOut = new WeakMap<SearchEntry, Columns>();

function sameEntries(a: readonly SearchEntry[], b: readonly SearchEntry[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function columnsOf(entries: readonly SearchEntry[]): Columns {
  const last = entries.length ? laidOut.get(entries[0]!) : undefined;
  if (last && sameEntries(last.entries, entries)) {
    spelledMasks(last);
    return last;
  }
  const han = new Uint8Array(entries.length);
  let anyHan = false;
  for (let i = 0; i < entries.length; i++) {
    if (!entries[i]!.han.length) continue;
    han[i] = 1;
    anyHan = true;
  }
  const columns: Columns = {
    entries, direct: masksOf(entries), lineLeads: leadsOf(entries, 'lineLeads'), wordLeads: leadsOf(entries, 'wordLeads'), han, anyHan, spelled: undefined,
  };
  spelledMasks(columns);
  if (entries.length) laidOut.set(entries[0]!, columns);
  return columns;
}

/** The pinyin's masks, once the dictionary has loaded (each entry spelled once, if not yet). */
export function spelledMasks(columns: Columns): Masks | undefined {
  if (!columns.spelled && pinyinLoaded()) columns.spelled = masksOf(columns.entries.map(spellFields));
  return columns.spelled;
}
