import { navigate } from 'wouter/use-browser-location';
import { currentContext } from '../platform/context';
import { PICKED } from '../platform/prospective';
import { waitUntil } from '../platform/harness/screen';
import { argsToAsk, execute, isAvailable } from '../platform/registry';
import type { AnyCommand } from '../platform/types';
import { config } from '../base/config';
import { isShown } from '../core/errorlog';
import { notify } from '../core/notify';
import { selection, selectRows } from '../core/selection';
import { controllerOf, select } from '../engine/controller';
import { session } from '../core/session';
import { recordUse } from './frecency';
import { withArgsAsTheyStart } from './prompter';
import { pickRecords } from './record-pick';
import { closePalette, closePaletteSettled, takeDraft } from './state';
import { holdTyping, releaseTyping } from './type-ahead';

/** Whether the command's screen is the one shown (a command with no screen of its own runs anywhere). */
const onItsScreen = (command: AnyCommand) => !command.at || window.location.pathname === command.at;

/**
 * Whether the command's rows are to be asked for: it acts on rows, and none of them are
 * selected on its screen, shown now. Rows selected on a screen shown before are not what the
 * user sees, so a command of another screen always asks.
 */
function needsRecords(command: AnyCommand): boolean {
  const { selection } = currentContext();
  return Boolean(command.records) && !(onItsScreen(command) && selection.resource === command.records!.resource && selection.ids.length > 0);
}

/**
 * Opens the command's screen when it is not the current one, as a deep link does, and waits
 * until the screen answers the command (its rows aside, which are asked for next).
 */
async function openScreenOf(command: AnyCommand): Promise<void> {
  if (onItsScreen(command)) return;
  navigate(command.at!);
  const ready = () => {
    const ctx = currentContext();
    const picked = command.records ? { ...ctx, selection: { resource: command.records.resource, ids: [PICKED] } } : ctx;
    return isAvailable(command, picked);
  };
  await waitUntil(ready, config.requestTimeout, () => `the screen of ${command.id} to open`);
}

/**
 * Selects the rows a command run from the palette acts on, and returns what puts back the
 * screen's selection as it was before, so the command leaves no selection behind that a later
 * one could act on unseen.
 */
function selectForTheRun(resource: string, ids: readonly string[]): () => void {
  const before = [...controllerOf(resource).selected];
  selectRows(resource, [...ids]);
  return () => {
    select(resource, before);
    if (selection.resource === resource) selectRows(resource, before);
  };
}

/**
 * Runs a palette item (with the arguments the item already names, e.g. a found record). A
 * command of another screen opens that screen first; a command on rows acts on `records` when
 * given (a record found by the record search), else on the rows selected on its screen when it
 * is the current one, else asks for them; rows given or asked are selected for the run only. A
 * command that needs more arguments keeps the palette open to ask.
 */
export async function runFromPalette(command: AnyCommand, args: Record<string, unknown> = {}, records?: readonly string[]): Promise<unknown> {
  recordUse(session.userInfo, command.id);
  let putBack: (() => void) | undefined;
  try {
    const asking = !records && needsRecords(command);
    const promptsFollow = () => argsToAsk(command, args).length > 0;
    // What is typed on the way to the first prompt starts its field (the screen may take a while).
    if (asking || promptsFollow()) holdTyping();
    if (!onItsScreen(command) || (!promptsFollow() && !asking)) await closePaletteSettled();
    await openScreenOf(command);
    if (records && command.records) putBack = selectForTheRun(command.records.resource, records);
    else if (asking) {
      const ids = await pickRecords(command);
      if (!ids) return null;
      putBack = selectForTheRun(command.records!.resource, ids);
      if (!promptsFollow()) {
        // No prompt follows: the keys are the command's (a form it opens) again.
        releaseTyping();
        await closePaletteSettled();
      }
    }
    return await execute(command, args, 'palette');
  } catch (error) {
    closePalette();
    // API failures and refusals were shown where they happened; anything else is shown once.
    if (!isShown(error)) notify('error', error instanceof Error ? error.message : String(error));
    return undefined;
  } finally {
    releaseTyping();
    putBack?.();
  }
}

/**
 * Runs a command of the list as Ctrl+Enter does: as runFromPalette, its arguments taken as they
 * start (the records it acts on, a required argument without a start and a confirmation are
 * still asked), those in `args` as given.
 */
export function runWithDefaults(command: AnyCommand, args: Record<string, unknown> = {}): Promise<unknown> {
  return withArgsAsTheyStart(() => runFromPalette(command, args));
}

/** Goes on with the prompt left with answers (see PromptDraft), from its first unanswered step. */
export function resumeDraft(): Promise<unknown> {
  const draft = takeDraft();
  return draft ? runFromPalette(draft.command, draft.given, draft.records) : Promise.resolve(undefined);
}
