import { useState, type FocusEvent } from 'react';
import { Button, FieldError, Form, Input, Label, Text, TextArea, TextField, type TextFieldProps } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { argProblem } from '../platform/args';
import type { ArgSpec } from '../platform/types';
import type { Localized } from '../base/config';
import { DAY_FORMAT, MOMENT_FORMAT } from '../formats/date-text';
import { language, useT } from '../i18n';
import { dateOfText, expandDateWords } from '../core/date-words';
import { answerPrompt, closePalette, type PromptAnswer, type PromptRequest } from './state';
import { stepJumpOf } from './step-jump';

type TypedSpec = Extract<ArgSpec, { kind: 'text' | 'number' | 'date' }>;

/** What the user reads for a secret they typed: its length is not given away. */
const MASK = '••••••';

/**
 * The answer to what the field holds, or the rule it breaks. An empty optional field is skipped
 * when it started empty; emptied by the user, it clears the starting value, which the
 * argument's own rule must allow (a required field of a record being edited does not).
 */
function answerOf(spec: TypedSpec, request: PromptRequest, raw: string): PromptAnswer | Localized {
  const now = new Date();
  const from = dateOfText(request.countsFrom?.value) ?? now;
  const value = spec.kind === 'text' ? raw : spec.kind === 'date' ? expandDateWords(raw, Boolean(spec.time), now, from).trim() : raw.trim();
  if (!value.trim() && spec.optional) {
    if (!request.initial) return { value: undefined };
    return spec.validate?.('', request.ctx) ?? { value: '', text: '' };
  }
  return argProblem(spec, value, request.ctx) ?? { value, text: spec.kind === 'text' && spec.secret ? MASK : undefined };
}

const isProblem = (result: PromptAnswer | Localized): result is Localized => result !== null && 'zh' in result;

/**
 * Asks for an argument typed as text: text (a text area when multiline, masked when secret),
 * a number, or a date in the format the note shows (or a word the note offers, counted from the
 * answer the argument counts from when it has one). It starts from the argument's starting
 * value, selected so that typing replaces it; Enter accepts (Ctrl+Enter in a text area, where Enter starts a new line), and the
 * argument's rules are checked before the palette moves on. Ctrl+Enter also finishes: the later
 * steps take their starting values.
 */
export function TextPrompt({ request, spec, typed = '' }: { request: PromptRequest; spec: TypedSpec; typed?: string }) {
  const t = useT();
  const lang = useSnapshot(language).current;
  // Typed before the prompt showed, the text replaces the starting value, as typing over it would.
  const [value, setValue] = useState(typed || (request.initial ?? ''));
  const [error, setError] = useState(request.problem?.[lang]);
  // Once a value was refused, the message follows every keystroke.
  const [tried, setTried] = useState(Boolean(request.problem));
  const multiline = spec.kind === 'text' && spec.multiline;
  const secret = spec.kind === 'text' && spec.secret;

  /** `finish`: Ctrl+Enter, which takes the later steps as they start; `jump`: Alt+digit's step. */
  const submit = (finish = false, jump?: number) => {
    const result = answerOf(spec, request, value);
    setTried(true);
    if (isProblem(result)) setError(result[lang]);
    else answerPrompt(result && { ...result, finish, jump });
  };
  const onKeyDown: TextFieldProps['onKeyDown'] = (event) => {
    const jump = stepJumpOf(event, request);
    if (jump) {
      event.preventDefault();
      return submit(false, jump);
    }
    // In a text area, Enter starts a new line once there is text; on nothing it moves on (a
    // skip, or the field's message), as the note says.
    const plainEnterOnNothing = multiline && event.key === 'Enter' && !event.shiftKey && !event.altKey && !value.trim();
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey || plainEnterOnNothing)) return event.continuePropagation();
    event.preventDefault();
    submit(event.ctrlKey || event.metaKey);
  };

  const format = spec.kind === 'date' ? (spec.time ? MOMENT_FORMAT : DAY_FORMAT) : undefined;
  const notes = [
    format && t('palette.prompt.format', { format }),
    spec.kind === 'date' && t(spec.time ? 'palette.prompt.momentWords' : 'palette.prompt.dayWords'),
    request.countsFrom && t('palette.prompt.countsFrom', { label: request.countsFrom.label[lang], value: request.countsFrom.value }),
    multiline && t('palette.prompt.accept'),
    spec.optional ? t(request.initial ? 'palette.prompt.keepOrClear' : 'palette.prompt.optional') : request.initial && t('palette.prompt.keep'),
    request.step < request.steps && t('palette.prompt.finish'),
  ].filter(Boolean);
  const placeholder = spec.kind === 'text' ? spec.placeholder?.[lang] : format;
  // A starting value is selected, so typing replaces it; text typed ahead is the user's own, typed on after.
  const onFocus = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.currentTarget;
    if (typed) field.setSelectionRange(field.value.length, field.value.length);
    else field.select();
  };

  return (
    <Form
      className="palette-prompt"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        className="palette-text-field"
        value={value}
        onChange={(next) => {
          setValue(next);
          if (tried) {
            const result = answerOf(spec, request, next);
            setError(isProblem(result) ? result[lang] : undefined);
          }
        }}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        type={secret ? 'password' : 'text'}
        inputMode={spec.kind === 'number' ? 'decimal' : spec.kind === 'date' ? 'numeric' : undefined}
        autoComplete={secret ? 'new-password' : 'off'}
        autoFocus
        onKeyDown={onKeyDown}
      >
        <Label className="palette-question">{spec.label[lang]}</Label>
        {/* An end key keeps a selected starting value and types on. */}
        {multiline ? (
          <TextArea className="palette-input palette-field" rows={4} placeholder={placeholder} onFocus={onFocus} />
        ) : (
          <Input className="palette-input palette-field" placeholder={placeholder} onFocus={onFocus} />
        )}
        <FieldError className="palette-error"><span role="alert">{error}</span></FieldError>
        {notes.length > 0 && <Text slot="description" className="palette-note">{notes.join(' · ')}</Text>}
      </TextField>
      <footer className="palette-prompt-actions">
        <Button className="button" onPress={closePalette}>{t('palette.prompt.cancel')}</Button>
        <Button type="submit" className="button primary">{t('palette.prompt.ok')}</Button>
      </footer>
    </Form>
  );
}
