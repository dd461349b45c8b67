/**
 * Record search: the records of every screen the user may open, found by their title field.
 *
 * A screen is searchable when its resource schema's menu is among the user's visible menus
 * and the user may view its records (the view button's permission, and a detail call to load a
 * record by id), so the list grows with every schema added and never shows what the user could
 * not open. Each query asks every searchable screen's list call for rows whose title contains
 * it (the server filters by substring only), and — for a query of latin letters, which may be
 * pinyin — also matches a bounded sample of each screen's rows by their titles' pinyin here.
 * A query that starts one of a dictionary's labels also finds the records that hold it in a
 * searchable field (#云片 lists the 云片 sms configurations, #阿里 the Aliyun storage): such a
 * record is named with the label it matched, and ranked by it.
 * Screens are listed by how well their best record matches, then in screen order.
 */
import type { CommandContext } from '../platform/types';
import { firstRows, type ResourceRow } from '../api/resource';
import { loadOptions, type OptionItem } from '../engine/options';
import { findMenuByPath, visibleMenus, type MenuItem } from '../core/menu';
import { resources } from '../schema';
import { titleFieldOf, type FieldDef, type ResourceSchema } from '../schema/types';
import { allows } from '../engine/access';
import { loadPinyin } from './pinyin';
import { matchTier, normalizeQuery, rank, Tier } from './rank';
import { prepareEntry } from './search-entry';

/** A screen whose records the palette searches. */
export interface SearchableScreen {
  schema: ResourceSchema;
  menu: MenuItem;
  title: FieldDef;
  /** Its search fields whose values are a dictionary's keys: found by their labels. */
  labelled: FieldDef[];
}

/** One record found: enough to show it and open it. */
export interface RecordHit {
  resource: string;
  id: string;
  title: string;
  /** The dictionary label it was found by (云片), shown beside the title. */
  label?: string;
}

export interface RecordGroup {
  screen: SearchableScreen;
  hits: RecordHit[];
  /** How well its best hit matches (rank.ts's Tier: lower is better). */
  tier: number;
}

/** Rows asked of the server per screen and query: more than anyone reads through. */
const FOUND_SIZE = 50;
/**
 * The bound of the sample matched by pinyin: the first page of this many rows of each screen,
 * fetched once per record search (see createRecordSearch) and per prompt for records
 * (record-pick.ts). Records beyond it are found by their characters (the server's search) but
 * not by pinyin.
 */
export const PINYIN_SAMPLE = 500;
/** Hits shown per screen, best first. */
const HITS_PER_SCREEN = 50;

const latinQuery = /^[a-z0-9 ]*[a-z][a-z0-9 ]*$/;

/** Whether a (normalized) query is latin letters, which may be the pinyin of a Chinese title. */
export const maySpell = (q: string) => latinQuery.test(q);

/**
 * The rows a schema lists: two schemas over one table through the same call (题目 and a
 * document's questions under 文档) list the same records, which are searched once, under the first.
 */
const listingOf = (schema: ResourceSchema) => [schema.table ?? schema.name, schema.api.prefix, schema.api.listPath ?? schema.api.list].join(' ');

export function searchableScreens(ctx: Pick<CommandContext, 'menus' | 'roles' | 'can'>): SearchableScreen[] {
  const menus = visibleMenus(ctx.menus, ctx.roles);
  const listed = new Set<string>();
  return resources.flatMap((schema: ResourceSchema) => {
    if (!schema.api.detail || !allows(schema, 'view', ctx.can) || listed.has(listingOf(schema))) return [];
    const menu = findMenuByPath(menus, schema.menuPath);
    if (!menu) return [];
    listed.add(listingOf(schema));
    const labelled = schema.fields.filter((field) => field.search && field.options && 'dict' in field.options);
    return [{ schema, menu, title: titleFieldOf(schema), labelled }];
  });
}

export interface RecordSearch {
  /**
   * The groups of screens with hits, best first; rejects when `signal` aborts. `answered` is
   * told the groups found so far each time a screen answers, so that a slow screen holds up
   * none of the others' hits.
   */
  search(text: string, signal: AbortSignal, answered?: (groups: RecordGroup[]) => void): Promise<RecordGroup[]>;
}

/** Labels a query starts (or starts a word of) among a dictionary's: at most this many are searched per field. */
const LABELS_PER_FIELD = 3;

/**
 * What `load` answers, kept under `key` for the search's lifetime; a failed load reads as
 * nothing and is forgotten, so a later query asks again.
 */
