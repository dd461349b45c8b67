import { FieldError, Label, TextArea, TextField } from 'react-aria-components';
import { SafeHtml } from './sanitize';
import type { InputProps } from './types';

export interface RichTextInputProps extends InputProps<string> {
  previewLabel: string;
}

/**
 * HTML edited as source, with a preview beside it. The preview is sanitised (DOMPurify): the
 * source may come from anyone who can edit the record.
 */
export function RichTextInput({ label, error, previewLabel, value, ...props }: RichTextInputProps) {
  return (
    <div className="rich-text-field">
      <TextField className="field" isInvalid={Boolean(error)} validationBehavior="aria" value={value} {...props}>
        <Label className="field-label">{label}</Label>
        <TextArea className="textarea code" rows={8} />
        <FieldError className="field-error">{error}</FieldError>
      </TextField>
      <section className="rich-text-preview" aria-label={previewLabel}>
        <SafeHtml html={value} />
      </section>
    </div>
  );
}
