import {
  Button, UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { replaces, setToastSink, type ToastContent as Message } from '../core/notify';
import { useT } from '../i18n';

/** The one queue of visible messages, fed by notify(): one message per event (see replaces). */
export const toasts = new ToastQueue<Message>({ maxVisibleToasts: 5 });
setToastSink((content, timeout) => {
  for (const shown of toasts.visibleToasts) if (replaces(content, shown.content)) toasts.close(shown.key);
  toasts.add(content, { timeout });
}, () => toasts.clear());

/** Renders the notify queue; errors are announced assertively by React Aria. */
export function Toaster() {
  const t = useT();
  return (
    <ToastRegion queue={toasts} className="toast-region">
      {({ toast }) => (
        <Toast toast={toast} className="toast" data-kind={toast.content.kind}>
          <ToastContent>
            {toast.content.title && <strong slot="title">{toast.content.title}</strong>}
            <span slot="description">{toast.content.text}</span>
          </ToastContent>
          <Button slot="close" aria-label={t('action.close')}>×</Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
