import { commandOf, CommandUnavailableError, execute } from './registry';
import type { CommandId } from '../schema/command-ids';
import type { AnyCommand, ArgsFor, CommandSource } from './types';
import { isShown, recordError } from '../core/errorlog';
import { notify } from '../core/notify';
import { t } from '../i18n';
import '../i18n/layout';

/**
 * Runs a command for a button, menu item or key, and deals with its failure here, since nobody
 * awaits these: API failures and refusals were already shown, an unavailable command gets a
 * warning, and anything else is a bug: it is shown and kept in the local error log.
 */
export function runCommand<I extends CommandId>(id: I, args?: NoInfer<ArgsFor<I>>, source?: CommandSource): Promise<unknown>;
export function runCommand(command: AnyCommand, args?: Record<string, unknown>, source?: CommandSource): Promise<unknown>;
export async function runCommand(command: CommandId | AnyCommand, args: Record<string, unknown> = {}, source: CommandSource = 'button'): Promise<unknown> {
  try {
    return await execute(typeof command === 'string' ? commandOf(command) : command, args, source);
  } catch (error) {
    if (isShown(error)) return undefined;
    if (error instanceof CommandUnavailableError) {
      notify('warning', t('ctl.message.unavailable'));
      return undefined;
    }
    const id = typeof command === 'string' ? command : command.id;
    recordError('error', error, `command ${id} (${source})`);
    notify('error', t('ctl.message.failed', { message: error instanceof Error ? error.message : String(error) }));
    return undefined;
  }
}
