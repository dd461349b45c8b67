import { useId, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { ArgSpec } from '../platform/types';
import { language, useT } from '../i18n';
import { RecordsLine } from './PromptHeader';
import { answerPrompt, closePalette, type PromptRequest } from './state';

type ConfirmSpec = Extract<ArgSpec, { kind: 'confirm' }>;

/**
 * The label as a question (确定将选择数据删除?) over what it concerns: the rows the command acts
 * on, named, what was answered before it (an approval's roles and departments), and the
 * confirmation's own lines (what a grant removes). 确定 is focused, but for a destructive command
 * 取消 is, so Enter alone does not go on; Y confirms either way.
 */
export function ConfirmPrompt({ request, spec }: { request: PromptRequest; spec: ConfirmSpec }) {
  const t = useT();
  const lang = useSnapshot(language).current;
  const id = useId();
  const { records } = request;
  const lines = [
    ...request.answered.map(({ label, text }) => ({ label: label[lang], text: text ?? t('palette.prompt.skipped') })),
    ...(request.details ?? []).map(({ label, text }) => ({ label: label[lang], text })),
  ];
  const described = [records && `${id}-records`, lines.length && `${id}-details`].filter(Boolean).join(' ') || undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key.toLowerCase() !== 'y' || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    answerPrompt({ value: true });
  };
  return (
    <div className="palette-prompt" role="group" aria-labelledby={id} aria-describedby={described} onKeyDown={onKeyDown}>
      <p id={id} className="palette-question palette-confirm">{spec.label[lang]}</p>
      {records && <RecordsLine id={`${id}-records`} records={records} />}
      {lines.length > 0 && (
        <dl id={`${id}-details`} className="palette-confirm-details">
          {lines.map(({ label, text }, i) => (
            <div key={i}>
              <dt>{label}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      )}
      {spec.destructive && <p className="palette-note">{t('palette.prompt.confirmKey')}</p>}
      <footer className="palette-prompt-actions">
        <button type="button" className="button" autoFocus={spec.destructive} onClick={closePalette}>{t('palette.prompt.cancel')}</button>
        <button type="button" className={spec.destructive ? 'button danger' : 'button primary'} autoFocus={!spec.destructive} aria-keyshortcuts="Y" onClick={() => answerPrompt({ value: true })}>
          {t('palette.prompt.ok')}
        </button>
      </footer>
    </div>
  );
}
