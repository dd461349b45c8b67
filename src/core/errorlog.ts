import { proxy, snapshot, subscribe } from 'valtio';
import { config } from '../base/config';
import { ApiError, request } from './http';
import { notify } from './notify';
import { readStored, writeStored } from '../base/local-data';

/**
 * The local error log: unhandled UI errors, kept in localStorage so they survive the
 * reload a broken screen usually ends in, shown in a full-screen dialog, uploaded or cleared.
 */
export type LocalErrorType = 'error' | 'unhandledrejection' | 'render';

/** One entry of the local error log. */
export interface LocalError {
  /** What caught it: a window error, an unhandled promise rejection or a React render error. */
  type: LocalErrorType;
  url: string;
  message: string;
  stack: string;
  /** Where it happened: the script position of a window error, the component stack of a render error. */
  info: string;
  /** Local time, `yyyy-MM-dd HH:mm:ss` like every BladeX date. */
  time: string;
}

const STORE = 'error-log';
/** Bounded so a loop of errors cannot fill localStorage; the newest are kept. */
export const ERROR_LOG_LIMIT = 200;

function storedEntries(): LocalError[] {
  const stored = readStored<unknown>(STORE, []);
  return Array.isArray(stored) ? (stored as LocalError[]) : [];
}

export const errorLog = proxy<{ entries: LocalError[] }>({ entries: storedEntries() });
subscribe(errorLog, () => writeStored(STORE, errorLog.entries));

/** Re-reads the stored log, as a page reload would. */
export function reloadErrorLog(): void {
  errorLog.entries = storedEntries();
}

const pad = (n: number) => String(n).padStart(2, '0');
export function formatTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** An error the user has already been shown (a toast): callers must not report it again. */
export class ShownError extends Error {
  override name = 'ShownError';
}

/** Shows `message` as an error toast and throws it as a ShownError: how a command refuses. */
export function refuse(message: string): never {
  notify('error', message);
  throw new ShownError(message);
}

/** API failures are shown by the HTTP client and logged by the server; refusals were shown too. */
export function isShown(error: unknown): boolean {
  return error instanceof ApiError || error instanceof ShownError;
}

/** Browser noise that is not a bug of ours. */
const ignored = [/^ResizeObserver loop/];

export function recordError(type: LocalErrorType, error: unknown, info = '', now = new Date()): LocalError | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : safeJson(error);
  if (ignored.some((pattern) => pattern.test(message))) return null;
  const entry: LocalError = {
    type,
    url: globalThis.location?.href ?? '',
    message,
    stack: error instanceof Error ? (error.stack ?? '') : '',
    info,
    time: formatTime(now),
  };
  errorLog.entries.push(entry);
  if (errorLog.entries.length > ERROR_LOG_LIMIT) errorLog.entries.splice(0, errorLog.entries.length - ERROR_LOG_LIMIT);
  return entry;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

export function clearErrors(): void {
  errorLog.entries = [];
}

/**
 * Where uploads go. BladeX consoles have a "send logs" call but its path is not known; we chose
 * POST /blade-log/error/upload-local with the entries as a JSON array body: the blade-log service
 * already owns the server's error logs. A real gateway needs this route added; the mock serves it.
 */
export const ERROR_UPLOAD_PATH = '/blade-log/error/upload-local';

/** Sends every entry; what was sent leaves the local log (entries recorded meanwhile stay). */
export async function uploadErrors(): Promise<number> {
  const sent = snapshot(errorLog).entries.slice();
  await request<unknown>(ERROR_UPLOAD_PATH, { method: 'POST', body: sent });
  errorLog.entries.splice(0, sent.length);
  return sent.length;
}

/** The badge: nothing when the log is empty, the count up to errorBadgeMax, then `99+`. */
export function badgeText(count: number, max: number = config.errorBadgeMax): string {
  if (count <= 0) return '';
  return count > max ? `${max}+` : String(count);
}

/** Records uncaught errors and unhandled rejections of the window; returns the stop function. */
export function captureWindowErrors(win: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    const where = event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : '';
    recordError('error', event.error ?? event.message, where);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!isShown(event.reason)) recordError('unhandledrejection', event.reason);
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}

type RenderErrorListener = (error: Error, info: { componentStack?: string | null }) => void;

/** Records the render errors a boundary reports to `listeners` (PaneHost's paneErrorListeners). */
export function captureRenderErrors(listeners: Set<RenderErrorListener>): () => void {
  const listener: RenderErrorListener = (error, info) => {
    recordError('render', error, info.componentStack?.trim() ?? '');
  };
  listeners.add(listener);
  return () => listeners.delete(listener);
}
