/**
 * The blob store of a durable host: files uploaded during a call wait here and are written with
 * the call's rows in one commit, so an upload whose row cannot be kept leaves no file behind.
 */
import type { BlobStore, StoredBlob } from '../storage/blobs';
import type { BlobChange } from './store';

export interface StagedBlobs {
  store: BlobStore;
  /** The changes waiting since the last call, forgotten here. */
  take(): BlobChange[];
}

export function stagedBlobs(read: (key: string) => Promise<StoredBlob | undefined>): StagedBlobs {
  const waiting = new Map<string, StoredBlob | null>();
  return {
    store: {
      async put(key, blob) {
        waiting.set(key, blob);
        return true;
      },
      async get(key) {
        return waiting.has(key) ? (waiting.get(key) ?? undefined) : read(key);
      },
      async remove(key) {
        waiting.set(key, null);
      },
    },
    take() {
      const changes = [...waiting].map(([key, blob]) => ({ key, blob }));
      waiting.clear();
      return changes;
    },
  };
}
