/**
 * The palette's ranking: functions over entries prepared once (search-entry.ts).
 *
 * Order: field prefix, then word prefix, then words in any order (each piece of the query a
 * prefix of one of the entry's words: 新增通知 and 通知 新增 find 通知公告: 新增), then fuzzy
 * (subsequence). Boosted entries (the current screen's commands) go before the others on the
 * three word tiers, so a global command never outranks a local one on the same words; then
 * frecency, then index order (stable).
 *
 * A query of latin letters also matches Chinese fields by their pinyin, full or initials, from
 * the start of the field (prefix) or of any syllable (word prefix): `cs` and `canshu` find
 * 参数管理 first, `guanli` and `gl` as a word prefix. Pinyin never matches fuzzily, because
 * long runs of latin letters would contain almost any short query as a subsequence.
 */
import { loadPinyin, pinyinLoaded } from './pinyin';
import { columnsOf, spelledMasks, type Columns, type Leads, type Masks } from './mask-columns';
import { asciiBit, otherBit, type SearchEntry } from './search-entry';

export const Tier = { prefix: 0, wordPrefix: 1, words: 2, fuzzy: 3 } as const;
export type Tier = (typeof Tier)[keyof typeof Tier];
const NO_MATCH = -1;

/** Lower-case, trimmed, inner spaces collapsed: what the user means, not how they typed it. */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

