import { useState } from 'react';
import { Button, DropZone, FileTrigger, Text } from 'react-aria-components';
import { useT } from '../../i18n';
import '../../i18n/common';

export interface FileDropProps {
  /** Names the control (its label) and the drop zone. */
  label: string;
  /** The file chosen so far, named under the control. */
  file: File | null;
  onFile: (file: File | null) => void;
  /** File name endings or MIME types the browser's picker offers (a dropped file is taken as it is). */
  accept?: readonly string[];
  isDisabled?: boolean;
  autoFocus?: boolean;
}

/**
 * Choosing one file: a translated button opening the browser's picker (the browser's own file
 * input names itself in the browser's language), and a zone the file may be dropped on.
 */
export function FileDrop({ label, file, onFile, accept, isDisabled, autoFocus }: FileDropProps) {
  const t = useT();
  const [over, setOver] = useState(false);
  return (
    <DropZone
      className="file-drop field"
      aria-label={label}
      isDisabled={isDisabled}
      getDropOperation={(types) => (types.has('Files') || [...(accept ?? [])].some((type) => types.has(type)) || types.has('application/octet-stream') ? 'copy' : 'cancel')}
      onDropEnter={() => setOver(true)}
      onDropExit={() => setOver(false)}
      onDrop={async (event) => {
        setOver(false);
        const item = event.items.find((entry) => entry.kind === 'file');
        if (item && item.kind === 'file') onFile(await item.getFile());
      }}
      data-over={over || undefined}
    >
      <Text slot="label" className="field-label">{label}</Text>
      <div className="file-drop-body">
        <FileTrigger acceptedFileTypes={accept ? [...accept] : undefined} onSelect={(files) => onFile(files?.[0] ?? null)}>
          <Button className="button" isDisabled={isDisabled} autoFocus={autoFocus}>{t('file.choose')}</Button>
        </FileTrigger>
        <span className="muted">{t('file.drop')}</span>
      </div>
      <p className="file-drop-chosen" role="status">{file ? t('file.chosen', { name: file.name }) : t('file.none')}</p>
    </DropZone>
  );
}
