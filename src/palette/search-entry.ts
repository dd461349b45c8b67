/**
 * Searchable text, prepared once per item: its fields lower-cased and laid out for `includes`,
 * with masks of the characters it holds and starts with, so a query rejects most items by two
 * integer tests instead of reading their text.
 *
 * Strings are built with `join`, which makes flat strings: built with `+=` they would be ropes,
 * and the first `includes` on each would copy it flat, which made the first query over thousands
 * of titles several times slower than the next.
 */
import { hasHan, pinyinLoaded, spellingOf } from './pinyin';

/**
 * A character's bit among 30 (a Smi, not a boxed number): a–z one bit each, so a letter's bit
 * alone tells whether a text holds it; digits share three bits and other ASCII one.
 */
export function asciiBit(code: number): number {
  if (code >= 97 && code <= 122) return 1 << (code - 97);
  if (code >= 48 && code <= 57) return 1 << (26 + (code % 3));
  return code < 128 ? 1 << 29 : 0;
}

/** Any other character's bit among 30 (Chinese characters spread over them by code point). */
export function otherBit(code: number): number {
  return code < 128 ? 0 : 1 << (code % 30);
}

/** Lines for `includes`: a match at a start is an occurrence of '\n' + query. */
export interface Layout {
  /** '\n' + each line (a field, or a spelling) joined. */
  readonly heads: string;
  /** '\n' + the rest of each line from every later word (or syllable) start. */
  readonly words: string;
  /** The characters of the heads, and those the heads and the words start with. */
  readonly hasAscii: number;
  readonly hasOther: number;
  readonly headAscii: number;
  readonly headOther: number;
  readonly wordAscii: number;
  readonly wordOther: number;
  /**
   * The first character of each line, and of each later word: for a one-character query they
   * are the whole answer to whether a line or a word starts with it.
   */
  readonly lineLeads: string;
  readonly wordLeads: string;
}

/** One searchable item. */
export interface SearchEntry extends Layout {
  readonly fields: readonly string[];
  /** The fields with Chinese characters, whose pinyin a latin query may match. */
  readonly han: readonly string[];
  /** Their pinyin laid out, prepared on the first latin query once the dictionary has loaded. */
  spelled?: Layout;
}

/** Lays out lines, each with the offsets its later words start at. */
function layout(lines: readonly string[], wordStarts: readonly (readonly number[])[]): Layout {
  const words = [''];
  const lineLeads: string[] = [];
  const wordLeads: string[] = [];
  let hasAscii = 0, hasOther = 0, headAscii = 0, headOther = 0, wordAscii = 0, wordOther = 0;
  lines.forEach((line, n) => {
    for (let i = 0; i < line.length; i++) {
      const code = line.charCodeAt(i);
      hasAscii |= asciiBit(code);
      hasOther |= otherBit(code);
    }
    if (line) {
      lineLeads.push(line[0]!);
      headAscii |= asciiBit(line.charCodeAt(0));
      headOther |= otherBit(line.charCodeAt(0));
    }
    for (const at of wordStarts[n]!) {
      words.push(line.slice(at));
      wordLeads.push(line[at]!);
      wordAscii |= asciiBit(line.charCodeAt(at));
      wordOther |= otherBit(line.charCodeAt(at));
    }
  });
  return {
    heads: ['', ...lines].join('\n'), words: words.join('\n'), hasAscii, hasOther, headAscii, headOther, wordAscii, wordOther,
    lineLeads: lineLeads.join(''), wordLeads: wordLeads.join(''),
  };
}

const separators = new Set([...' \t./_-:()（）·,，、|>›']);

/** Where words start after the first: a non-separator after a separator. */
function wordStartsOf(field: string): number[] {
  const starts: number[] = [];
  for (let i = 1; i < field.length; i++) if (separators.has(field[i - 1]!) && !separators.has(field[i]!)) starts.push(i);
  return starts;
}

export function prepareEntry(texts: readonly (string | undefined)[]): SearchEntry {
  const fields: string[] = [];
  for (const text of texts) if (text) fields.push(text.trim().toLowerCase());
  const { heads, words, hasAscii, hasOther, headAscii, headOther, wordAscii, wordOther, lineLeads, wordLeads } = layout(fields, fields.map(wordStartsOf));
  // One literal with every property, `spelled` included: entries then share one compact shape.
  return { heads, words, hasAscii, hasOther, headAscii, headOther, wordAscii, wordOther, lineLeads, wordLeads, fields, han: fields.filter(hasHan), spelled: undefined };
}

/**
 * Lays out the pinyin of the entry's Chinese fields, once (idle time may do it ahead of the
 * first latin query); undefined while the dictionary has not loaded or there is nothing to spell.
 */
export function spellFields(entry: SearchEntry): Layout | undefined {
  if (!entry.spelled && entry.han.length && pinyinLoaded()) entry.spelled = spellEntry(entry);
  return entry.spelled;
}

/** Each Chinese field spelled in full and by initials, every syllable a word start. */
function spellEntry(entry: SearchEntry): Layout {
  const lines: string[] = [];
  const starts: number[][] = [];
  for (const field of entry.han) {
    const spelling = spellingOf(field)!;
    for (const pieces of [spelling.full, spelling.initials]) {
      const at: number[] = [];
      for (let i = 1, offset = pieces[0]!.length; i < pieces.length; offset += pieces[i]!.length, i++) at.push(offset);
      lines.push(pieces.join(''));
      starts.push(at);
    }
  }
  return layout(lines, starts);
}
