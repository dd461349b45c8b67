import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { currentContext } from '../platform/context';
import { useRegisteredCommands } from '../platform/registry';
import { undoHistory } from '../platform/undo';
import type { AnyCommand, ArgSpec } from '../platform/types';
import type { Language } from '../base/config';
import { session } from '../core/session';
import { language, tIn, useT } from '../i18n';
import { buildCommandIndex, groupedOrder, type CommandIndex } from './command-index';
import { useCopyLinkKey } from './copy-link-key';
import { frecencyScores } from './frecency';
import { PaletteList, type ListRow, type RowText } from './PaletteList';
import { pinyinState } from './pinyin';
import { resumeDraft, runFromPalette, runWithDefaults } from './run';
import { initialQuery, palette, RECORD_PREFIX, switchMode, type PromptDraft } from './state';

/** The palette renders at most this many matches of a query (an empty query lists everything). */
export const MATCH_LIMIT = 200;

/** The best matches of a query, best first (at most MATCH_LIMIT). */
function rankedRows(index: CommandIndex, query: string, spelled: boolean): { rows: ListRow<AnyCommand>[]; total: number } {
  const { top, matches } = index.searcher.search(query, spelled);
  return { rows: top.map(index.row), total: matches.length };
}

/** Everything, under group headings: what an empty query shows. */
function groupedRows(index: CommandIndex, groupLabel: (group: string) => string): ListRow<AnyCommand>[] {
  const rows: ListRow<AnyCommand>[] = [];
  for (const { group, indices } of groupedOrder(index)) {
    rows.push({ kind: 'heading', key: `group:${group}`, label: groupLabel(group) });
    for (const i of indices) rows.push(index.row(i));
  }
  return rows;
}

/** The argument hint: the command's own (asked now when it is a function), else its arguments' labels. */
function hintOf(command: AnyCommand, lang: Language): string {
  const own = typeof command.hint === 'function' ? command.hint() : command.hint;
  if (own) return own[lang];
  return Object.values<ArgSpec>(command.args ?? {}).map((spec) => `‹${spec.label[lang]}›`).join(' ');
}

/** The row that resumes a draft: the command named as resumed, its answers as the hint. */
function draftCommand(draft: PromptDraft): AnyCommand {
  const { title } = draft.command;
  const answers = (lang: Language) => draft.answered.map(({ label, text }) => `${label[lang]}: ${text ?? '—'}`).join(' · ');
  return {
    ...draft.command,
    title: { zh: tIn('zh', 'palette.resume', { title: title.zh }), en: tIn('en', 'palette.resume', { title: title.en }) },
    hint: { zh: answers('zh'), en: answers('en') },
    shortcut: undefined,
  };
}

/** The command list: every command allowed now, ranked by our own function as you type. */
export function CommandsView({ header }: { header: ReactNode }) {
  const t = useT();
  const lang = useSnapshot(language).current;
  const registered = useRegisteredCommands();
  const [query, setQuery] = useState(initialQuery);
  // The pinyin dictionary arriving (asked for by the first latin query) can add matches.
  const spelled = useSnapshot(pinyinState).ready;
  // Availability and frecency are read once per opening (and per registry change).
  const index = useMemo(() => buildCommandIndex(registered, currentContext(), frecencyScores(session.userInfo), MATCH_LIMIT), [registered]);
  // Built once per opening and language, so backspacing to an empty query costs nothing.
  const grouped = useMemo(() => groupedRows(index, (group) => tIn(lang, `palette.group.${group}`)), [index, lang]);
  const ranked = Boolean(query.trim());
  const { rows, total } = useMemo(
    () => (ranked ? rankedRows(index, query, spelled) : { rows: grouped, total: index.commands.length }),
    [index, query, ranked, grouped, spelled],
  );
  // A prompt left with answers leads the list, unfiltered, until resumed or replaced.
  const draft = useSnapshot(palette).draft;
  const draftItem = useMemo(() => draft && draftCommand(palette.draft!), [draft]);
  const shown = useMemo(
    () => (draftItem && !ranked ? [{ kind: 'item', key: 'draft', item: draftItem } as const, ...rows] : rows),
    [draftItem, ranked, rows],
  );
  const onQueryChange = useCallback((next: string) => {
    if (next.startsWith(RECORD_PREFIX)) switchMode('records', next);
    else setQuery(next);
  }, []);

  // A hint function (the undo command's names the history's last entry) is asked again whenever
  // the undo history changes.
  const history = useSnapshot(undoHistory);
  const itemText = useCallback(
    (command: AnyCommand): RowText => ({
      title: command.title[lang],
      hint: hintOf(command, lang),
      group: ranked ? tIn(lang, `palette.group.${command.group}`) : undefined,
      shortcut: command.shortcut,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new history asks the hint functions again
    [lang, ranked, history],
  );
  const onRun = useCallback((command: AnyCommand) => void (command === draftItem ? resumeDraft() : runFromPalette(command)), [draftItem]);
  // A draft goes on with its answers; any other command takes its arguments as they start.
  const onAccept = useCallback((command: AnyCommand | undefined) => {
    if (command) void (command === draftItem ? resumeDraft() : runWithDefaults(command));
  }, [draftItem]);
  const itemKeys = useCopyLinkKey();

  return (
    <PaletteList
      label={t('palette.mode.commands')}
      listLabel={t('palette.results.commands')}
      placeholder={t('palette.placeholder.commands')}
      header={header}
      query={query}
      onQueryChange={onQueryChange}
      rows={shown}
      itemText={itemText}
      onRun={onRun}
      onAccept={onAccept}
      acceptLabel={t('palette.keys.defaults')}
      itemKeys={itemKeys}
      // A latin query's pinyin matches join once the dictionary has come: the list may still change.
      busy={ranked && !spelled && /[a-z]/i.test(query)}
      emptyText={t('palette.empty')}
      status={ranked && total > rows.length ? t('palette.truncated', { shown: rows.length, total }) : t('palette.count', { count: total })}
    />
  );
}
