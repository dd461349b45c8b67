import { Button } from 'react-aria-components';
import { createRoot } from 'react-dom/client';
import { useT } from '../i18n';
import '../i18n/resource';
import { ModalDialog } from './Dialog';

export interface ConfirmOptions {
  /** Default '提示', as BladeX's confirmations. */
  title?: string;
  /** Marks the OK button as destructive. */
  danger?: boolean;
  /** A second line under the question, e.g. how many rows it concerns. */
  detail?: string;
}

/**
 * Asks a yes/no question in a modal alert dialog; resolves true on OK, false on Cancel or Esc.
 * Callable from anywhere (commands included): it renders into its own root, so no host
 * component has to be mounted first.
 */
export function confirm(text: string, options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.dataset.confirm = '';
    document.body.append(host);
    const root = createRoot(host);
    let answered = false;
    const answer = (yes: boolean) => {
      if (answered) return;
      answered = true;
      resolve(yes);
      // After the press that answered has finished, then the dialog goes and focus returns.
      queueMicrotask(() => {
        root.unmount();
        host.remove();
      });
    };
    root.render(<ConfirmDialog text={text} options={options} onAnswer={answer} />);
  });
}

function ConfirmDialog({ text, options, onAnswer }: { text: string; options: ConfirmOptions; onAnswer: (yes: boolean) => void }) {
  const t = useT();
  return (
    <ModalDialog
      title={options.title ?? t('crud.confirm.title')}
      role="alertdialog"
      onClose={() => onAnswer(false)}
      footer={
        <>
          <Button className="button" onPress={() => onAnswer(false)}>{t('action.cancel')}</Button>
          <Button className={options.danger ? 'button danger' : 'button primary'} autoFocus onPress={() => onAnswer(true)}>{t('action.ok')}</Button>
        </>
      }
    >
      <p>{text}</p>
      {options.detail && <p>{options.detail}</p>}
    </ModalDialog>
  );
}
