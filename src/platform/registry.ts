import { proxy, useSnapshot } from 'valtio';
import { argProblem } from './args';
import { currentContext } from './context';
import type { AnyCommand, ArgsFor, ArgSpec, AskingSource, Command, CommandContext, CommandRecord, CommandSource, UnaskedExecute } from './types';
import type { CommandId } from '../schema/command-ids';
import type { Localized } from '../base/config';
import { noteForUndo } from './undo';

const commands = new Map<string, AnyCommand>();
/** The registered commands as one array, made on first read after each change. */
let listed: readonly AnyCommand[] | null = null;

/** Bumped on every change so views can re-read the list. */
export const registryVersion = proxy({ value: 0 });

function changed(): void {
  listed = null;
  registryVersion.value++;
}

/** Registers a command; a duplicate id is a bug and throws. Returns the unregister function. */
export function registerCommand<S extends Record<string, ArgSpec>>(command: Command<S>): () => void {
  if (commands.has(command.id)) throw new Error(`Command already registered: ${command.id}`);
  commands.set(command.id, command as AnyCommand);
  changed();
  return () => {
    if (commands.get(command.id) === command) {
      commands.delete(command.id);
      changed();
    }
  };
}

/** Registers many; returns one function that unregisters them all. */
export function registerCommands(list: readonly AnyCommand[]): () => void {
  const undo = list.map((command) => registerCommand(command));
  return () => undo.forEach((u) => u());
}

/** The registered command of the id; throws CommandUnavailableError when there is none. */
export function commandOf(id: CommandId): AnyCommand {
  const command = commands.get(id);
  if (!command) throw new CommandUnavailableError(`Unknown command: ${id}`);
  return command;
}

export function getCommand(id: string): AnyCommand | undefined {
  return commands.get(id);
}

export function allCommands(): AnyCommand[] {
  return [...commands.values()];
}

/** Every registered command in registration order: the same array until the registry changes. */
export function registeredCommands(): readonly AnyCommand[] {
  listed ??= [...commands.values()];
  return listed;
}

