import type { KeyboardEvent } from 'react';
import { Button } from 'react-aria-components';
import { useT } from '../i18n';
import '../i18n/resource';
import { ModalDialog } from './Dialog';
import { renderInOwnRoot } from './own-root';

export interface ConfirmOptions {
  /** Default '提示', as BladeX's confirmations. */
  title?: string;
  /** Marks the OK button as destructive: focus starts on Cancel, so Enter alone does not go on. */
  danger?: boolean;
  /** A second line under the question, e.g. how many rows it concerns. */
  detail?: string;
}

/**
 * Asks a yes/no question in a modal alert dialog; resolves true on OK (or Y), false on Cancel or Esc.
 * Callable from anywhere (commands included): it renders into its own root, so no host
 * component has to be mounted first.
 */
export function confirm(text: string, options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    // Closed without an answer (the page starting over): no.
    renderInOwnRoot((close) => <ConfirmDialog text={text} options={options} onAnswer={(yes) => (resolve(yes), close())} />, {
      mark: 'confirm',
      onClose: () => resolve(false),
    });
  });
}

function ConfirmDialog({ text, options, onAnswer }: { text: string; options: ConfirmOptions; onAnswer: (yes: boolean) => void }) {
  const t = useT();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key.toLowerCase() !== 'y' || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    onAnswer(true);
  };
  return (
    <div onKeyDown={onKeyDown}>
    <ModalDialog
      title={options.title ?? t('crud.confirm.title')}
      role="alertdialog"
      onClose={() => onAnswer(false)}
      footer={
        <>
          <Button className="button" autoFocus={options.danger} onPress={() => onAnswer(false)}>{t('action.cancel')}</Button>
          <Button className={options.danger ? 'button danger' : 'button primary'} autoFocus={!options.danger} aria-keyshortcuts="Y" onPress={() => onAnswer(true)}>{t('action.ok')}</Button>
        </>
      }
    >
      <p>{text}</p>
      {options.detail && <p>{options.detail}</p>}
    </ModalDialog>
    </div>
  );
}
