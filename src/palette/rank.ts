/**
 * The palette's ranking: functions over entries prepared once (search-entry.ts).
 *
 * Order: field prefix, then word prefix, then fuzzy (subsequence) — then boosted entries
 * (row actions while rows are selected), then frecency, then index order (stable).
 *
 * A query of latin letters also matches Chinese fields by their pinyin, full or initials, from
 * the start of the field (prefix) or of any syllable (word prefix): `cs` and `canshu` find
 * 参数管理 first, `guanli` and `gl` as a word prefix. Pinyin never matches fuzzily, because
 * long runs of latin letters would contain almost any short query as a subsequence.
 */
import { loadPinyin, pinyinLoaded } from './pinyin';
import { columnsOf, spelledMasks, type Columns } from './mask-columns';
import { asciiBit, otherBit, type SearchEntry } from './search-entry';

export const Tier = { prefix: 0, wordPrefix: 1, fuzzy: 2 } as const;
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
  };
}

/** Whether entry i's masks have all of the query's characters (`first`: its first character). */
function has(masks: Int32Array, i: number, query: Query, first: boolean): boolean {
  const ascii = first ? query.firstAscii : query.ascii;
  const other = first ? query.firstOther : query.other;
  return (masks[i * 2]! & ascii) === ascii && (masks[i * 2 + 1]! & other) === other;
}

/**
 * How a latin query matches the entry's Chinese fields by pinyin; -1 when it does not. Without
 * the dictionary (`spelled` false) nothing matches by pinyin yet.
 */
function spelledTier(columns: Columns, i: number, query: Query, spelled: boolean): Tier | typeof NO_MATCH {
  if (!query.spelled || !columns.han[i]) return NO_MATCH;
  if (!spelled) {
    // Loaded only once someone types latin letters over Chinese titles; the views re-rank then.
    void loadPinyin();
    return NO_MATCH;
  }
  const masks = spelledMasks(columns);
  if (!masks || !has(masks.holds, i, query, false)) return NO_MATCH;
  // A letter's bits are exact: no text needs reading.
  const spelling = query.letter ? undefined : columns.entries[i]!.spelled!;
  if (has(masks.heads, i, query, true) && (!spelling || spelling.heads.includes(query.spelled))) return Tier.prefix;
  if (has(masks.words, i, query, true) && (!spelling || spelling.words.includes(query.spelled))) return Tier.wordPrefix;
  return NO_MATCH;
}

/** How the entry's own characters match; -1 when they do not. */
function directTier(columns: Columns, i: number, query: Query): Tier | typeof NO_MATCH {
  const { compact, anchored } = query;
  const { holds, heads, words } = columns.direct;
  // Every tier implies a subsequence somewhere: the masks reject most misses. A prefix found
  // needs no subsequence scan (it is one), so the scan comes after, for fuzzy matches.
  if (!has(holds, i, query, false)) return NO_MATCH;
  const entry = query.letter ? undefined : columns.entries[i]!;
  if (has(heads, i, query, true) && (!entry || entry.heads.includes(anchored))) return Tier.prefix;
  if (has(words, i, query, true) && (!entry || entry.words.includes(anchored))) return Tier.wordPrefix;
  if (entry && !isSubsequence(entry.heads, compact)) return NO_MATCH;
  // A fuzzy match must fit in one field.
  if (!entry || compact.length === 1) return Tier.fuzzy;
  for (const field of entry.fields) if (isSubsequence(field, compact)) return Tier.fuzzy;
  return NO_MATCH;
}

function tierOf(columns: Columns, i: number, query: Query, spelledOn: boolean): Tier | typeof NO_MATCH {
  const direct = directTier(columns, i, query);
  if (direct === Tier.prefix) return direct;
  const spelled = spelledTier(columns, i, query, spelledOn);
  if (spelled === NO_MATCH) return direct;
  return direct === NO_MATCH ? spelled : (Math.min(direct, spelled) as Tier);
}

/** How well an entry matches a normalized, non-empty query; -1 when it does not. */
export function matchTier(entry: SearchEntry, query: string, spelled = pinyinLoaded()): Tier | typeof NO_MATCH {
  return tierOf(columnsOf([entry]), 0, prepareQuery(query), spelled);
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
  within?: readonly number[];
}

export interface Ranked {
  /** Indices of the best matches, best first, at most `limit`. */
  top: number[];
  /** Every matching index, ascending: narrows the next, longer query. */
  matches: number[];
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

const BUCKETS = 6;

function rankIn(columns: Columns, q: string, order: Order, spelled: boolean, within?: readonly number[]): Ranked {
  const matches: number[] = [];
  if (!q) return { top: [], matches };
  const query = prepareQuery(q);
  const { limit, isScored, boosted } = order;
  // Per bucket (tier, then boosted first), its first `limit` unscored matches in index order:
  // all the top can take of them. Scored matches are placed by their bucket afterwards.
  const firsts: number[][] = Array.from({ length: BUCKETS }, () => []);
  const scoredIn = isScored && new Map<number, number>();
  const count = within ? within.length : columns.entries.length;
  for (let k = 0; k < count; k++) {
    const i = within ? within[k]! : k;
    const tier = tierOf(columns, i, query, spelled);
    if (tier === NO_MATCH) continue;
    matches.push(i);
    const bucket = tier * 2 + (boosted?.[i] ? 0 : 1);
    if (scoredIn && isScored![i]) scoredIn.set(i, bucket);
    else if (firsts[bucket]!.length < limit) firsts[bucket]!.push(i);
  }

  const top: number[] = [];
  for (let bucket = 0; bucket < BUCKETS && top.length < limit; bucket++) {
    if (scoredIn) for (const i of order.scored) if (top.length < limit && scoredIn.get(i) === bucket) top.push(i);
    for (const i of firsts[bucket]!) if (top.length < limit) top.push(i);
  }
  return { top, matches };
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
      let within: readonly number[] | undefined;
      for (let n = q.length - 1; n > 0 && !within; n--) within = cache.get(q.slice(0, n))?.matches;
      const ranked = rankIn(columns, q, order, spelled, within);
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(q, ranked);
      return ranked;
    },
  };
}
