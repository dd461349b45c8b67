import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { errorLog, type LocalError } from '../../core/errorlog';
import { useT } from '../../i18n';
import '../../i18n/layout';
import { useCommand } from '../../ui/use-command';
import { ModalDialog } from '../../ui/Dialog';
import { ConfirmDialog } from './ConfirmDialog';
import { errorLogView } from './store';

type Pending = 'upload' | 'clear' | null;

/** The local error log, full screen: newest first, with upload and clear. */
export function ErrorLogDialog() {
  const t = useT();
  const { open } = useSnapshot(errorLogView);
  const entries = useSnapshot(errorLog).entries;
  const upload = useCommand('errors.upload');
  const clear = useCommand('errors.clear');
  const [pending, setPending] = useState<Pending>(null);
  if (!open) return null;
  const close = () => {
    errorLogView.open = false;
  };
  return (
    <ModalDialog title={t('ctl.errorLog.title')} fullScreen onClose={close} footer={
      <>
        <Button className="button primary" isDisabled={!upload.available} onPress={() => setPending('upload')}>{t('ctl.errorLog.upload')}</Button>
        <Button className="button danger" isDisabled={!clear.available} onPress={() => setPending('clear')}>{t('ctl.errorLog.clear')}</Button>
      </>
    }>
      {entries.length === 0 ? (
        <p className="muted">{t('ctl.errorLog.empty')}</p>
      ) : (
        <ErrorTable entries={[...entries].reverse() as LocalError[]} />
      )}
      {pending && (
        <ConfirmDialog
          title={t('ctl.errorLog.confirmTitle')}
          text={t(pending === 'upload' ? 'ctl.errorLog.confirmUpload' : 'ctl.errorLog.confirmClear')}
          onClose={() => setPending(null)}
          onConfirm={() => void (pending === 'upload' ? upload : clear).run({ confirm: true })}
        />
      )}
    </ModalDialog>
  );
}

function ErrorTable({ entries }: { entries: LocalError[] }) {
  const t = useT();
  return (
    <table className="error-table">
      <thead>
        <tr>
          {(['type', 'time', 'url', 'message', 'info', 'stack'] as const).map((column) => <th key={column} scope="col">{t(`ctl.errorLog.${column}`)}</th>)}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, i) => (
          <tr key={`${entry.time}-${i}`}>
            <td>{t(`ctl.errorLog.types.${entry.type}`)}</td>
            <td className="nowrap">{entry.time}</td>
            <td className="break">{entry.url}</td>
            <td>{entry.message}</td>
            <td><pre className="error-pre">{entry.info}</pre></td>
            <td>
              {entry.stack && (
                <details>
                  <summary>{t('ctl.errorLog.stack')}</summary>
                  <pre className="error-pre">{entry.stack}</pre>
                </details>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
