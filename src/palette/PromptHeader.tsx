import { useSnapshot } from 'valtio';
import type { Localized } from '../config';
import { language, useT } from '../i18n';
import type { PromptRequest } from './state';

/**
 * Which command is asking and how far along its arguments it is; below, what it acts on (the
 * record being edited, with its current values) and what has been answered so far.
 */
export function PromptHeader({ request }: { request: PromptRequest }) {
  const t = useT();
  const lang = useSnapshot(language).current;
  const { subject, answered } = request;
  return (
    <header className="palette-prompt-head">
      <span className="palette-chip">
        {request.command.title[lang]}
        {request.steps > 1 && <span className="palette-step"> · {t('palette.prompt.step', { step: request.step, steps: request.steps })}</span>}
      </span>
      {subject && (
        <Values
          heading={`${t('palette.prompt.subject')}: ${subject.title}`}
          values={subject.values.map(({ label, text }) => [label, text])}
        />
      )}
      {answered.length > 0 && (
        <Values heading={t('palette.prompt.answered')} values={answered.map(({ label, text }) => [label, text ?? t('palette.prompt.skipped')])} />
      )}
    </header>
  );
}

/** A titled list of label/value pairs. */
function Values({ heading, values }: { heading: string; values: [Localized, string][] }) {
  const lang = useSnapshot(language).current;
  return (
    <section className="palette-values" aria-label={heading}>
      <h2 className="palette-values-heading">{heading}</h2>
      <dl>
        {values.map(([label, text], i) => (
          <div key={i}>
            <dt>{label[lang]}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
