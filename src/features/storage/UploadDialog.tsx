/**
 * The upload dialog: choose a file (refused types and sizes are named before anything is sent),
 * upload it with a progress bar, cancel while it is sending. By keyboard: Tab to 选择文件, Space
 * opens the picker (or drop the file on its zone), Tab to 上传, Enter; 取消上传 stops it.
 */
import { Button, Label, ProgressBar } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { notify } from '../../core/notify';
import { useT } from '../../i18n';
import { localize } from '../../i18n/resource';
import { ApiError } from '../../core/http';
import { ModalDialog } from '../../ui/Dialog';
import { FileDrop } from '../../ui/form/file-drop';
import { viewOf } from '../../engine/controller';
import { attach } from '../../schema/storage/attach';
import { storage } from '../../schema/storage/storage';
import { cancelUpload, chooseFile, closeUpload, startUpload, uploadState } from './upload-state';
import './messages';

async function upload(t: ReturnType<typeof useT>): Promise<void> {
  try {
    const result = await startUpload();
    if (!result) return;
    notify('success', t('storage.uploaded', { name: result.originalName }));
    await Promise.all([viewOf(attach.name)?.refresh(), viewOf(storage.name)?.refresh()]);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    notify('error', error.message);
  }
}

export function UploadDialog() {
  const t = useT();
  const state = useSnapshot(uploadState);
  if (!state.open) return null;
  const sending = state.phase === 'sending';
  const percent = state.total ? Math.round((state.loaded / state.total) * 100) : 0;
  const title = state.open.target === 'put-file-attach' ? t('storage.uploadTitle') : `${t('storage.debugUploadTitle')} · ${state.open.code ?? ''}`;
  return (
    <ModalDialog
      title={title}
      onClose={closeUpload}
      width={520}
      footer={
        <>
          {sending
            ? <Button className="button danger" onPress={cancelUpload}>{t('storage.cancel')}</Button>
            : <Button className="button primary" isDisabled={!state.file || Boolean(state.refusal)} onPress={() => void upload(t)}>{t('storage.upload')}</Button>}
          <Button className="button" onPress={closeUpload}>{t('storage.close')}</Button>
        </>
      }
    >
      <FileDrop label={t('storage.chooseFile')} file={state.file as File | null} onFile={chooseFile} isDisabled={sending} autoFocus />
      <p className="hint">{t('storage.limits')}</p>
      {state.refusal && <p role="alert" className="field-error">{localize(state.refusal)}</p>}
      {state.phase !== 'idle' && (
        <ProgressBar value={percent} className="progress">
          <Label>{t('storage.progress', { percent })}</Label>
          <div style={{ height: 6, borderRadius: 3, background: 'color-mix(in srgb, currentColor 15%, transparent)' }}>
            <div style={{ height: '100%', width: `${percent}%`, borderRadius: 3, background: 'var(--primary, currentColor)' }} />
          </div>
        </ProgressBar>
      )}
      {state.phase === 'cancelled' && <p role="status">{t('storage.cancelled')}</p>}
      {state.phase === 'done' && state.result && <p role="status">{t('storage.uploaded', { name: state.result.originalName })}</p>}
    </ModalDialog>
  );
}