function isSubsequence(text: string, query: string): boolean {
  let at = 0;
  for (let i = 0; i < query.length; i++) {
    at = text.indexOf(query[i]!, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

const latin = /^[a-z0-9]*[a-z][a-z0-9]*$/;

/** A normalized query as matching reads it, worked out once per ranking, not per entry. */
interface Query {
  /** '\n' + the query: a prefix of a field or word. */
  anchored: string;
  /** Without spaces: what a subsequence, or a spelling, must contain. */
  compact: string;
  /** '\n' + compact, when it is latin letters that may be pinyin; else undefined. */
  spelled?: string;
  /** The masks of compact's characters, and of its first. */
  ascii: number;
  other: number;
  firstAscii: number;
  firstOther: number;
  /** One letter a–z: its bit alone tells whether a text holds it or starts with it. */
  letter: boolean;
  /** compact's first character. */
  first: number;
}

function prepareQuery(query: string): Query {
  const compact = query.includes(' ') ? query.replace(/ /g, '') : query;
  let ascii = 0, other = 0;
  for (let i = 0; i < compact.length; i++) {
    ascii |= asciiBit(compact.charCodeAt(i));
    other |= otherBit(compact.charCodeAt(i));
  }
  const first = compact.charCodeAt(0);
  return {
    anchored: '\n' + query,
    compact,
    spelled: latin.test(compact) ? '\n' + compact : undefined,
    ascii,
    other,
    firstAscii: asciiBit(first),
    firstOther: otherBit(first),
    letter: compact.length === 1 && first >= 97 && first <= 122,
    first,
  };
}

/** Whether entry i's masks (at a = 2i) have all of the query's characters (`first`: its first character). */
function has(masks: Int32Array, a: number, query: Query, first: boolean): boolean {
  const ascii = first ? query.firstAscii : query.ascii;
  const other = first ? query.firstOther : query.other;
  return (masks[a]! & ascii) === ascii && (masks[a + 1]! & other) === other;
}

/** Whether one of entry i's leads is `code`. */
function leads(of: Leads, i: number, code: number): boolean {
  for (let k = of.at[i]!, end = of.at[i + 1]!; k < end; k++) if (of.codes[k] === code) return true;
  return false;
}

/**
 * How the entry's own characters match; -1 when they do not. Every tier implies the entry holds
 * the query's characters, so the masks reject most entries before their text is read (reading
 * it is what costs: each entry's strings lie elsewhere in memory). A one-letter query's bits are
 * exact: it reads no text at all.
 */
function directTier(columns: Columns, i: number, query: Query): Tier | typeof NO_MATCH {
  const a = i * 2;
  const { holds, heads, words, headText, wordText } = columns.direct;
  if (!has(holds, a, query, false)) return NO_MATCH;
  const headStart = has(heads, a, query, true);
  const wordStart = has(words, a, query, true);
  if (query.letter) return headStart ? Tier.prefix : wordStart ? Tier.wordPrefix : Tier.fuzzy;
  const { anchored, compact } = query;
  const text = headText[i]!;
  if (compact.length === 1) {
    // The leads answer whether a line or a word starts with it (the masks of characters other
    // than letters are shared by many), without reading the text; a fuzzy match holds it anywhere.
    if (headStart && leads(columns.lineLeads, i, query.first)) return Tier.prefix;
    if (wordStart && leads(columns.wordLeads, i, query.first)) return Tier.wordPrefix;
    return text.includes(compact) ? Tier.fuzzy : NO_MATCH;
  }
  if (headStart && text.includes(anchored)) return Tier.prefix;
  if (wordStart && wordText[i]!.includes(anchored)) return Tier.wordPrefix;
  if (inPieces(text, wordText[i]!, compact)) return Tier.words;
  // A prefix found needs no subsequence scan (it is one), so the scan comes after, for fuzzy matches.
  if (!isSubsequence(text, compact)) return NO_MATCH;
  // A fuzzy match must fit in one field.
  for (const field of columns.entries[i]!.fields) if (isSubsequence(field, compact)) return Tier.fuzzy;
  return NO_MATCH;
}

/**
 * Whether `query` is a run of pieces, each the start of one of the entry's fields or words
 * (`heads`, `words`: as laid out, each line after '\n'), in any order: 新增通知 is 新增 + 通知.
 * reach[k]: the first k characters are such a run. A piece that is no word's start has no
 * longer piece that is, so each position stops at its first miss. Each piece but the last has
 * at least MIN_PIECE characters.
 */
const MIN_PIECE = 2;

function inPieces(heads: string, words: string, query: string): boolean {
  const reach = new Uint8Array(query.length + 1);
  reach[0] = 1;
  for (let from = 0; from < query.length; from++) {
    if (!reach[from]) continue;
    for (let to = from + 1; to <= query.length; to++) {
      const piece = '\n' + query.slice(from, to);
      if (!heads.includes(piece) && !words.includes(piece)) break;
      // One character is too little to stand for a word (`dsr` is not d… s… r…), but the last
      // piece may be one still being typed; so a longer query matches only where a shorter did,
      // which lets the searcher narrow the last matches.
      if (to - from >= MIN_PIECE || to === query.length) reach[to] = 1;
    }
  }
  return reach[query.length] === 1;
}

/** How a latin query matches the entry's Chinese fields by pinyin (`masks`: the pinyin's); -1 when it does not. */
function spelledTier(columns: Columns, i: number, query: Query, masks: Masks): Tier | typeof NO_MATCH {
  const a = i * 2;
  if (!columns.han[i] || !has(masks.holds, a, query, false)) return NO_MATCH;
  const headStart = has(masks.heads, a, query, true);
  const wordStart = has(masks.words, a, query, true);
  if (!headStart && !wordStart) return NO_MATCH;
  if (query.letter) return headStart ? Tier.prefix : Tier.wordPrefix;
  if (headStart && masks.headText[i]!.includes(query.spelled!)) return Tier.prefix;
  if (wordStart && masks.wordText[i]!.includes(query.spelled!)) return Tier.wordPrefix;
  return NO_MATCH;
}

/** How well entry i matches; -1 when it does not. `spelled`: as spelledFor answers. */
function tierOf(columns: Columns, i: number, query: Query, spelled: Masks | undefined): Tier | typeof NO_MATCH {
  const direct = directTier(columns, i, query);
  if (direct === Tier.prefix || !spelled) return direct;
  const other = spelledTier(columns, i, query, spelled);
  return other !== NO_MATCH && (direct === NO_MATCH || other < direct) ? other : direct;
}

/**
 * The pinyin's masks when a latin query may match Chinese fields by pinyin. Without the
 * dictionary (`spelled` false) nothing matches by pinyin yet: it is loaded only once someone
 * types latin letters over Chinese titles, and the views rank again then.
 */
function spelledFor(columns: Columns, query: Query, spelled: boolean): Masks | undefined {
  if (!query.spelled || !columns.anyHan) return undefined;
  if (!spelled) void loadPinyin();
  return spelled ? spelledMasks(columns) : undefined;
}

/** How well an entry matches a normalized, non-empty query; -1 when it does not. */
export function matchTier(entry: SearchEntry, query: string, spelled = pinyinLoaded()): Tier | typeof NO_MATCH {
  const columns = columnsOf([entry]);
  const prepared = prepareQuery(query);
  return tierOf(columns, 0, prepared, spelledFor(columns, prepared, spelled));
}

export interface RankOptions {
  /** How many to return (the palette renders only these). */
  limit?: number;
  /** Frecency of an entry by index; higher first among equal matches. */
  score?: (index: number) => number;
  /** Entries that go first among equal matches (e.g. row actions while rows are selected). */
  boost?: (index: number) => boolean;
  /**
   * Whether the pinyin dictionary has loaded, as the caller shows it (a view passes its snapshot
   * of pinyinState.ready, so it ranks again when that changes); default: whether it has now.
   */
  spelled?: boolean;
  /** Only these indices (ascending) can match: the matches of a shorter query. */
  within?: Int32Array;
}

export interface Ranked {
  /** Indices of the best matches, best first, at most `limit`. */
  top: number[];
  /**
   * Every matching index, ascending: narrows the next, longer query. A typed array: up to one
   * number per entry, kept for the queries remembered, which the garbage collector then need
   * not copy or scan.
   */
  matches: Int32Array;
}

/** The options' order, read once over all entries: asking each match its frecency cost more. */
interface Order {
  limit: number;
  /** Entries with a frecency, highest first, ties by index. */
  scored: readonly number[];
  isScored?: Uint8Array;
  boosted?: Uint8Array;
}

function orderOf(count: number, { limit = Infinity, score, boost }: RankOptions): Order {
  const scores: [number, number][] = [];
  let boosted: Uint8Array | undefined;
  for (let i = 0; i < count; i++) {
    const s = score?.(i) ?? 0;
    if (s > 0) scores.push([i, s]);
    if (boost?.(i)) (boosted ??= new Uint8Array(count))[i] = 1;
  }
  scores.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const isScored = scores.length ? new Uint8Array(count) : undefined;
  for (const [i] of scores) isScored![i] = 1;
  return { limit, scored: scores.map(([i]) => i), isScored, boosted };
}

const BUCKETS = 8;

/**
 * The bucket of a match: boosted entries first within the word tiers, all of which go before
 * any fuzzy match; then the other entries of those tiers; fuzzy matches last, boosted first.
 */
function bucketOf(tier: Tier, boosted: boolean): number {
  if (tier === Tier.fuzzy) return boosted ? 6 : 7;
  return boosted ? tier : 3 + tier;
}

/** Whether the zh or en title (the first two fields of the entry's heads) is `q`. */
function isTitle(heads: string, q: string): boolean {
  const [, zh, en] = heads.split('\n', 3);
  return zh === q || en === q;
}

function rankIn(columns: Columns, q: string, order: Order, spelled: boolean, within?: Int32Array): Ranked {
  if (!q) return { top: [], matches: new Int32Array(0) };
  const query = prepareQuery(q);
  const { limit, isScored, boosted } = order;
  // Per bucket (see bucketOf), its first `limit` unscored matches in index order:
  // all the top can take of them. Scored matches are placed by their bucket afterwards.
  const firsts: number[][] = Array.from({ length: BUCKETS }, () => []);
  const scoredIn = isScored && new Map<number, number>();
  const pinyin = spelledFor(columns, query, spelled);
  const count = within ? within.length : columns.entries.length;
  // Filled up to `found`, then copied out at its length (growing an array by push cost more).
  const matches = new Int32Array(count);
  let found = 0;
  // Entries whose title (zh or en: the first two fields) is the whole query go first, before the
  // current screen's own commands: whoever types a whole title (用户管理) means that command,
  // not 用户管理: 编辑所选. A keyword typed whole (搜索) is no title and ranks as before.
  const exact: number[] = [];
  for (let k = 0; k < count; k++) {
    const i = within ? within[k]! : k;
    const tier = tierOf(columns, i, query, pinyin);
    if (tier === NO_MATCH) continue;
    matches[found++] = i;
    if (tier === Tier.prefix && isTitle(columns.direct.headText[i]!, q)) {
      if (exact.length < limit) exact.push(i);
      continue;
    }
    const bucket = bucketOf(tier, boosted?.[i] === 1);
    if (scoredIn && isScored![i]) scoredIn.set(i, bucket);
    else if (firsts[bucket]!.length < limit) firsts[bucket]!.push(i);
  }

  const top: number[] = byScore(exact, (i) => (isScored?.[i] ? order.scored.length - order.scored.indexOf(i) : 0)).slice(0, limit);
  for (let bucket = 0; bucket < BUCKETS && top.length < limit; bucket++) {
    if (scoredIn) for (const i of order.scored) if (top.length < limit && scoredIn.get(i) === bucket) top.push(i);
    for (const i of firsts[bucket]!) if (top.length < limit) top.push(i);
  }
  return { top, matches: matches.slice(0, found) };
}

/** Ranks entries against a query; an empty query matches nothing (the caller lists instead). */
export function rank(entries: readonly SearchEntry[], query: string, options: RankOptions = {}): Ranked {
  const { within, spelled = pinyinLoaded() } = options;
  return rankIn(columnsOf(entries), normalizeQuery(query), orderOf(entries.length, options), spelled, within);
}

/** Scored entries first (highest first), then the rest in index order; stable. */
export function byScore(indices: readonly number[], score?: (index: number) => number): readonly number[] {
  if (!score) return indices;
  const scored: [number, number][] = [];
  const rest: number[] = [];
  for (const i of indices) {
    const s = score(i);
    if (s > 0) scored.push([i, s]);
    else rest.push(i);
  }
  if (!scored.length) return indices;
  scored.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return [...scored.map(([i]) => i), ...rest];
}

export interface Searcher {
  /** The best matches of `query`; `spelled` as in RankOptions. */
  search(query: string, spelled?: boolean): Ranked;
}

const CACHE_LIMIT = 64;

/**
 * Remembers the matches of each query so typing narrows the last matches instead of scanning
 * everything (a longer query matches a subset), and backspace is a lookup. The pinyin
 * dictionary arriving widens what matches, so it starts the memory over. Frecency, boosts and
 * the entries' masks are read once, here.
 */
export function createSearcher(entries: readonly SearchEntry[], options: Omit<RankOptions, 'within' | 'spelled'> = {}): Searcher {
  const order = orderOf(entries.length, options);
  const columns = columnsOf(entries);
  const cache = new Map<string, Ranked>();
  let spelling: boolean | undefined;
  return {
    search(query, spelled = pinyinLoaded()) {
      if (spelling !== spelled) {
        spelling = spelled;
        cache.clear();
      }
      const q = normalizeQuery(query);
      const hit = cache.get(q);
      if (hit) return hit;
      let within: Int32Array | undefined;
      for (let n = q.length - 1; n > 0 && !within; n--) within = cache.get(q.slice(0, n))?.matches;
      const ranked = rankIn(columns, q, order, spelled, within);
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(q, ranked);
      return ranked;
    },
  };
}
