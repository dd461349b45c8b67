import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { currentContext } from '../../platform/context';
import { getCommand, isAvailable, registryVersion } from '../../platform/registry';
import type { AnyCommand, CommandSource } from '../../platform/types';
import { session } from '../../core/session';
import { runCommand } from './run-command';

export interface CommandHandle {
  command: AnyCommand | undefined;
  /** Registered and its `when` holds: controls are disabled otherwise. */
  available: boolean;
  run: (args?: Record<string, unknown>, source?: CommandSource) => Promise<unknown>;
}

/**
 * A control's view of one command. Re-renders when the registry, the session or the route
 * changes, the state `when` predicates read.
 */
export function useCommand(id: string): CommandHandle {
  useSnapshot(registryVersion);
  useSnapshot(session);
  useLocation();
  const command = getCommand(id);
  return {
    command,
    available: Boolean(command && isAvailable(command, currentContext())),
    run: (args = {}, source = 'button') => runCommand(id, args, source),
  };
}
