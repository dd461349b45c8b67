import type { ArgSpec, Command } from './types';
import type { CommandId } from '../schema/command-ids';

/**
 * Declares a command with its argument types inferred from `args` (so `run` sees `string` or
 * `string | undefined` per argument) and its id as written, so `execute` of that id takes those
 * arguments (CommandArgs). Every command definition goes through it.
 */
export function defineCommand<S extends Record<string, ArgSpec> = Record<never, ArgSpec>, const I extends CommandId = CommandId>(command: Command<S, I>): Command<S, I> {
  return command;
}
