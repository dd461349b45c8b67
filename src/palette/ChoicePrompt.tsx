import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { currentContext } from '../../commands/context';
import type { ArgSpec, ChoiceOption } from '../../commands/types';
import { language, useT } from '../i18n';
import { PaletteList, type ListRow } from './PaletteList';
import { PromptHeader } from './PromptHeader';
import { createSearcher, prepareEntry } from './rank';
import { answerPrompt, type PromptRequest } from './state';

type ChoiceSpec = Extract<ArgSpec, { kind: 'choice' }>;
type Loaded = { status: 'ready' | 'failed'; options: ChoiceOption[] } | { status: 'loading'; pending: Promise<ChoiceOption[]> };

/** Static options are there at once; remote ones show a loading state first. */
function useOptions(spec: ChoiceSpec): { status: 'loading' | 'ready' | 'failed'; options: ChoiceOption[] } {
  const [loaded, setLoaded] = useState<Loaded>(() => {
    try {
      const result = spec.options(currentContext());
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

/** A choice among options, filterable like the command list (prefix, then fuzzy). */
export function ChoicePrompt({ request, spec }: { request: PromptRequest; spec: ChoiceSpec }) {
  const t = useT();
  const lang = useSnapshot(language).current;
  const [query, setQuery] = useState('');
  const { status, options } = useOptions(spec);
  const choices = useMemo<(ChoiceOption | null)[]>(() => (spec.optional ? [null, ...options] : options), [spec, options]);
  const searcher = useMemo(() => createSearcher(choices.map((o) => prepareEntry(o ? [o.label, o.value, o.hint] : [t('palette.prompt.skip')]))), [choices, t]);
  const rows = useMemo<ListRow<ChoiceOption | null>[]>(() => {
    const order = query.trim() ? searcher.search(query).top : choices.map((_, i) => i);
    return order.map((i) => ({ kind: 'item', key: choices[i] ? `option:${choices[i]!.value}` : 'skip', item: choices[i]! }));
  }, [choices, query, searcher]);

  const itemLabel = useCallback((o: ChoiceOption | null) => (o ? o.label : t('palette.prompt.skip')), [t]);
  const renderItem = useCallback(
    (o: ChoiceOption | null) => (
      <>
        <span className="palette-item-title">{o ? o.label : t('palette.prompt.skip')}</span>
        {o?.hint && <span className="palette-item-hint">{o.hint}</span>}
      </>
    ),
    [t],
  );
  const onRun = useCallback((o: ChoiceOption | null) => answerPrompt({ value: o ? o.value : undefined }), []);

  const header = (
    <>
      <PromptHeader request={request} />
      <span className="palette-chip palette-chip-label">{spec.label[lang]}</span>
    </>
  );
  const emptyText = { loading: t('palette.prompt.loading'), failed: t('palette.prompt.failed'), ready: t('palette.empty') }[status];
  return (
    <PaletteList
      label={spec.label[lang]}
      listLabel={t('palette.results.choice')}
      placeholder={t('palette.placeholder.choice')}
      header={header}
      query={query}
      onQueryChange={setQuery}
      rows={rows}
      itemLabel={itemLabel}
      renderItem={renderItem}
      onRun={onRun}
      busy={status === 'loading'}
      emptyText={emptyText}
      status={status === 'ready' ? t('palette.count', { total: options.length }) : undefined}
    />
  );
}
