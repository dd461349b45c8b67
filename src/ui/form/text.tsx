import { Button, FieldError, Group, Input, Label, NumberField, TextArea, TextField } from 'react-aria-components';
import type { InputProps } from './types';

export interface TextInputProps extends InputProps<string> {
  type?: 'text' | 'password';
  /** A several-line text area instead of a one-line input. */
  multiline?: boolean;
  placeholder?: string;
}

/** One-line or several-line text, password included. */
export function TextInput({ label, error, type = 'text', multiline, placeholder, ...props }: TextInputProps) {
  return (
    <TextField className="field" type={multiline ? undefined : type} isInvalid={Boolean(error)} validationBehavior="aria" {...props}>
      <Label className="field-label">{label}</Label>
      {multiline ? <TextArea className="textarea" rows={3} placeholder={placeholder} /> : <Input className="input" placeholder={placeholder} />}
      <FieldError className="field-error">{error}</FieldError>
    </TextField>
  );
}

/** A number; an empty field is `undefined`, not 0, so "required" can tell them apart. */
export function NumberInput({ label, error, value, onChange, ...props }: InputProps<number | undefined>) {
  return (
    <NumberField
      className="field"
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      value={value ?? NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? undefined : next)}
      {...props}
    >
      <Label className="field-label">{label}</Label>
      <Group className="number-group">
        <Button slot="decrement" className="icon-button">−</Button>
        <Input className="input" />
        <Button slot="increment" className="icon-button">+</Button>
      </Group>
      <FieldError className="field-error">{error}</FieldError>
    </NumberField>
  );
}
