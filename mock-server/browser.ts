/**
 * The mock in the browser, behind a service worker: the console's default backend. Its data lives
 * in IndexedDB (persist/indexeddb-store.ts), one database per browser profile that every tab
 * reads and writes: each call's changed rows are committed before it is answered, and the other
 * tabs take them in at once (persist/tabs.ts).
 */
import { setupWorker } from 'msw/browser';
import type { BackendOffer } from '../src/platform/backend-offer';
import { mockOffer } from './browser-commands';
import { respond } from './handlers';
import { carryOver } from './persist/carry-over';
import { BROWSER_REFUSALS, durableHost } from './persist/durable';
import { indexedDbStore } from './persist/indexeddb-store';
import { tabChannel } from './persist/tabs';

/** Starts the worker; resolves with the mock's offer to the console, once it answers. */
export async function startMockWorker(): Promise<BackendOffer> {
  const tabs = tabChannel();
  const host = await durableHost(respond, indexedDbStore(), BROWSER_REFUSALS, (rows, written) => tabs.post(rows, written));
  await carryOver(host).catch((error: unknown) => console.warn('[mock-server] the saved demo could not be carried over', error));
  const listeners = new Set<() => void>();
  tabs.connect(host, () => listeners.forEach((listener) => listener()));
  const worker = setupWorker(...host.handlers);
  await worker.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
  return {
    ...mockOffer(() => location.reload()),
    changes(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
