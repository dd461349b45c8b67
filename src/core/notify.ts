import { proxy } from 'valtio';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export interface ToastContent { kind: ToastKind; text: string; title?: string }

/** Shows one message; the Toaster installs itself as the sink when it loads. */
export type ToastSink = (content: ToastContent, timeout: number) => void;

const timeouts: Record<ToastKind, number> = { success: 3000, info: 3000, warning: 4000, error: 5000 };
const waiting: [ToastContent, number][] = [];
let sink: ToastSink | null = null;
let clearSink: (() => void) | null = null;

/** Set by the first message: until then the console need not load the Toaster at all. */
export const toastDemand = proxy({ wanted: false });

/**
 * Queues a transient message. The Toaster (React Aria) is not part of the first load, so
 * messages raised before it arrives wait here and show once it is installed.
 */
export function notify(kind: ToastKind, text: string, title?: string): void {
  const content: ToastContent = { kind, text, title };
  toastDemand.wanted = true;
  if (sink) sink(content, timeouts[kind]);
  else waiting.push([content, timeouts[kind]]);
}

/**
 * Whether a new message takes the place of one on screen: the same message again (shown once,
 * its time restarted, not stacked), and any earlier success once another success comes (a
 * success says the last action worked; older ones only pile up).
 */
export function replaces(next: ToastContent, shown: ToastContent): boolean {
  if (next.kind === 'success' && shown.kind === 'success') return true;
  return next.kind === shown.kind && next.text === shown.text && next.title === shown.title;
}

/** `clear` closes every message the sink shows (clearToasts). */
export function setToastSink(next: ToastSink, clear: () => void): void {
  sink = next;
  clearSink = clear;
  for (const [content, timeout] of waiting.splice(0)) next(content, timeout);
}

/** Closes every message on screen, and drops those still waiting for the Toaster. */
export function clearToasts(): void {
  waiting.splice(0);
  clearSink?.();
}
