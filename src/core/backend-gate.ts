/**
 * The page that hosts the console may need to prepare its backend before the first call
 * (the embedded mock registers a service worker). It says so by defining
 * `globalThis.__BACKEND_GATE__`; the console only waits for it, never knows what it is. The
 * gate may resolve with an offer of commands the backend adds to the console (the embedded
 * mock's "reset the demo data"), which the console registers beside its own.
 */
import type { AnyCommand } from '../platform/types';

/**
 * How a backend's command calls its backend: through the console's HTTP client, so the call
 * carries the session's token and a refusal is shown like any other.
 */
export type BackendCall = (path: string, options: { method: 'GET' | 'POST' }) => Promise<unknown>;

/** What the gate may resolve with. */
export interface BackendOffer {
  commands?: (call: BackendCall) => readonly AnyCommand[];
}

declare global {
  var __BACKEND_GATE__: (() => Promise<BackendOffer | void>) | undefined;
}

let opened: Promise<BackendOffer | void> | undefined;

export function whenBackendReady(): Promise<BackendOffer | void> {
  opened ??= globalThis.__BACKEND_GATE__?.() ?? Promise.resolve();
  return opened;
}

/** The commands the backend offers, built over `call`; none when it offers none. */
export async function offeredCommands(call: BackendCall): Promise<readonly AnyCommand[]> {
  return (await whenBackendReady())?.commands?.(call) ?? [];
}
