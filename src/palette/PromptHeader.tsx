import { useSnapshot } from 'valtio';
import type { Localized } from '../base/config';
import { language, useT } from '../i18n';
import type { NamedRows } from '../engine/record-names';
import type { PromptRequest } from './state';

/**
 * Which command is asking and how far along its arguments it is; below, what it acts on (the
 * record being edited, with its current values) and what has been answered so far.
 */
export function PromptHeader({ request }: { request: PromptRequest }) {
  const t = useT();
  const lang = useSnapshot(language).current;
  const { subject, answered, records } = request;
  return (
    <header className="palette-prompt-head">
      <span className="palette-chip">
        {request.command.title[lang]}
        {request.steps > 1 && <span className="palette-step"> · {t('palette.prompt.step', { step: request.step, steps: request.steps })}</span>}
      </span>
      {request.stepLabels && request.steps > 1 && <Steps labels={request.stepLabels} current={request.step} />}
      {subject && (
        <Values
          heading={`${t('palette.prompt.subject')}: ${subject.title}`}
          values={subject.values.map(({ label, text }) => [label, text])}
        />
      )}
      {/* A confirmation shows the rows and the answers in its own body, under its question. */}
      {!subject && records && request.spec.kind !== 'confirm' && <RecordsLine records={records} />}
      {answered.length > 0 && request.spec.kind !== 'confirm' && (
        <Values heading={t('palette.prompt.answered')} values={answered.map(({ label, text }) => [label, text ?? t('palette.prompt.skipped')])} />
      )}
    </header>
  );
}

/** The rows a command acts on: how many, and the first few by name (the confirmation shows it as its subject). */
export function RecordsLine({ records, id }: { records: NamedRows; id?: string }) {
  const t = useT();
  const lang = useSnapshot(language).current;
  const key = records.count > records.names.length ? 'palette.prompt.recordsMore' : 'palette.prompt.records';
  return (
    <p id={id} className="palette-records">
      {t(key, { screen: records.screen[lang], count: records.count, names: records.names.join(t('nameSeparator')) })}
    </p>
  );
}

/**
 * Every step of the prompt by its number, the one asked marked: Alt with a step's digit goes to
 * it (the first nine), as the note after the list says.
 */
function Steps({ labels, current }: { labels: readonly Localized[]; current: number }) {
  const t = useT();
  const lang = useSnapshot(language).current;
  return (
    <div className="palette-steps">
      <ol aria-label={t('palette.prompt.steps')}>
        {labels.map((label, i) => (
          <li key={i} aria-current={i + 1 === current ? 'step' : undefined}>
            <span className="palette-step-number">{i + 1}</span> {label[lang]}
          </li>
        ))}
      </ol>
      <span className="palette-note"><kbd>Alt</kbd>+<kbd>1</kbd>…<kbd>{Math.min(labels.length, 9)}</kbd> {t('palette.prompt.jump')}</span>
    </div>
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
