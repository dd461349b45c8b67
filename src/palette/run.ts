import { argsToAsk, execute } from '../platform/registry';
import type { AnyCommand } from '../platform/types';
import { isShown } from '../core/errorlog';
import { notify } from '../core/notify';
import { session } from '../core/session';
import { recordUse } from './frecency';
import { closePalette, closePaletteSettled } from './state';

/**
 * Runs a palette item (with the arguments the item already names, e.g. a found record); a
 * command that needs more arguments keeps the palette open to ask for them.
 */
export async function runFromPalette(command: AnyCommand, args: Record<string, unknown> = {}): Promise<unknown> {
  recordUse(session.userInfo, command.id);
  if (!argsToAsk(command, args).length) await closePaletteSettled();
  return execute(command, args, 'palette').catch((error: unknown) => {
    closePalette();
    // API failures and refusals were shown where they happened; anything else is shown once.
    if (!isShown(error)) notify('error', error instanceof Error ? error.message : String(error));
    return undefined;
  });
}
