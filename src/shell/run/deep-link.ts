/**
 * Following a deep link `/run/<command id>?<argument>=<value>…`: the command runs on its own
 * screen with the link's arguments, the palette asking for the rest. The link is checked
 * first: an unknown command, an argument the command does not declare, or a command that is not
 * available to this user leaves a message and the home page. A command that changes data runs
 * only once the user has confirmed it, seeing the command and the link's arguments.
 */
import { navigate } from 'wouter/use-browser-location';
import { currentContext } from '../../platform/context';
import { waitUntil } from '../../platform/harness/screen';
import { canPrompt, CommandUnavailableError, execute, getCommand, isAvailable } from '../../platform/registry';
import type { AnyCommand, ArgSpec, CommandContext } from '../../platform/types';
import { config, type Localized } from '../../base/config';
import { isShown } from '../../core/errorlog';
import { notify } from '../../core/notify';
import { language, t } from '../../i18n';
import '../../i18n/link';
import { askInPalette, closePalette, closePaletteSettled, type AnsweredArg } from '../../palette/state';
import { commandsRegistered } from '../console-commands';

/**
 * How long a link waits for the commands to load (they come after login) and then for its
 * command's screen to open and make the command available; a command still unavailable by
 * then is reported as such.
 */
const WAIT_MS = 10_000;

const CONFIRM: Localized = {
  zh: '此链接将运行会修改数据的命令,确定运行?',
  en: 'This link runs a command that changes data. Run it?',
};

/** Resolves true once `test` holds, false when it still does not after WAIT_MS. */
function settles(test: () => boolean): Promise<boolean> {
  return waitUntil(test, WAIT_MS, () => '').then(() => true, () => false);
}

/** The link's arguments, and the names the command does not declare. */
function linkArguments(command: AnyCommand, search: string): { args: Record<string, string>; undeclared: string[] } {
  const specs: Record<string, ArgSpec> = command.args ?? {};
  const args: Record<string, string> = {};
  const undeclared: string[] = [];
  for (const [name, value] of new URLSearchParams(search)) {
    const spec = Object.hasOwn(specs, name) ? specs[name] : undefined;
    if (!spec) undeclared.push(name);
    // A confirmation is the user's, given on screen: a link cannot give it for them.
    else if (spec.kind !== 'confirm') args[name] = value;
  }
  return { args, undeclared: [...new Set(undeclared)] };
}

/** A given argument as the user reads it: an option's label, a secret masked. */
async function shown(spec: ArgSpec, value: string, ctx: CommandContext): Promise<string> {
  if (spec.kind === 'text' && spec.secret) return '••••••';
  if (spec.kind !== 'choice') return value;
  const options = await Promise.resolve(spec.options(ctx)).catch(() => []);
  const label = (one: string) => options.find((option) => option.value === one)?.label ?? one;
  return spec.multiple ? value.split(',').map(label).join(', ') : label(value);
}

/** Asks in the palette whether to run a command that changes data; true when confirmed. */
async function confirmed(command: AnyCommand, args: Record<string, string>): Promise<boolean> {
  const ctx = currentContext();
  const specs: Record<string, ArgSpec> = command.args ?? {};
  const answered: AnsweredArg[] = await Promise.all(
    Object.entries(args).map(async ([name, value]) => ({ label: specs[name]!.label, text: await shown(specs[name]!, value, ctx) })),
  );
  const answer = await askInPalette({
    command, name: '', spec: { kind: 'confirm', label: CONFIRM }, step: 1, steps: 1, source: 'url', ctx, answered,
  });
  if (!answer) {
    closePalette();
    return false;
  }
  await closePaletteSettled();
  return true;
}

/** Leaves the link for the home page with the reason. */
function refuse(message: string): void {
  notify('error', message);
  navigate(config.homePath, { replace: true });
}

/**
 * Follows the link to command `id` with the query `search`; settles once it ran or was refused.
 * `opens` tells whether the console has a page at a path for this user (the route table's answer).
 */
export async function followDeepLink(id: string, search: string, opens: (path: string) => boolean): Promise<void> {
  if (!(await settles(commandsRegistered))) return refuse(t('link.unavailable', { command: id }));
  const command = getCommand(id);
  if (!command) return refuse(t('link.unknown', { id }));
  const title = command.title[language.current];
  const { args, undeclared } = linkArguments(command, search);
  if (undeclared.length) return refuse(t('link.undeclared', { command: title, names: undeclared.join(', ') }));
  const unavailable = () => refuse(t('link.unavailable', { command: title }));

  // The command's screen replaces the link in the history, so Back does not run it again.
  const where = command.at ?? config.homePath;
  if (!opens(where)) return unavailable();
  navigate(where, { replace: true });
  const left = () => window.location.pathname !== where;
  // A command of a screen becomes available once that screen has mounted; any other runs as
  // soon as the layout, whose palette asks for arguments, is there.
  const ready = () => canPrompt() && (!command.at || isAvailable(command, currentContext()));
  await settles(() => left() || ready());
  // The user went elsewhere in the meantime: the link is theirs to follow again.
  if (left()) return;
  if (!ready() || !isAvailable(command, currentContext())) return unavailable();

  if (command.changesData && !(await confirmed(command, args))) return;
  try {
    await execute(command, args, 'url');
  } catch (error) {
    if (error instanceof CommandUnavailableError) notify('error', t('link.unavailable', { command: title }));
    else if (!isShown(error)) notify('error', t('link.failed', { message: error instanceof Error ? error.message : String(error) }));
  }
}
