/**
 * Pinyin spellings of Chinese text, so a query typed in latin letters finds Chinese titles by
 * full pinyin (`canshu` → 参数管理) and by initials (`cs`). The dictionary (pinyin-pro, 450 KiB
 * minified, 140 KiB gzip) is its own chunk, imported the first time a latin query is ranked
 * over Chinese text: until it has loaded, spellingOf answers undefined and only the
 * characters themselves match.
 */
import { proxy } from 'valtio';

/** One text spelled two ways; each is a list of pieces, and every piece starts a syllable or word. */
export interface Spelling {
  full: readonly string[];
  initials: readonly string[];
}

/** Spells one run of Chinese characters (the dictionary picks readings by the words around). */
type Speller = (run: string) => Spelling;

/** `ready` turns true once the dictionary has loaded: views re-rank what is typed then. */
export const pinyinState = proxy({ ready: false });

let speller: Speller | null = null;
let loading: Promise<boolean> | null = null;
// Spelled once per distinct run of characters: titles repeat them (参数管理 · 新增, 参数管理 · 编辑…).
// Record titles bring new runs with every search of a big table, so the runs kept are bounded by
// count, the least recently spelled going first.
const spelledRuns = new Map<string, Spelling>();
export const SPELLED_RUNS_KEPT = 5000;

const han = /\p{Script=Han}/u;
/** Splits text into runs of Chinese characters (odd indices) and the text between (even). */
const hanRuns = /(\p{Script=Han}+)/u;

export function hasHan(text: string): boolean {
  return han.test(text);
}

/** Loads the dictionary once; resolves false when its chunk could not be fetched (a later call tries again). */
export function loadPinyin(): Promise<boolean> {
  loading ??= import('pinyin-pro').then(
    ({ pinyin }) => {
      speller = (run) => {
        // ü as v: the letter keyboards type for it (绿 → lv).
        const syllables = pinyin(run, { type: 'all', toneType: 'none', v: true });
        return { full: syllables.map((s) => s.pinyin), initials: syllables.map((s) => s.first) };
      };
      pinyinState.ready = true;
      return true;
    },
    () => {
      loading = null;
      return false;
    },
  );
  return loading;
}

/**
 * The spelling of a (lower-case) text: its Chinese runs as syllables, the text between them as
 * pieces of their own. Undefined while the dictionary is not loaded.
 */
export function spellingOf(text: string): Spelling | undefined {
  if (!speller) return undefined;
  const full: string[] = [];
  const initials: string[] = [];
  text.split(hanRuns).forEach((part, i) => {
    if (!part) return;
    if (i % 2 === 0) {
      full.push(part);
      initials.push(part);
      return;
    }
    let run = spelledRuns.get(part);
    if (run) spelledRuns.delete(part);
    else run = speller!(part);
    spelledRuns.set(part, run);
    if (spelledRuns.size > SPELLED_RUNS_KEPT) spelledRuns.delete(spelledRuns.keys().next().value!);
    full.push(...run.full);
    initials.push(...run.initials);
  });
  return { full, initials };
}

/** How many runs of characters are kept spelled. */
export const spelledRunCount = (): number => spelledRuns.size;

export function pinyinLoaded(): boolean {
  return speller !== null;
}
