import { useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { argProblem } from '../../commands/args';
import { currentContext } from '../../commands/context';
import type { ArgSpec } from '../../commands/types';
import { language, useT } from '../i18n';
import { PromptHeader } from './PromptHeader';
import { answerPrompt, closePalette, type PromptRequest } from './state';

type TextSpec = Extract<ArgSpec, { kind: 'text' }>;

/** Asks for one text argument; secrets are masked, validation messages shown under the field. */
export function TextPrompt({ request, spec }: { request: PromptRequest; spec: TextSpec }) {
  const t = useT();
  const lang = useSnapshot(language).current;
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [tried, setTried] = useState(false);
  const label = spec.label[lang];

  const problem = (text: string) => argProblem(spec, text, currentContext())?.[lang];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problem(value);
    setTried(true);
    setError(found);
    if (!found) answerPrompt({ value: !value.trim() && spec.optional ? undefined : value });
  };

  return (
    <form className="palette-prompt" onSubmit={submit} noValidate>
      <div className="palette-prompt-head"><PromptHeader request={request} /></div>
      <label className="palette-question" htmlFor={id}>{label}</label>
      <input
        id={id}
        className="palette-input palette-field"
        type={spec.secret ? 'password' : 'text'}
        placeholder={spec.placeholder?.[lang]}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoComplete={spec.secret ? 'new-password' : 'off'}
        autoFocus
        onChange={(event) => {
          setValue(event.target.value);
          if (tried) setError(problem(event.target.value));
        }}
      />
      {error && <div id={`${id}-error`} className="palette-error" role="alert">{error}</div>}
      {spec.optional && !error && <div className="palette-note">{t('palette.prompt.optional')}</div>}
      <footer className="palette-prompt-actions">
        <button type="button" className="button" onClick={closePalette}>{t('palette.prompt.cancel')}</button>
        <button type="submit" className="button primary">{t('palette.prompt.ok')}</button>
      </footer>
    </form>
  );
}
