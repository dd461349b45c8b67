import { execute, missingArgs } from '../../commands/registry';
import type { AnyCommand } from '../../commands/types';
import { notify } from '../core/notify';
import { session } from '../core/session';
import { recordUse } from './frecency';
import { closePalette, closePaletteSettled } from './state';

/** Runs a palette item; a command that needs arguments keeps the palette open to ask for them. */
export async function runFromPalette(command: AnyCommand): Promise<unknown> {
  recordUse(session.userInfo, command.id);
  if (!missingArgs(command, {}).length) await closePaletteSettled();
  return execute(command, {}, 'palette').catch((error: unknown) => {
    closePalette();
    // The HTTP client has already shown its own errors (ApiError); show anything else once.
    if (!(error instanceof Error && error.name === 'ApiError')) notify('error', error instanceof Error ? error.message : String(error));
    return undefined;
  });
}
