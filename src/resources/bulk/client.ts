/**
 * Asks the import's worker (worker.ts) for a request's answer. The page learns the worker's
 * script from the build (window.__BULK_WORKER__); where there is none (tests in happy-dom, a
 * browser refusing workers) the same work runs on the page's thread.
 */
import type { BulkAnswer, BulkRequest } from './work';

declare global {
  interface Window { __BULK_WORKER__?: string }
}

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, (answer: BulkAnswer) => void>();

function theWorker(): Worker | null {
  if (worker !== undefined) return worker;
  const url = typeof window === 'undefined' ? undefined : window.__BULK_WORKER__;
  try {
    worker = url && typeof Worker === 'function' ? new Worker(url, { type: 'module' }) : null;
  } catch {
    worker = null;
  }
  worker?.addEventListener('message', ({ data }: MessageEvent<{ id: number; answer: BulkAnswer }>) => {
    waiting.get(data.id)?.(data.answer);
    waiting.delete(data.id);
  });
  return worker;
}

/** The answer to `request`; transfers `transfer` (a file's bytes) to the worker. */
export async function ask(request: BulkRequest, transfer: Transferable[] = []): Promise<BulkAnswer> {
  const target = theWorker();
  if (!target) return (await import('./work')).answer(request);
  const id = ++nextId;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    target.postMessage({ id, request }, transfer);
  });
}
