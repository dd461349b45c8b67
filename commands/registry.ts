import { proxy } from 'valtio';
import type { AnyCommand, ArgSpec, Command, CommandContext, CommandRecord, CommandSource } from './types';
import { currentContext } from './context';

const commands = new Map<string, AnyCommand>();

/** Bumped on every change so views can re-read the list. */
export const registryVersion = proxy({ value: 0 });

/** Registers a command; a duplicate id is a bug and throws. Returns the unregister function. */
export function registerCommand<S extends Record<string, ArgSpec>>(command: Command<S>): () => void {
  if (commands.has(command.id)) throw new Error(`Command already registered: ${command.id}`);
  commands.set(command.id, command as AnyCommand);
  registryVersion.value++;
  return () => {
    if (commands.get(command.id) === command) {
      commands.delete(command.id);
      registryVersion.value++;
    }
  };
}

/** Registers many; returns one function that unregisters them all. */
export function registerCommands(list: readonly AnyCommand[]): () => void {
  const undo = list.map((command) => registerCommand(command));
  return () => undo.forEach((u) => u());
}

export function getCommand(id: string): AnyCommand | undefined {
  return commands.get(id);
}

export function allCommands(): AnyCommand[] {
  return [...commands.values()];
}

/** The commands whose `when` holds in this context. */
export function availableCommands(ctx: CommandContext = currentContext()): AnyCommand[] {
  return allCommands().filter((command) => isAvailable(command, ctx));
}

export function isAvailable(command: AnyCommand, ctx: CommandContext): boolean {
  try {
    return command.when ? command.when(ctx) : true;
  } catch {
    return false;
  }
}

/** What ran, newest last (bounded). */
export const commandLog = proxy<{ records: CommandRecord[] }>({ records: [] });
const LOG_LIMIT = 200;

/**
 * Asks the user for missing arguments. The palette installs the real one; without it a
 * command that needs arguments can only run with all of them given.
 */
export type ArgPrompter = (command: AnyCommand, given: Record<string, unknown>, source: CommandSource) => Promise<Record<string, unknown> | null>;
let prompter: ArgPrompter | null = null;

export function setArgPrompter(next: ArgPrompter | null): void {
  prompter = next;
}

export function missingArgs(command: AnyCommand, given: Record<string, unknown>): string[] {
  return Object.entries<ArgSpec>(command.args ?? {})
    .filter(([name, spec]) => given[name] === undefined && !('optional' in spec && spec.optional))
    .map(([name]) => name);
}

export class CommandUnavailableError extends Error {}

/**
 * The one entry point: every button, menu, hotkey, palette item and test runs commands here.
 * Resolves with the command's result, or null when the user cancelled an argument prompt.
 */
export async function execute(idOrCommand: string | AnyCommand, args: Record<string, unknown> = {}, source: CommandSource = 'api'): Promise<unknown> {
  const command = typeof idOrCommand === 'string' ? commands.get(idOrCommand) : idOrCommand;
  if (!command) throw new CommandUnavailableError(`Unknown command: ${String(idOrCommand)}`);
  const ctx = currentContext();
  if (!isAvailable(command, ctx)) throw new CommandUnavailableError(`Command not available here: ${command.id}`);
  let values = args;
  if (missingArgs(command, args).length) {
    if (!prompter) throw new CommandUnavailableError(`Missing arguments for ${command.id}: ${missingArgs(command, args).join(', ')}`);
    const answered = await prompter(command, args, source);
    if (!answered) return null;
    values = answered;
  }
  const record: CommandRecord = { id: command.id, source, at: Date.now(), ok: true };
  try {
    return await command.run(ctx, values as never);
  } catch (error) {
    record.ok = false;
    record.error = error instanceof Error ? error.message : String(error);
    throw error;
  } finally {
    commandLog.records.push(record);
    if (commandLog.records.length > LOG_LIMIT) commandLog.records.splice(0, commandLog.records.length - LOG_LIMIT);
  }
}
