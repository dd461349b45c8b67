import { Button } from 'react-aria-components';
import { useT } from '../../i18n';
import { ModalDialog } from '../../ui/Dialog';

/** Asks before a command with a `confirm` argument runs (BladeX consoles' $confirm). */
export function ConfirmDialog({ title, text, onConfirm, onClose }: { title: string; text: string; onConfirm: () => void; onClose: () => void }) {
  const t = useT();
  return (
    <ModalDialog title={title} role="alertdialog" width={400} onClose={onClose} footer={
      <>
        <Button className="button" onPress={onClose}>{t('action.cancel')}</Button>
        <Button className="button primary" autoFocus onPress={() => { onClose(); onConfirm(); }}>{t('action.ok')}</Button>
      </>
    }>
      <p>{text}</p>
    </ModalDialog>
  );
}
