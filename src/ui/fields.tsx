import { useId } from 'react';

export interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  type?: 'text' | 'password';
  isRequired?: boolean;
  isDisabled?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  name?: string;
}

/**
 * A labelled native text field showing the error its form computed. The login, lock and
 * registration pages use it because they are in the first load, whose budget (108 KiB)
 * cannot hold React Aria; every form behind login uses React Aria's fields.
 */
export function TextInput({ label, error, value, onChange, onBlur, type = 'text', isRequired, isDisabled, autoFocus, autoComplete, name }: TextInputProps) {
  const id = useId();
  return (
    <div className="field" data-invalid={error ? true : undefined} data-required={isRequired || undefined}>
      <label className="field-label" htmlFor={id}>{label}</label>
      <input
        id={id}
        className="input"
        name={name}
        type={type}
        value={value}
        required={isRequired}
        disabled={isDisabled}
        autoFocus={autoFocus}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {error && <span id={`${id}-error`} className="field-error">{error}</span>}
    </div>
  );
}
