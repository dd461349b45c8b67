/**
 * What a backend's gate (src/core/backend-gate.ts) may resolve with: an offer of commands the
 * backend adds to the console (the embedded mock's "reset the demo data"), which the console
 * registers beside its own.
 */
import type { Localized } from '../base/config';
import { whenBackendReady } from '../core/backend-gate';
import type { AnyCommand } from './types';

/**
 * How a backend's command calls its backend: through the console's HTTP client, so the call
 * carries the session's token and a refusal is shown like any other.
 */
export type BackendCall = (path: string, options: { method: 'GET' | 'POST' }) => Promise<unknown>;

/** What the gate may resolve with. */
export interface BackendOffer {
  /** What the backend is, for pages that name it (the self-test); a gateway says nothing. */
  name?: Localized;
  commands?: (call: BackendCall) => readonly AnyCommand[];
  /**
   * Calls `listener` whenever the backend's data changed other than through this console (the
   * embedded mock: another tab of the browser wrote); returns how to stop.
   */
  changes?: (listener: () => void) => () => void;
}

/** The backend's own name, when it gives one. */
export async function backendName(): Promise<Localized | undefined> {
  return ((await whenBackendReady()) as BackendOffer | void)?.name;
}

/** The commands the backend offers, built over `call`; none when it offers none. */
export async function offeredCommands(call: BackendCall): Promise<readonly AnyCommand[]> {
  const offer = (await whenBackendReady()) as BackendOffer | void;
  return offer?.commands?.(call) ?? [];
}

/** Calls `listener` whenever the backend says its data changed elsewhere; returns how to stop. */
export function onBackendChanges(listener: () => void): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  void whenBackendReady().then((offer) => {
    if (!stopped) stop = (offer as BackendOffer | void)?.changes?.(listener);
  }, () => undefined);
  return () => {
    stopped = true;
    stop?.();
  };
}
