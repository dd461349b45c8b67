/**
 * The palette's ranking: functions over a search index prepared once.
 *
 * Order: field prefix, then word prefix, then fuzzy (subsequence) — then boosted entries
 * (row actions while rows are selected), then frecency, then index order (stable).
 *
 * A query of latin letters also matches Chinese fields by their pinyin, full or initials, from
 * the start of the field (prefix) or of any syllable (word prefix): `cs` and `canshu` find
 * 参数管理 first, `guanli` and `gl` as a word prefix. Pinyin never matches fuzzily, because
 * long runs of latin letters would contain almost any short query as a subsequence.
 */
import { hasHan, loadPinyin, pinyinLoaded, spellingOf } from './pinyin';

/** Strings laid out for `includes`: a match at a start is an occurrence of '\n' + query. */
interface Layout {
  /** '\n' + the fields joined by '\n'. */
  readonly heads: string;
  /** '\n' + the rest of each field from every word start. */
  readonly words: string;
}

/** Pinyin laid out like the fields, with the letters its syllables start with. */
interface Spelled extends Layout {
  /** A query starting with none of these cannot match: most entries are rejected by this alone. */
  readonly starts: string;
}

/** One searchable item, prepared once: its strings lower-cased and laid out for `includes`. */
export interface SearchEntry extends Layout {
  readonly fields: readonly string[];
  /** The fields with Chinese characters, whose pinyin a latin query may match. */
  readonly han: readonly string[];
  /** Their pinyin laid out, prepared on the first latin query once the dictionary has loaded. */
  spelled?: Spelled;
}

export const Tier = { prefix: 0, wordPrefix: 1, fuzzy: 2 } as const;
export type Tier = (typeof Tier)[keyof typeof Tier];
const NO_MATCH = -1;

const separators = new Set([...' \t./_-:()（）·,，、|>›']);

export function prepareEntry(texts: readonly (string | undefined)[]): SearchEntry {
  const fields: string[] = [];
  let words = '';
  for (const text of texts) {
    if (!text) continue;
    const field = text.trim().toLowerCase();
    fields.push(field);
    for (let i = 1; i < field.length; i++) {
      if (separators.has(field[i - 1]!) && !separators.has(field[i]!)) words += '\n' + field.slice(i);
    }
  }
  return { fields, heads: '\n' + fields.join('\n'), words, han: fields.filter(hasHan) };
}

/**
 * Lays out the pinyin of the entry's Chinese fields, once (idle time may do it ahead of the
 * first latin query); undefined while the dictionary has not loaded or there is nothing to spell.
 */
export function spellFields(entry: SearchEntry): Spelled | undefined {
  if (!entry.spelled && entry.han.length && pinyinLoaded()) entry.spelled = spellEntry(entry);
  return entry.spelled;
}

/** Each Chinese field spelled in full and by initials, every syllable a word start. */
function spellEntry(entry: SearchEntry): Spelled {
  let heads = '';
  let words = '';
  let starts = '';
  for (const field of entry.han) {
    const spelling = spellingOf(field)!;
    starts += spelling.initials.join('');
    for (const pieces of [spelling.full, spelling.initials]) {
      const spelled = pieces.join('');
      heads += '\n' + spelled;
      for (let i = 1, at = pieces[0]!.length; i < pieces.length; at += pieces[i]!.length, i++) words += '\n' + spelled.slice(at);
    }
  }
  return { heads, words, starts };
}

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
}

function prepareQuery(query: string): Query {
  const compact = query.includes(' ') ? query.replace(/ /g, '') : query;
  return { anchored: '\n' + query, compact, spelled: latin.test(compact) ? '\n' + compact : undefined };
}

/**
 * How a latin query matches the entry's Chinese fields by pinyin; -1 when it does not. Without
 * the dictionary (`spelled` false) nothing matches by pinyin yet.
 */
function spelledTier(entry: SearchEntry, query: Query, spelled: boolean): Tier | typeof NO_MATCH {
  if (!query.spelled || !entry.han.length) return NO_MATCH;
  if (!spelled) {
    // Loaded only once someone types latin letters over Chinese titles; the views re-rank then.
    void loadPinyin();
    return NO_MATCH;
  }
  const spelling = spellFields(entry);
  if (!spelling?.starts.includes(query.compact[0]!)) return NO_MATCH;
  if (spelling.heads.includes(query.spelled)) return Tier.prefix;
  if (spelling.words.includes(query.spelled)) return Tier.wordPrefix;
  return NO_MATCH;
}

/** How the entry's own characters match; -1 when they do not. */
function directTier(entry: SearchEntry, { anchored, compact }: Query): Tier | typeof NO_MATCH {
  // Every tier implies a subsequence somewhere, so one scan over all fields rejects most misses.
  if (!isSubsequence(entry.heads, compact)) return NO_MATCH;
  if (entry.heads.includes(anchored)) return Tier.prefix;
  if (entry.words.includes(anchored)) return Tier.wordPrefix;
  // A fuzzy match must fit in one field.
  if (compact.length === 1) return Tier.fuzzy;
  for (const field of entry.fields) if (isSubsequence(field, compact)) return Tier.fuzzy;
  return NO_MATCH;
}

function tierOf(entry: SearchEntry, query: Query, spelledOn: boolean): Tier | typeof NO_MATCH {
  const direct = directTier(entry, query);
  if (direct === Tier.prefix) return direct;
  const spelled = spelledTier(entry, query, spelledOn);
  if (spelled === NO_MATCH) return direct;
  return direct === NO_MATCH ? spelled : (Math.min(direct, spelled) as Tier);
}

/** How well an entry matches a normalized, non-empty query; -1 when it does not. */
export function matchTier(entry: SearchEntry, query: string, spelled = pinyinLoaded()): Tier | typeof NO_MATCH {
  return tierOf(entry, prepareQuery(query), spelled);
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

const BUCKETS = 6;

/** Ranks entries against a query; an empty query matches nothing (the caller lists instead). */
export function rank(entries: readonly SearchEntry[], query: string, options: RankOptions = {}): Ranked {
  const q = normalizeQuery(query);
  const { limit = Infinity, score, boost, within, spelled = pinyinLoaded() } = options;
  const matches: number[] = [];
  if (!q) return { top: [], matches };
  const prepared = prepareQuery(q);
  const buckets: number[][] = Array.from({ length: BUCKETS }, () => []);
  const scan = (i: number) => {
    const tier = tierOf(entries[i]!, prepared, spelled);
    if (tier === NO_MATCH) return;
    matches.push(i);
    buckets[tier * 2 + (boost?.(i) ? 0 : 1)]!.push(i);
  };
  if (within) for (const i of within) scan(i);
  else for (let i = 0; i < entries.length; i++) scan(i);

  const top: number[] = [];
  for (const bucket of buckets) {
    if (top.length >= limit) break;
    for (const i of byScore(bucket, score)) {
      if (top.length >= limit) break;
      top.push(i);
    }
  }
  return { top, matches };
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
 * dictionary arriving widens what matches, so it starts the memory over.
 */
export function createSearcher(entries: readonly SearchEntry[], options: Omit<RankOptions, 'within' | 'spelled'> = {}): Searcher {
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
      const ranked = rank(entries, q, { ...options, within, spelled });
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
      cache.set(q, ranked);
      return ranked;
    },
  };
}
