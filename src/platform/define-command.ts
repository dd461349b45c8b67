import type { ArgSpec, Command } from './types';

/**
 * Declares a command with its argument types inferred from `args` (so `run` sees `string` or
 * `string | undefined` per argument). Every command definition goes through it.
 */
export function defineCommand<S extends Record<string, ArgSpec> = Record<never, ArgSpec>>(command: Command<S>): Command<S> {
  return command;
}
