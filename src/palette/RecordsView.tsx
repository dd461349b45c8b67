import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { getCommand } from '../platform/registry';
import type { MenuItem } from '../core/menu';
import { session } from '../core/session';
import { language, useT } from '../i18n';
import { menuLabel } from '../core/menu-label';
import { PaletteList, type ListRow, type RowText } from './PaletteList';
import { createRecordSearch, searchableScreens, type RecordGroup, type RecordHit } from './record-search';
import { runFromPalette } from './run';
import { searchOnScreen, useRecordKeys } from './record-keys';
import { initialQuery, RECORD_PREFIX, switchMode } from './state';

/** Quiet time after the last keystroke before the screens are asked: one call per pause, not per key. */
const SEARCH_DEBOUNCE_MS = 250;
const NO_GROUPS: readonly RecordGroup[] = [];

/** The groups found for `text`; `done` once every screen has answered. */
type Results = { text: string; groups: RecordGroup[]; done: boolean };

/** The id of the command Enter runs on a record. */
const OPEN_RECORD = 'records.open';

/**
 * Record search: `#` and part of a name (or its pinyin) lists matching records of every screen
 * the user may open, under the screen's name; Enter opens the record's view on its screen,
 * Alt+E edits it and Alt+D deletes it there, a screen's own record keys run its commands on it,
 * and Ctrl+Enter opens its screen searched for the text (record-keys.ts).
 */
export function RecordsView({ header }: { header: ReactNode }) {
  const t = useT();
  const lang = useSnapshot(language).current;
  const snap = useSnapshot(session);
  const [query, setQuery] = useState(initialQuery);
  const text = query.slice(RECORD_PREFIX.length).trim();
  // Rebuilt when the user's menus or buttons change; each search keeps its samples while shown.
  const { menus, roles, permission } = snap;
  const search = useMemo(
    () => createRecordSearch(searchableScreens({ menus: menus as MenuItem[], roles, can: (code) => Boolean(permission[code]) })),
    [menus, roles, permission],
  );
  const [results, setResults] = useState<Results>({ text: '', groups: [], done: true });

  useEffect(() => {
    if (!text) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search.search(text, controller.signal, (groups) => setResults({ text, groups, done: false })).then(
        (groups) => setResults({ text, groups, done: true }),
        () => undefined, // cancelled: a newer query is on its way
      );
    }, SEARCH_DEBOUNCE_MS);
    // The query changed (or the view closed): the calls of this one are no longer wanted.
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, search]);

  const onQueryChange = useCallback((next: string) => {
    if (next.startsWith(RECORD_PREFIX)) setQuery(next);
    else switchMode('commands', next);
  }, []);

  // The last answer stays on screen while the next one is on its way.
  const shown = text ? results.groups : NO_GROUPS;
  const rows = useMemo<ListRow<RecordHit>[]>(
    () =>
      shown.flatMap(({ screen, hits }) => [
        { kind: 'heading', key: `screen:${screen.schema.name}`, label: menuLabel(screen.menu, lang) } as const,
        ...hits.map((hit) => ({ kind: 'item', key: `${hit.resource}:${hit.id}`, item: hit }) as const),
      ]),
    [shown, lang],
  );
  const total = shown.reduce((n, group) => n + group.hits.length, 0);

  const itemText = useCallback((hit: RecordHit): RowText => ({ title: hit.title, hint: hit.label }), []);
  const onRun = useCallback((hit: RecordHit) => {
    const command = getCommand(OPEN_RECORD);
    if (command) void runFromPalette(command, { resource: hit.resource, id: hit.id });
  }, []);

  const itemKeys = useRecordKeys();
  const onAccept = useCallback((hit: RecordHit | undefined) => hit && searchOnScreen(hit, text), [text]);

  // Until every screen has answered; the hits of those that have show meanwhile.
  const searching = text !== '' && (results.text !== text || !results.done);
  let emptyText = t('palette.empty');
  if (!text) emptyText = t('palette.records.hint');
  else if (searching) emptyText = t('palette.records.searching');
  return (
    <PaletteList
      label={t('palette.mode.records')}
      listLabel={t('palette.results.records')}
      placeholder={t('palette.placeholder.records')}
      header={header}
      query={query}
      onQueryChange={onQueryChange}
      rows={rows}
      itemText={itemText}
      onRun={onRun}
      onAccept={onAccept}
      acceptLabel={t('palette.records.search')}
      itemKeys={itemKeys}
      busy={searching}
      emptyText={emptyText}
      status={searching ? t('palette.records.searching') : text ? t('palette.count', { count: total }) : undefined}
    />
  );
}
