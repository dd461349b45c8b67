/**
 * Asks the import's worker (worker.ts) for a request's answer. The page learns the worker's
 * script from the build (window.__BULK_WORKER__); where there is none (tests in happy-dom, a
 * browser refusing workers) the same work runs on the page's thread.
 */
import type { CheckedRow, Preview } from './check';
import type { BulkAnswer, BulkRequest } from './work';

/** A message of the worker: a part of a preview (worker.ts), or the answer, which ends the request. */
interface Reply { id: number; part?: { list: keyof Preview; rows: CheckedRow[] }; answer?: BulkAnswer }

declare global {
  interface Window { __BULK_WORKER__?: string }
}

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (answer: BulkAnswer) => void; parts: Preview }>();

function theWorker(): Worker | null {
  if (worker !== undefined) return worker;
  const url = typeof window === 'undefined' ? undefined : window.__BULK_WORKER__;
  try {
    worker = url && typeof Worker === 'function' ? new Worker(url, { type: 'module' }) : null;
  } catch {
    worker = null;
  }
  worker?.addEventListener('message', ({ data }: MessageEvent<Reply>) => {
    const request = waiting.get(data.id);
    if (!request) return;
    if (data.part) return void request.parts[data.part.list].push(...data.part.rows);
    waiting.delete(data.id);
    request.resolve(data.answer && 'preview' in data.answer ? { preview: request.parts } : data.answer!);
  });
  return worker;
}

/** The answer to `request`; transfers `transfer` (a file's bytes) to the worker. */
export async function ask(request: BulkRequest, transfer: Transferable[] = []): Promise<BulkAnswer> {
  const target = theWorker();
  if (!target) return (await import('./work')).answer(request);
  const id = ++nextId;
  return new Promise((resolve) => {
    waiting.set(id, { resolve, parts: { valid: [], invalid: [], duplicates: [] } });
    target.postMessage({ id, request }, transfer);
  });
}
