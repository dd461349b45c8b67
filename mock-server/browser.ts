/**
 * The mock in the browser, behind a service worker: the console's default backend. The database
 * is saved to localStorage after every call that may change it, so a demo survives a reload.
 */
import { setupWorker } from 'msw/browser';
import type { BackendOffer } from '../src/platform/backend-offer';
import { mockOffer } from './browser-commands';
import { db } from './db';
import { handlers } from './handlers';
import { setBlobStore } from './storage/blobs';
import { indexedDbBlobStore } from './storage/indexeddb-blobs';

const STORAGE_KEY = 'saber-mock-db';

function save(): void {
  try {
    localStorage.setItem(STORAGE_KEY, db.snapshot());
  } catch (error) {
    // A full or disabled storage costs persistence only; the mock keeps answering.
    console.warn('[mock-server] could not save the database', error);
  }
}

/** Starts the worker; resolves with the mock's offer to the console, once it answers. */
export async function startMockWorker(): Promise<BackendOffer> {
  const saved = localStorage.getItem(STORAGE_KEY);
  // A corrupt snapshot, or one taken over other fixtures, is ignored: the fixtures stay.
  if (saved !== null) db.restore(saved);
  // Uploaded files' bytes stay in IndexedDB, out of the JSON snapshot.
  setBlobStore(indexedDbBlobStore());
  const worker = setupWorker(...handlers);
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') save();
  });
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
  // Saved at once rather than on the worker's event, which may come after the reload.
  return mockOffer(() => {
    save();
    location.reload();
  });
}
