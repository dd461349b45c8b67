/**
 * The browser host kept its database in localStorage (`saber-mock-db`, one JSON snapshot) and
 * uploaded files in an IndexedDB database of their own (`saber-mock-files`). Both are carried
 * into the durable store once, as one commit, then removed; a snapshot taken over other fixtures
 * is dropped, as it always was.
 */
import { deleteDB, openDB } from 'idb';
import { db } from '../db';
import { blobs, type StoredBlob } from '../storage/blobs';
import type { DurableHost } from './durable';

const SNAPSHOT_KEY = 'saber-mock-db';
const FILES_DATABASE = 'saber-mock-files';
const FILES_STORE = 'blobs';

async function oldFiles(): Promise<[string, StoredBlob][]> {
  const files = await openDB(FILES_DATABASE);
  try {
    if (!files.objectStoreNames.contains(FILES_STORE)) return [];
    const tx = files.transaction(FILES_STORE);
    const [keys, values] = await Promise.all([tx.store.getAllKeys(), tx.store.getAll()]);
    return keys.map((key, i) => [String(key), values[i] as StoredBlob]);
  } finally {
    files.close();
  }
}

export async function carryOver(host: DurableHost): Promise<void> {
  const snapshot = localStorage.getItem(SNAPSHOT_KEY);
  const files = await oldFiles();
  if (snapshot === null && files.length === 0) {
    await deleteDB(FILES_DATABASE);
    return;
  }
  const kept = await host.run(async () => {
    if (snapshot !== null) db.restore(snapshot);
    for (const [key, blob] of files) await blobs.put(key, blob);
  });
  // Left in place when the store refused them (no room): carried over at a later start.
  if (!kept) return;
  localStorage.removeItem(SNAPSHOT_KEY);
  await deleteDB(FILES_DATABASE);
}
