import { Button } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n';
import '../../i18n/bulk';
import '../../i18n/common';
import { execute } from '../../platform/registry';
import { ModalDialog } from '../../ui/Dialog';
import { renderInOwnRoot } from '../../ui/own-root';
import { SelectInput } from '../../ui/form/choice';
import type { BulkDialogState, Section } from './state';

function Sections({ sections }: { sections: readonly Readonly<Omit<Section, 'lines'> & { lines: readonly string[] }>[] }) {
  const t = useT();
  return sections.map((part) => (
    <section key={part.title} className="bulk-section">
      <h3>{part.title}</h3>
      {part.lines.length > 0 && <ul>{part.lines.map((line, i) => <li key={i}>{line}</li>)}</ul>}
      {part.more > 0 && <p>{t('bulk.more', { count: part.more })}</p>}
    </section>
  ));
}

/** The column mapping: one choice of field per column; the footer goes on once every required field has a column. */
function Mapping({ state }: { state: BulkDialogState }) {
  const t = useT();
  const step = useSnapshot(state).mapping!;
  const missing = step.missing(step.chosen);
  const items = [{ value: '-', label: t('bulk.skipColumn') }, ...step.fields];
  return (
    <>
      <p>{t('bulk.mapping')}</p>
      {step.header.map((header, i) => (
        <SelectInput
          key={i}
          label={t('bulk.column', { header })}
          placeholder={t('bulk.skipColumn')}
          items={items}
          value={step.chosen[i] ?? '-'}
          onChange={(value) => void (state.mapping!.chosen[i] = value === '-' || !value ? null : value)}
        />
      ))}
      {missing.length > 0 && <p role="alert">{t('bulk.missing', { names: missing.join('、') })}</p>}
    </>
  );
}

function Body({ state }: { state: BulkDialogState }) {
  const t = useT();
  const view = useSnapshot(state);
  switch (view.phase) {
    case 'busy':
      return (
        <div role="status">
          {view.progress && <progress value={view.progress.done} max={view.progress.total} />}
          <p>{view.busyText}</p>
        </div>
      );
    case 'mapping':
      return <Mapping state={state} />;
    case 'review':
      return (
        <>
          {view.review!.lead && <p>{view.review!.lead}</p>}
          <Sections sections={view.review!.sections} />
        </>
      );
    case 'writing':
      return (
        <div role="status">
          <progress value={view.progress!.done} max={view.progress!.total} />
          <p>{t('bulk.writing', { done: view.progress!.done, total: view.progress!.total })}</p>
        </div>
      );
    case 'report':
      return (
        <>
          <p role="status">{view.report!.summary}</p>
          <Sections sections={view.report!.sections} />
        </>
      );
  }
}

function Footer({ state, close }: { state: BulkDialogState; close: () => void }) {
  const t = useT();
  const view = useSnapshot(state);
  if (view.phase === 'busy') return <Button className="button" onPress={close}>{t('action.cancel')}</Button>;
  if (view.phase === 'mapping') {
    const missing = view.mapping!.missing(view.mapping!.chosen);
    return (
      <>
        <Button className="button" onPress={() => state.answer?.(null)}>{t('action.cancel')}</Button>
        <Button className="button primary" isDisabled={missing.length > 0} onPress={() => state.answer?.([...state.mapping!.chosen])}>{t('bulk.next')}</Button>
      </>
    );
  }
  if (view.phase === 'review') {
    return (
      <>
        <Button className="button" onPress={() => state.answer?.(null)}>{t('action.cancel')}</Button>
        <Button className="button primary" isDisabled={view.review!.count === 0} onPress={() => state.answer?.(true)}>{view.review!.confirm}</Button>
      </>
    );
  }
  if (view.phase === 'writing') return <Button className="button danger" onPress={() => state.stop.abort()}>{t('bulk.stop')}</Button>;
  if (view.phase === 'report') {
    const download = view.report!.download;
    return (
      <>
        {download && <Button className="button" onPress={() => void execute(download, {}, 'button')}>{t('bulk.download')}</Button>}
        <Button className="button primary" autoFocus onPress={close}>{t('action.close')}</Button>
      </>
    );
  }
  return null;
}

function BulkDialog({ state, close }: { state: BulkDialogState; close: () => void }) {
  const view = useSnapshot(state);
  // The live phase, not the last render's: a dismissal right as the report arrives must close.
  const dismiss = () => {
    if (state.phase === 'writing') state.stop.abort();
    else if (state.phase === 'report' || state.phase === 'busy') close();
    else state.answer?.(null);
  };
  return (
    <ModalDialog title={view.title} onClose={dismiss} width={720} footer={<Footer state={state} close={close} />}>
      <Body state={state} />
    </ModalDialog>
  );
}

/**
 * Shows the dialog of `state` in its own root (commands open it through src/platform/dialogs.ts);
 * closing it stops what it writes and answers a question it was asking with nothing.
 */
export function showBulkDialog(state: BulkDialogState): () => void {
  return renderInOwnRoot((closeRoot) => <BulkDialog state={state} close={closeRoot} />, {
    mark: 'bulk',
    onClose: () => {
      state.open = false;
      state.stop.abort();
      state.answer?.(null);
    },
  });
}
