import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { argProblem } from '../platform/args';
import type { ArgSpec, ChoiceOption, CommandContext } from '../platform/types';
import type { Localized } from '../base/config';
import { language, useT } from '../i18n';
import { PaletteList, type ListRow, type RowText } from './PaletteList';
import { pinyinState } from './pinyin';
import { createSearcher } from './rank';
import { prepareEntry } from './search-entry';
import { answerPrompt, type PromptAnswer, type PromptRequest } from './state';
import { stepJumpOf } from './step-jump';
import { choiceTree, hasChildren, openOptions, stateIn, toggledIn, toggledOpen } from './choice-tree';
import { useLazyLevels } from './lazy-levels';
import type { ItemKey } from './PaletteList';

type ChoiceSpec = Extract<ArgSpec, { kind: 'choice' }>;
type Loaded = { status: 'ready' | 'failed'; options: ChoiceOption[] } | { status: 'loading'; pending: Promise<ChoiceOption[]> };

/** Static options are there at once; remote ones show a loading state first. */
function useOptions(spec: ChoiceSpec, ctx: CommandContext): { status: 'loading' | 'ready' | 'failed'; options: ChoiceOption[] } {
  const [loaded, setLoaded] = useState<Loaded>(() => {
    try {
      const result = spec.options(ctx);
      return Array.isArray(result) ? { status: 'ready', options: result } : { status: 'loading', pending: result };
    } catch {
      return { status: 'failed', options: [] };
    }
  });
  const pending = loaded.status === 'loading' ? loaded.pending : undefined;
  useEffect(() => {
    if (!pending) return;
    let live = true;
    pending.then(
      (options) => live && setLoaded({ status: 'ready', options }),
      () => live && setLoaded({ status: 'failed', options: [] }),
    );
    return () => {
      live = false;
    };
  }, [pending]);
  return loaded.status === 'loading' ? { status: 'loading', options: [] } : loaded;
}

/** The pause in typing after which a searched choice asks the server (as record search does). */
const SEARCH_PAUSE_MS = 250;

/**
 * The options the server finds for what is typed (spec.search), after a pause in typing; a
 * later query drops the answer of an earlier one.
 */
