/**
 * The page that hosts the console may need to prepare its backend before the first call
 * (the embedded mock registers a service worker). It says so by defining
 * `globalThis.__BACKEND_GATE__`; the console only waits for it, never knows what it is. What the
 * gate resolves with is read by src/platform/backend-offer.ts: the HTTP client, down here, only
 * waits, and the commands a backend offers are a platform type.
 */

declare global {
  var __BACKEND_GATE__: (() => Promise<unknown>) | undefined;
}

let opened: Promise<unknown> | undefined;

export function whenBackendReady(): Promise<unknown> {
  opened ??= globalThis.__BACKEND_GATE__?.() ?? Promise.resolve();
  return opened;
}
