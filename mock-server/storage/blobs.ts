/**
 * Where the bytes of stored objects live, apart from the database (whose snapshot is JSON text):
 * in memory by default (Node tests, the standalone server), in IndexedDB in the browser
 * (browser.ts installs it). The memory store holds at most MEMORY_LIMIT bytes in all and
 * refuses more, so a long-running standalone server stays bounded.
 */

export interface StoredBlob {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

export interface BlobStore {
  /** False when the store has no room for it. */
  put(key: string, blob: StoredBlob): Promise<boolean>;
  get(key: string): Promise<StoredBlob | undefined>;
  remove(key: string): Promise<void>;
}

export const MEMORY_LIMIT = 128 * 1024 * 1024;

export function memoryBlobStore(limit = MEMORY_LIMIT): BlobStore {
  const blobs = new Map<string, StoredBlob>();
  let used = 0;
  return {
    async put(key, blob) {
      const previous = blobs.get(key)?.bytes.byteLength ?? 0;
      if (used - previous + blob.bytes.byteLength > limit) return false;
      blobs.set(key, blob);
      used += blob.bytes.byteLength - previous;
      return true;
    },
    async get(key) {
      return blobs.get(key);
    },
    async remove(key) {
      used -= blobs.get(key)?.bytes.byteLength ?? 0;
      blobs.delete(key);
    },
  };
}

let store: BlobStore = memoryBlobStore();

/** The store every handler uses. */
export const blobs: BlobStore = {
  put: (key, blob) => store.put(key, blob),
  get: (key) => store.get(key),
  remove: (key) => store.remove(key),
};

/** Replaces the store (the browser host's IndexedDB store). */
export function setBlobStore(next: BlobStore): void {
  store = next;
}
