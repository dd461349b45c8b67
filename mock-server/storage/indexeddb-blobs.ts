/** The browser host's blob store: IndexedDB, which keeps binary data across reloads (localStorage holds text only). */
import type { BlobStore, StoredBlob } from './blobs';

const DATABASE = 'saber-mock-files';
const STORE = 'blobs';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
  });
}

export function indexedDbBlobStore(): BlobStore {
  const database = open();
  const run = async <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T> => {
    const store = (await database).transaction(STORE, mode).objectStore(STORE);
    return new Promise<T>((resolve, reject) => {
      const request = act(store);
      request.onsuccess = () => resolve(request.result as T);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  };
  return {
    async put(key, blob) {
      try {
        await run('readwrite', (store) => store.put(blob, key));
        return true;
      } catch {
        // A full quota: refused as the memory store refuses past its limit.
        return false;
      }
    },
    get: (key) => run<StoredBlob | undefined>('readonly', (store) => store.get(key)),
    remove: (key) => run<undefined>('readwrite', (store) => store.delete(key)),
  };
}
