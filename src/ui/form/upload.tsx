import { useState } from 'react';
import { Button, FileTrigger, Label } from 'react-aria-components';
import type { InputProps } from './types';

export interface UploadInputProps extends InputProps<string> {
  /** Sends the file and resolves with its URL (the value kept in the record). */
  upload: (file: File) => Promise<string>;
  buttonLabel: string;
  busyLabel: string;
  accept?: string[];
}

/** A file chooser whose value is the uploaded file's URL. */
export function UploadInput({ label, value, onChange, onBlur, error, upload, buttonLabel, busyLabel, accept, isDisabled, isReadOnly, isRequired }: UploadInputProps) {
  const [busy, setBusy] = useState(false);
  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setBusy(true);
    try {
      onChange(await upload(file));
    } catch {
      // The HTTP client has shown why; the field keeps its previous value.
    } finally {
      setBusy(false);
      onBlur?.();
    }
  };
  return (
    <div className="field" data-required={isRequired || undefined} data-invalid={error ? true : undefined}>
      <Label className="field-label">{label}</Label>
      <div className="upload-row">
        {!isReadOnly && (
          <FileTrigger acceptedFileTypes={accept} onSelect={choose}>
            <Button className="button" isDisabled={isDisabled || busy}>{busy ? busyLabel : buttonLabel}</Button>
          </FileTrigger>
        )}
        <FileLink url={value} />
      </div>
      {error && <span className="field-error">{error}</span>}
    </div>
  );
}

/** Links only to http(s) or same-site URLs, so a stored `javascript:` value is shown as text. */
export function FileLink({ url }: { url: string }) {
  if (!url) return null;
  const safe = /^(https?:)?\/\//i.test(url) || url.startsWith('/');
  return safe ? <a className="file-link" href={url} target="_blank" rel="noreferrer">{url}</a> : <span className="file-link">{url}</span>;
}
