/**
 * The import's Web Worker (an entry of build/config.mjs): reads and checks a file's rows off the
 * page's thread, so a file of ten thousand rows leaves the page answering keys meanwhile. A
 * preview goes back in parts of PART rows, each its own message: the page takes each in a short
 * task of its own instead of one long one for the whole file.
 */
import type { Preview } from './check';
import { answer, type BulkRequest } from './work';

const PART = 500;

const scope = globalThis as unknown as { onmessage: ((event: MessageEvent<{ id: number; request: BulkRequest }>) => void) | null; postMessage: (message: unknown) => void };

scope.onmessage = async ({ data }) => {
  const reply = await answer(data.request);
  if ('preview' in reply) {
    for (const list of Object.keys(reply.preview) as (keyof Preview)[]) {
      const rows = reply.preview[list];
      for (let at = 0; at < rows.length; at += PART) scope.postMessage({ id: data.id, part: { list, rows: rows.slice(at, at + PART) } });
    }
    scope.postMessage({ id: data.id, answer: { preview: { valid: [], invalid: [], duplicates: [] } } });
    return;
  }
  scope.postMessage({ id: data.id, answer: reply });
};
