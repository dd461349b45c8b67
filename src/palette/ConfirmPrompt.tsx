import { useId } from 'react';
import { useSnapshot } from 'valtio';
import type { ArgSpec } from '../platform/types';
import { language, useT } from '../i18n';
import { answerPrompt, closePalette } from './state';

type ConfirmSpec = Extract<ArgSpec, { kind: 'confirm' }>;

/** The label as a question (确定将选择数据删除?) with 确定 focused and 取消 beside it. */
export function ConfirmPrompt({ spec }: { spec: ConfirmSpec }) {
  const t = useT();
  const lang = useSnapshot(language).current;
  const id = useId();
  return (
    <div className="palette-prompt" role="group" aria-labelledby={id}>
      <p id={id} className="palette-question palette-confirm">{spec.label[lang]}</p>
      <footer className="palette-prompt-actions">
        <button type="button" className="button" onClick={closePalette}>{t('palette.prompt.cancel')}</button>
        <button type="button" className="button primary" autoFocus onClick={() => answerPrompt({ value: true })}>
          {t('palette.prompt.ok')}
        </button>
      </footer>
    </div>
  );
}
