/**
 * The import's Web Worker (an entry of build/config.mjs): reads and checks a file's rows off the
 * page's thread, so a file of ten thousand rows leaves the page answering keys meanwhile.
 */
import { answer, type BulkRequest } from './work';

const scope = globalThis as unknown as { onmessage: ((event: MessageEvent<{ id: number; request: BulkRequest }>) => void) | null; postMessage: (message: unknown) => void };

scope.onmessage = async ({ data }) => {
  scope.postMessage({ id: data.id, answer: await answer(data.request) });
};