function keptIn<T>(kept: Map<string, Promise<T[]>>, key: string, load: () => Promise<T[]>): Promise<T[]> {
  let answer = kept.get(key);
  if (!answer) {
    answer = load().catch(() => {
      kept.delete(key);
      return [];
    });
    kept.set(key, answer);
  }
  return answer;
}

/** A search over these screens; it keeps each screen's pinyin sample and each dictionary for its lifetime. */
export function createRecordSearch(screens: readonly SearchableScreen[]): RecordSearch {
  const samples = new Map<string, Promise<ResourceRow[]>>();
  const dictionaries = new Map<string, Promise<OptionItem[]>>();
  const dictionaryOf = (field: FieldDef) => keptIn(dictionaries, JSON.stringify(field.options), () => loadOptions(field.options!));
  /** The records whose `field` holds a label the query starts, each with that label. */
  const labelHits = async (screen: SearchableScreen, field: FieldDef, q: string, spelled: boolean, signal: AbortSignal): Promise<[ResourceRow, string][]> => {
    const items = await dictionaryOf(field);
    const entries = items.map((item) => prepareEntry([item.label]));
    const matched = rank(entries, q, { limit: LABELS_PER_FIELD }).top
      .filter((i) => {
        const tier = matchTier(entries[i]!, q, spelled);
        return tier >= Tier.prefix && tier <= Tier.wordPrefix;
      })
      .map((i) => items[i]!);
    const found = await Promise.all(matched.map(async (item) => {
      const rows = await firstRows(screen.schema, { [field.name]: item.value }, FOUND_SIZE, signal);
      // A server that reads the value as a substring (1 in 10) answers more than the key's rows.
      return rows.filter((row) => String(row[field.name]) === item.value).map((row): [ResourceRow, string] => [row, item.label]);
    }));
    return found.flat();
  };
  // Not cancelled with a query: later queries of the same opening use it.
  const sampleOf = (screen: SearchableScreen) => keptIn(samples, screen.schema.name, () => firstRows(screen.schema, {}, PINYIN_SAMPLE));

  const searchScreen = async (screen: SearchableScreen, text: string, q: string, spelled: boolean, signal: AbortSignal): Promise<RecordGroup> => {
    const [found, sample, labelled] = await Promise.all([
      firstRows(screen.schema, { [screen.title.name]: text }, FOUND_SIZE, signal),
      spelled ? sampleOf(screen) : [],
      Promise.all(screen.labelled.map((field) => labelHits(screen, field, q, spelled, signal))),
    ]);
    const rows = new Map<string, [ResourceRow, string | undefined]>();
    for (const row of [...found, ...sample]) rows.set(row.id, [row, undefined]);
    for (const [row, label] of labelled.flat()) if (!rows.has(row.id)) rows.set(row.id, [row, label]);
    const hits = [...rows.values()].map(([row, label]): RecordHit => ({ resource: screen.schema.name, id: row.id, title: String(row[screen.title.name] ?? ''), label }));
    const entries = hits.map((hit) => prepareEntry(hit.label ? [hit.title, hit.label] : [hit.title]));
    const { top } = rank(entries, q, { limit: HITS_PER_SCREEN });
    const best = top.length ? matchTier(entries[top[0]!]!, q, spelled) : -1;
    // A hit that no tier reads (the server's own match) counts as fuzzy.
    return { screen, hits: top.map((i) => hits[i]!), tier: best < 0 ? Tier.fuzzy : best };
  };

  return {
    async search(text, signal, answered) {
      const q = normalizeQuery(text);
      const spelled = maySpell(q);
      // Before ranking, so the very first latin query already finds records by pinyin.
      if (spelled) await loadPinyin();
      // By screen order; a screen whose call failed (the HTTP client has shown why) leaves the others' hits.
      const found: (RecordGroup | undefined)[] = screens.map(() => undefined);
      // Screens whose best hit starts with the text go before those that only contain it
      // (五 finds the grade 五年级 before the document 狼牙山五壮士); screen order otherwise.
      const best = () => found.filter((group): group is RecordGroup => group !== undefined).sort((a, b) => a.tier - b.tier);
      await Promise.allSettled(screens.map(async (screen, i) => {
        const group = await searchScreen(screen, text.trim(), q, spelled, signal);
        if (signal.aborted || !group.hits.length) return;
        found[i] = group;
        answered?.(best());
      }));
      signal.throwIfAborted();
      return best();
    },
  };
}
