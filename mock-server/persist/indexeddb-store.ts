/**
 * The browser host's store: one IndexedDB database per browser profile, shared by its tabs.
 *
 * | object store | holds                                                              |
 * |--------------|--------------------------------------------------------------------|
 * | rows         | each row that differs from the fixtures, keyed [table, key]         |
 * | files        | the bytes of uploaded files, by their object key                   |
 * | meta         | `seed`: the fixtures' fingerprint; `workers`: tabs opened so far    |
 *
 * Through `idb`, a promise wrapper of about 1 KiB over IndexedDB's own transactions. Dexie was
 * not taken: the mock keeps its tables in memory and needs no query layer, and Dexie's change
 * events (liveQuery) would tell other tabs that a table changed, not which rows, while the
 * BroadcastChannel of tabs.ts carries exactly the rows committed.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { StoredBlob } from '../storage/blobs';
import type { RowChange } from './rows';
import type { DurableStore } from './store';

export const DATABASE = 'saber-mock';

interface StoredRow {
  t: string;
  k: string;
  j: string | null;
  o: number;
}

interface Schema extends DBSchema {
  rows: { key: [string, string]; value: StoredRow };
  files: { key: string; value: StoredBlob };
  meta: { key: string; value: string | number };
}

export function indexedDbStore(name = DATABASE): DurableStore {
  let opened: Promise<IDBPDatabase<Schema>> | undefined;
  const database = () => (opened ??= openDB<Schema>(name, 1, {
    upgrade(upgrading) {
      upgrading.createObjectStore('rows', { keyPath: ['t', 'k'] });
      upgrading.createObjectStore('files');
      upgrading.createObjectStore('meta');
    },
  }));

  return {
    async load(seed) {
      const tx = (await database()).transaction(['rows', 'files', 'meta'], 'readwrite');
      const meta = tx.objectStore('meta');
      if ((await meta.get('seed')) !== seed) {
        // Rows stored over other fixtures would hide the new seed rows: start from the fixtures.
        await Promise.all([tx.objectStore('rows').clear(), tx.objectStore('files').clear(), meta.put(seed, 'seed')]);
      }
      const worker = Number(await meta.get('workers') ?? 0);
      await meta.put(worker + 1, 'workers');
      const stored = await tx.objectStore('rows').getAll();
      await tx.done;
      const rows: RowChange[] = stored.map((row) => ({ ...row, base: false }));
      return { rows, worker };
    },
    async commit({ rows, blobs, reset }) {
      const tx = (await database()).transaction(['rows', 'files'], 'readwrite');
      const rowStore = tx.objectStore('rows');
      const fileStore = tx.objectStore('files');
      await Promise.all([
        // The seed came back: every row held before goes (a transaction's requests run in the order made).
        ...(reset ? [rowStore.clear()] : []),
        ...rows.map(({ t, k, j, o, base }) => (base ? rowStore.delete([t, k]) : rowStore.put({ t, k, j, o }))),
        ...blobs.map(({ key, blob }) => (blob ? fileStore.put(blob, key) : fileStore.delete(key))),
        tx.done,
      ]);
    },
    async blob(key) {
      return (await database()).get('files', key);
    },
  };
}
