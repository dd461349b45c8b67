/**
 * Where the bytes of stored objects live, apart from the tables: in memory by default (the tests'
 * in-process host), beside the rest of the data in the durable hosts (persist/durable.ts installs
 * a store that writes them with the call's rows: IndexedDB in the browser, files on disk for the
 * standalone server). The memory store holds at most MEMORY_LIMIT bytes in all and refuses more.
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

/** Replaces the store (a durable host's). */
export function setBlobStore(next: BlobStore): void {
  store = next;
}