function useSearched(spec: ChoiceSpec, ctx: CommandContext, query: string): ChoiceOption[] {
  const [found, setFound] = useState<ChoiceOption[]>([]);
  const text = query.trim();
  useEffect(() => {
    if (!spec.search || !text) return;
    let live = true;
    const timer = setTimeout(() => {
      spec.search!(text, ctx).then((options) => live && setFound(options), () => undefined);
    }, SEARCH_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [spec, ctx, text]);
  return found;
}

/** The names of the values no option lists (spec.name): a starting value beyond the page listed. */
function useNamesOf(spec: ChoiceSpec, ctx: CommandContext, keys: readonly string[], options: readonly ChoiceOption[]): ReadonlyMap<string, string> {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const missing = keys.filter((key) => !names.has(key) && !options.some((option) => option.value === key)).join(',');
  useEffect(() => {
    if (!spec.name || !missing) return;
    let live = true;
    const values = missing.split(',');
    spec.name(values, ctx).then(
      (labels) => live && setNames((known) => new Map([...known, ...values.map((value, i) => [value, labels[i] ?? value] as const)])),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [spec, ctx, missing]);
  return names;
}

/** The loaded options, then those found on the server that they lack. */
function merged(loaded: readonly ChoiceOption[], found: readonly ChoiceOption[]): ChoiceOption[] {
  if (!found.length) return loaded as ChoiceOption[];
  const known = new Set(loaded.map((option) => option.value));
  return [...loaded, ...found.filter((option) => !known.has(option.value))];
}

/**
 * A row of the list: an option; "keep the starting value" and "choose none" (single choice);
 * "done" (several choices). `trail` names a tree option's ancestors.
 */
type Row =
  | { kind: 'option'; option: ChoiceOption; trail: string }
  | { kind: 'keep' }
  | { kind: 'skip' }
  | { kind: 'done' };

/** Each option with the labels of its ancestors, read from the depths of the flattened tree. */
function withTrails(options: readonly ChoiceOption[]): Row[] {
  const path: string[] = [];
  return options.map((option) => {
    const depth = option.depth ?? 0;
    path.length = depth;
    const trail = path.join(' / ');
    path[depth] = option.label;
    return { kind: 'option', option, trail };
  });
}

const keysOf = (text: string | undefined) => (text ? text.split(',').filter(Boolean) : []);

/** The first option's row, else the first row. */
function firstOption(rows: readonly ListRow<Row>[]): number {
  const option = rows.findIndex((row) => row.kind === 'item' && row.item.kind === 'option');
  return option >= 0 ? option : rows.findIndex((row) => row.kind === 'item');
}

/**
 * A choice among options, filterable like the command list (prefix, then fuzzy). Tree options
 * are indented by depth, and named with their ancestors while filtering.
 *
 * One choice: Enter takes the highlighted option. A starting value is offered first as "keep",
 * an optional argument offers "none". Several choices: Enter picks or drops the highlighted
 * option (and clears the filter, ready for the next one); Enter on "done", which leads the
 * list, or Ctrl+Enter anywhere accepts what is picked (the highlighted option when nothing is);
 * a required one starts on its first option while nothing is picked.
 * Picked starts as the starting value. Ctrl+Enter also finishes: the later steps take their
 * starting values.
 *
 * A choice that grants (a role, a permission, a tenant, a package) is the user's to pick:
 * Ctrl+Enter there accepts only what is picked, or the starting value kept, never the highlighted
 * option. A tree of ticks (the grant dialog's tree) picks as the dialog does: Enter ticks an
 * option with what lies under it and the values above it, or unticks it with what lies under it;
 * a branch with some of its options picked shows as partly picked; → opens a branch and ← closes
 * it (the top level starts open, as in the dialog), and typing filters the whole tree.
 * `typed`: what was typed before the prompt showed, its query to start with.
 */
export function ChoicePrompt({ request, spec, typed = '' }: { request: PromptRequest; spec: ChoiceSpec; typed?: string }) {
  const t = useT();
  const lang = useSnapshot(language).current;
  const { ctx, initial } = request;
  const [query, setQuery] = useState(typed);
  const [picked, setPicked] = useState<readonly string[]>(() => (spec.multiple ? keysOf(initial) : []));
  const [error, setError] = useState(request.problem?.[lang]);
  const loaded = useOptions(spec, ctx);
  const found = useSearched(spec, ctx, query);
  const { status } = loaded;
  const filtering = Boolean(query.trim());
  // A tree opened a level at a time shows its opened levels; a query searches every level read.
  const lazy = useLazyLevels(spec, ctx);
  const lazyTree = Boolean(spec.children);
  const listed = useMemo(
    () => (!lazyTree ? loaded.options : filtering ? lazy.known(loaded.options) : lazy.shown(loaded.options)),
    [lazyTree, filtering, lazy, loaded.options],
  );
  const options = useMemo(() => merged(listed, found), [listed, found]);

  const tree = useMemo(() => (spec.tree ? choiceTree(options) : undefined), [spec.tree, options]);
  // The top level starts open, as the grant dialog's tree does.
  const [open, setOpen] = useState<ReadonlySet<string> | null>(null);
  const opened = useMemo(() => open ?? new Set(tree?.roots.map((node) => node.id) ?? []), [open, tree]);
  const pickedSet = useMemo(() => new Set(picked), [picked]);

  const named = useNamesOf(spec, ctx, useMemo(() => [...keysOf(initial), ...picked], [initial, picked]), options);
  const labelOf = useCallback(
    (keys: readonly string[]) => keys.map((key) => options.find((o) => o.value === key)?.label ?? named.get(key) ?? key).join('、'),
    [options, named],
  );
  const choices = useMemo<Row[]>(() => {
    const leading: Row[] = spec.multiple
      ? [{ kind: 'done' }]
      : [...(initial ? [{ kind: 'keep' } as const] : []), ...(spec.optional ? [{ kind: 'skip' } as const] : [])];
    return [...leading, ...withTrails(options)];
  }, [spec, initial, options]);
  // Closed branches hide their options unless a query searches the whole tree.
  const shownValues = useMemo(
    () => (tree && !query.trim() ? new Set(openOptions(options, opened).map((option) => option.value)) : undefined),
    [tree, query, options, opened],
  );
  const searcher = useMemo(
    () => createSearcher(choices.map((row) => prepareEntry(row.kind === 'option' ? [row.option.label, row.option.value, row.option.hint, row.trail] : []))),
    [choices],
  );
  // The pinyin dictionary arriving (asked for by the first latin query) can add matches.
  const spelled = useSnapshot(pinyinState).ready;
  const rows = useMemo<ListRow<Row>[]>(() => {
    // While filtering, only options are listed: "keep", "none" and "done" are there without a query.
    const order = query.trim()
      ? searcher.search(query, spelled).top.filter((i) => choices[i]!.kind === 'option')
      : choices.flatMap((row, i) => (row.kind === 'option' && shownValues && !shownValues.has(row.option.value) ? [] : [i]));
    return order.map((i) => {
      const row = choices[i]!;
      return { kind: 'item', key: row.kind === 'option' ? `option:${row.option.value}` : row.kind, item: row };
    });
  }, [choices, query, searcher, spelled, shownValues]);

  /** Answers with `keys` unless they break the argument's rules (see TextPrompt for empty values). */
  const finish = useCallback(
    (keys: readonly string[], done = false, jump?: number) => {
      const value = keys.join(',');
      let result: NonNullable<PromptAnswer> | Localized;
      if (!value && spec.optional) result = initial ? spec.validate?.('', ctx) ?? { value: '', text: '' } : { value: undefined };
      else result = argProblem(spec, value, ctx) ?? { value, text: labelOf(keys) };
      if ('zh' in result) setError(result[lang]);
      else answerPrompt({ ...result, finish: done, jump });
    },
    [spec, initial, ctx, labelOf, lang],
  );
  /** The picked keys in the options' order; keys no option has (not loaded) keep their place after. */
  const pickedInOrder = useCallback(
    () => [...options.filter((o) => !o.node && picked.includes(o.value)).map((o) => o.value), ...picked.filter((key) => !options.some((o) => o.value === key))],
    [options, picked],
  );

  const onRun = useCallback(
    (row: Row) => {
      switch (row.kind) {
        case 'keep': return finish(keysOf(initial));
        case 'skip': return answerPrompt({ value: undefined });
        case 'done': return finish(pickedInOrder());
        case 'option': {
          const { value } = row.option;
          if (!spec.multiple) return finish([value]);
          // A label picks nothing: Enter opens or closes it.
          if (tree && row.option.node === 'label') return setOpen(toggledOpen(opened, value));
          setError(undefined);
          setPicked((keys) => (tree ? toggledIn(tree, value, keys) : keys.includes(value) ? keys.filter((key) => key !== value) : [...keys, value]));
          setQuery('');
        }
      }
    },
    [finish, initial, pickedInOrder, spec.multiple, tree, opened],
  );
  /**
   * Ctrl+Enter answers and finishes (the later steps take their starting values): one choice
   * takes the highlighted option (or keeps, or skips); several take what is picked, or the
   * highlighted option when none is.
   */
  const onAccept = useCallback(
    (row: Row | undefined) => {
      if (row?.kind === 'skip') return answerPrompt({ value: undefined, finish: true });
      // Nothing picked to accept: the highlighted option is the user's to pick with Enter.
      if (spec.grants && row?.kind === 'option' && (!spec.multiple || (!picked.length && !spec.optional))) {
        return setError(t('palette.prompt.pickGrant', { label: spec.label[lang] }));
      }
      const highlighted = row?.kind === 'option' && !spec.grants ? [row.option.value] : row?.kind === 'keep' ? keysOf(initial) : [];
      const keys = spec.multiple && (picked.length || row?.kind !== 'option' || spec.grants) ? pickedInOrder() : highlighted;
      finish(keys, true);
    },
    [finish, initial, picked.length, pickedInOrder, spec, t, lang],
  );

  /** Alt+digit goes to that step, this one keeping what it holds: what is picked, or its starting value. */
  const onKeyDown = (event: KeyboardEvent) => {
    const jump = stepJumpOf(event, request);
    if (!jump) return;
    event.preventDefault();
    event.stopPropagation();
    finish(spec.multiple ? pickedInOrder() : keysOf(initial), false, jump);
  };

  // A required choice of several with nothing picked starts on its first option, not on "done",
  // which would only say that something must be picked.
  const startAt = spec.multiple && !spec.optional && picked.length === 0 ? firstOption : undefined;

  const itemText = useCallback(
    (row: Row): RowText => {
      switch (row.kind) {
        case 'keep': return { title: t('palette.prompt.keepOption', { value: labelOf(keysOf(initial)) }), action: true };
        case 'skip': return { title: t('palette.prompt.skip'), action: true };
        case 'done': return { title: t('palette.prompt.done', { count: picked.length }), action: true };
        case 'option': {
          const { option, trail } = row;
          const state = tree ? stateIn(tree, option.value, pickedSet) : pickedSet.has(option.value) ? 'all' : 'none';
          // A label has no box, so nothing of one is said.
          const spoken = option.node === 'label' ? undefined : { all: 'palette.prompt.chosen', some: 'palette.prompt.partly', none: undefined }[state];
          return {
            title: option.label,
            spokenTitle: spoken && t(spoken, { label: option.label }),
            hint: [filtering ? trail : '', option.hint].filter(Boolean).join(' · '),
            depth: filtering ? 0 : option.depth,
            checked: !spec.multiple || option.node === 'label' ? undefined : state === 'some' ? 'mixed' : state === 'all',
            expanded: filtering ? undefined : tree && hasChildren(tree, option.value) ? opened.has(option.value) : option.hasChildren ? lazy.open.has(option.value) : undefined,
          };
        }
      }
    },
    [t, labelOf, initial, picked.length, pickedSet, filtering, spec.multiple, tree, opened, lazy.open],
  );
  /** → opens the highlighted branch and ← closes it, while no query searches the whole tree. */
  const treeKeys = useMemo<readonly ItemKey<Row>[] | undefined>(() => {
    if (filtering || (!tree && !lazyTree)) return undefined;
    const valueOf = (row: Row) => (row.kind === 'option' ? row.option.value : '');
    const branch = (row: Row) => row.kind === 'option' && (tree ? hasChildren(tree, row.option.value) : Boolean(row.option.hasChildren));
    const isOpen = (row: Row) => (tree ? opened : lazy.open).has(valueOf(row));
    const toggle = (row: Row) => (tree ? setOpen(toggledOpen(opened, valueOf(row))) : lazy.toggle(valueOf(row)));
    return [
      { shortcut: 'arrowright', label: t('palette.prompt.expand'), applies: (row) => branch(row) && !isOpen(row), run: toggle },
      { shortcut: 'arrowleft', label: t('palette.prompt.collapse'), applies: (row) => branch(row) && isOpen(row), run: toggle },
    ];
  }, [tree, lazyTree, lazy, filtering, opened, t]);

  const emptyText = { loading: t('palette.prompt.loading'), failed: t('palette.prompt.failed'), ready: t('palette.empty') }[status];
  return (
    <div className="palette-choice" onKeyDown={onKeyDown}>
      <PaletteList
        label={spec.label[lang]}
        listLabel={t('palette.results.choice')}
        placeholder={t('palette.placeholder.choice')}
        header={<span className="palette-chip palette-chip-label">{spec.label[lang]}</span>}
        query={query}
        onQueryChange={setQuery}
        rows={rows}
        itemText={itemText}
        onRun={onRun}
        onAccept={onAccept}
        itemKeys={treeKeys}
        startAt={startAt}
        busy={status === 'loading'}
        emptyText={emptyText}
        status={status === 'ready' ? t('palette.count', { count: options.length }) : undefined}
      />
      {error && <div className="palette-error palette-choice-note" role="alert">{error}</div>}
      {(spec.multiple || spec.grants || request.step < request.steps) && (
        <div className="palette-note palette-choice-note">
          {[
            spec.multiple && t('palette.prompt.multiple'),
            spec.multiple && !spec.grants && t('palette.prompt.takesHighlighted'),
            spec.grants && t('palette.prompt.grants'),
            request.step < request.steps && t('palette.prompt.finish'),
          ].filter(Boolean).join(' · ')}
        </div>
      )}
    </div>
  );
}
