import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export interface ToastContent { kind: ToastKind; text: string; title?: string }

/** The one queue of transient messages; the Toaster in src/ui renders it. */
export const toasts = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

const timeouts: Record<ToastKind, number> = { success: 3000, info: 3000, warning: 4000, error: 5000 };

export function notify(kind: ToastKind, text: string, title?: string): void {
  toasts.add({ kind, text, title }, { timeout: timeouts[kind] });
}