/** registeredCommands(), rendering the caller again whenever the registry changes. */
export function useRegisteredCommands(): readonly AnyCommand[] {
  useSnapshot(registryVersion);
  return registeredCommands();
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

/** How many runs of each command are under way, by id. */
const underWay = proxy<Record<string, number>>({});

/** Whether a run of command `id` is under way (its button shows it pending), rendering the caller again when that changes. */
export function useUnderWay(id: string): boolean {
  return Boolean(useSnapshot(underWay)[id]);
}

/** What ran, newest last (bounded). */
export const commandLog = proxy<{ records: CommandRecord[] }>({ records: [] });
const LOG_LIMIT = 200;

/**
 * Asks the user for arguments. The palette installs the real one; without it a command can only
 * run with its required arguments given. `names` are the arguments to ask for, in order;
 * `problems` the messages of given values that broke their rule (asked again, message shown).
 */
export type ArgPrompter = (
  command: AnyCommand,
  given: Record<string, unknown>,
  source: CommandSource,
  names: string[],
  problems: Record<string, Localized>,
) => Promise<Record<string, unknown> | null>;
let prompter: ArgPrompter | null = null;

export function setArgPrompter(next: ArgPrompter | null): void {
  prompter = next;
}

/** Whether someone can be asked for arguments now (the palette is installed). */
export function canPrompt(): boolean {
  return prompter !== null;
}

const specsOf = (command: AnyCommand): [string, ArgSpec][] => Object.entries<ArgSpec>(command.args ?? {});

/** Required arguments not given, in the order they are asked (see `argsToAsk`). */
export function missingArgs(command: AnyCommand, given: Record<string, unknown>): string[] {
  const specs: Record<string, ArgSpec> = command.args ?? {};
  return argsToAsk(command, given).filter((name) => !('optional' in specs[name]! && specs[name]!.optional));
}

/**
 * The arguments to ask for, in declaration order except that confirmations come last: a
 * question like 确定将选择数据删除? is asked once everything else is known.
 */
export function argsToAsk(command: AnyCommand, given: Record<string, unknown>): string[] {
  const open = specsOf(command).filter(([name]) => given[name] === undefined);
  return [...open.filter(([, spec]) => spec.kind !== 'confirm'), ...open.filter(([, spec]) => spec.kind === 'confirm')].map(([name]) => name);
}

/** Sources where a person is there to answer prompts for every argument, optional ones too. */
const asksEverything: ReadonlySet<CommandSource> = new Set(['palette', 'url']);
/** Sources that open the command's own dialog when they give no arguments. */
const opensDialog: ReadonlySet<CommandSource> = new Set(['button', 'hotkey', 'menu']);

/** The broken rules of given argument values, by argument name (see `argProblem`). */
export function givenProblems(command: AnyCommand, given: Record<string, unknown>, ctx: CommandContext): Record<string, Localized> {
  const problems: Record<string, Localized> = {};
  for (const [name, spec] of specsOf(command)) {
    const value = given[name];
    if (value === undefined) continue;
    const problem = argProblem(spec, value, ctx);
    if (problem) problems[name] = problem;
  }
  return problems;
}

export class CommandUnavailableError extends Error {}

/** A given argument value broke its rule and nobody is there to ask again. */
export class InvalidArgumentError extends Error {
  constructor(readonly problems: Record<string, Localized>) {
    super(Object.entries(problems).map(([name, problem]) => `${name}: ${problem.zh}`).join('; '));
    this.name = 'InvalidArgumentError';
  }
}

/** The runs under way of `single` commands, by command id and arguments (see `Command.single`). */
const singleRuns = new Map<string, Promise<unknown>>();

/** Runs the command and records it, or joins its run under way when it is `single`. */
function runOnce(command: AnyCommand, ctx: CommandContext, values: Record<string, unknown>, source: CommandSource): Promise<unknown> {
  if (!command.single) return runRecorded(command, ctx, values, source);
  const key = JSON.stringify([command.id, values, ctx.route, ctx.search, ctx.selection]);
  const running = singleRuns.get(key);
  if (running) return running;
  const run = runRecorded(command, ctx, values, source).finally(() => singleRuns.delete(key));
  singleRuns.set(key, run);
  return run;
}

/** Runs the command and records it (and its undo step) in the log. */
async function runRecorded(command: AnyCommand, ctx: CommandContext, values: Record<string, unknown>, source: CommandSource): Promise<unknown> {
  const record: CommandRecord = { id: command.id, source, at: Date.now(), ok: true };
  underWay[command.id] = (underWay[command.id] ?? 0) + 1;
  try {
    // Awaited only when it is a promise, so a command whose capture is immediate (a layout
    // setting on its shortcut) takes effect within the key press.
    const captured = command.reversible?.(ctx, values as never);
    const reverser = captured instanceof Promise ? await captured : captured;
    const result = await command.run(ctx, values as never);
    // The run has happened: a reverser that fails (its read-back refused) leaves it noted as
    // not undoable rather than reporting the command itself as failed.
    const step = reverser ? await Promise.resolve().then(() => reverser(result)).catch(() => undefined) : undefined;
    if (step !== null && (command.changesData || step)) noteForUndo(command, step);
    return result;
  } catch (error) {
    record.ok = false;
    record.error = error instanceof Error ? error.message : String(error);
    throw error;
  } finally {
    if (!--underWay[command.id]!) delete underWay[command.id];
    commandLog.records.push(record);
    if (commandLog.records.length > LOG_LIMIT) commandLog.records.splice(0, commandLog.records.length - LOG_LIMIT);
  }
}

/**
 * The one entry point: every button, menu, hotkey, palette item, deep link and test runs
 * commands here. A button, shortcut or menu giving no arguments opens the command's dialog
 * when it has one; the palette and deep links ask for every argument not given (optional ones
 * can be skipped); other callers must give the required ones. Given values are checked against
 * their rules. Resolves with the command's result, or null when the user cancelled a prompt.
 */
export function execute<I extends CommandId>(id: I, args: NoInfer<ArgsFor<I>> | undefined, source: AskingSource): Promise<unknown>;
export function execute<I extends CommandId>(id: I, ...call: NoInfer<UnaskedExecute<I>>): Promise<unknown>;
export function execute(command: AnyCommand, args?: Record<string, unknown>, source?: CommandSource): Promise<unknown>;
export async function execute(idOrCommand: CommandId | AnyCommand, args: Record<string, unknown> = {}, source: CommandSource = 'api'): Promise<unknown> {
  const command = typeof idOrCommand === 'string' ? commandOf(idOrCommand) : idOrCommand;
  const ctx = currentContext();
  if (!isAvailable(command, ctx)) throw new CommandUnavailableError(`Command not available here: ${command.id}`);
  const given = Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined));
  if (command.dialog && opensDialog.has(source) && !Object.keys(given).length && argsToAsk(command, given).length) {
    return command.dialog(ctx);
  }
  const problems = givenProblems(command, given, ctx);
  const canAsk = Boolean(prompter) && (asksEverything.has(source) || opensDialog.has(source));
  if (Object.keys(problems).length && !canAsk) throw new InvalidArgumentError(problems);
  for (const name of Object.keys(problems)) delete given[name];
  const names = asksEverything.has(source) ? argsToAsk(command, given) : missingArgs(command, given);
  let values: Record<string, unknown> = given;
  if (names.length) {
    if (!canAsk) throw new CommandUnavailableError(`Missing arguments for ${command.id}: ${names.join(', ')}`);
    const answered = await prompter!(command, given, source, names, problems);
    if (!answered) return null;
    values = answered;
  }
  return runOnce(command, ctx, values, source);
}
