import { useSnapshot } from 'valtio';
import { language, useT } from '../i18n';
import type { PromptRequest } from './state';

/** Which command is asking, and how far along its arguments we are. */
export function PromptHeader({ request }: { request: PromptRequest }) {
  const t = useT();
  const lang = useSnapshot(language).current;
  return (
    <span className="palette-chip">
      {request.command.title[lang]}
      {request.steps > 1 && <span className="palette-step"> · {t('palette.prompt.step', { step: request.step, steps: request.steps })}</span>}
    </span>
  );
}
