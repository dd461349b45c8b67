import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useT } from '../i18n';

export interface ModalDialogProps {
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** Width in pixels: each dialog declares its own (the tenant-package form 600). */
  width?: number;
  role?: 'dialog' | 'alertdialog';
  footer?: ReactNode;
  fullScreen?: boolean;
}

/** A modal dialog: focus is trapped inside, Esc and the close button call onClose. */
export function ModalDialog({ title, children, onClose, width, role = 'dialog', footer, fullScreen }: ModalDialogProps) {
  const t = useT();
  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Modal className="modal" data-fullscreen={fullScreen || undefined} style={width ? { width } : undefined}>
        <Dialog className="dialog" role={role}>
          <header className="dialog-header">
            <Heading slot="title">{title}</Heading>
            <Button className="icon-button" aria-label={t('action.close')} onPress={onClose}>×</Button>
          </header>
          <div className="dialog-body">{children}</div>
          {footer && <footer className="dialog-footer">{footer}</footer>}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** An alert with one OK button (BladeX consoles' $alert). */
export function AlertDialog({ title, text, onClose }: { title: string; text: string; onClose: () => void }) {
  const t = useT();
  return (
    <ModalDialog title={title} role="alertdialog" onClose={onClose} footer={
      <Button className="button primary" autoFocus onPress={onClose}>{t('action.ok')}</Button>
    }>
      <p>{text}</p>
    </ModalDialog>
  );
}
