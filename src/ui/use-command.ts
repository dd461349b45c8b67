import { useCallback, useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';
import { currentContext } from '../platform/context';
import { getCommand, isAvailable, registryVersion } from '../platform/registry';
import type { CommandId } from '../schema/command-ids';
import type { AnyCommand, CommandSource } from '../platform/types';
import { session } from '../core/session';
import { runCommand } from '../platform/run-command';

export interface CommandHandle {
  command: AnyCommand | undefined;
  /** Registered and its `when` holds: controls are disabled otherwise. */
  available: boolean;
  run: (args?: Record<string, unknown>, source?: CommandSource) => Promise<unknown>;
}

// wouter announces pushState and replaceState as window events, as the browser does popstate.
const ADDRESS_EVENTS = ['popstate', 'pushState', 'replaceState'] as const;

/** Calls `listener` when the registry, the session or the route changes: the state `when` predicates read. */
function subscribeCommandState(listener: () => void): () => void {
  const stops = [subscribe(registryVersion, listener), subscribe(session, listener)];
  ADDRESS_EVENTS.forEach((name) => window.addEventListener(name, listener));
  return () => {
    stops.forEach((stop) => stop());
    ADDRESS_EVENTS.forEach((name) => window.removeEventListener(name, listener));
  };
}

/**
 * A control's view of one command. Re-renders only when the command or whether it is available
 * changes (a move to another page or a new tab re-renders no header button whose state stays).
 */
export function useCommand(id: CommandId): CommandHandle {
  const command = useSyncExternalStore(subscribeCommandState, () => getCommand(id));
  const available = useSyncExternalStore(subscribeCommandState, () => Boolean(command && isAvailable(command, currentContext())));
  const run = useCallback((args: Record<string, unknown> = {}, source: CommandSource = 'button') => runCommand(id, args, source), [id]);
  return { command, available, run };
}
