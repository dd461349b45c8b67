/**
 * Judging a command of another screen ahead: whether the user could run it once its screen
 * (Command.at) has opened and, for a command on rows (Command.records), its rows are picked.
 * The palette offers such commands from anywhere; the shortcut sheet lists only these.
 */
import type { AnyCommand, CommandContext } from './types';
import { isAvailable } from './registry';

/** Stands for the rows the palette will ask for, while judging a record command ahead. */
export const PICKED = '\u0000picked';

/**
 * The context the command will see once its screen is open (and its rows picked): its own
 * route, the view counted as mounted, and the current selection, or a picked row for a record
 * command with none selected.
 */
export function prospectiveContext(command: AnyCommand, ctx: CommandContext): CommandContext {
  const here = command.at === ctx.route;
  const target = command.records;
  const selected = here && (!target || (ctx.selection.resource === target.resource && ctx.selection.ids.length > 0));
  const selection = selected ? ctx.selection : target ? { resource: target.resource, ids: [PICKED] } : { resource: null, ids: [] };
  return { ...ctx, route: command.at ?? ctx.route, selection, prospective: true };
}

/**
 * Whether the user may run the command: now, or once its screen opens and its rows are picked.
 * `openable`: the paths of the screens the user may open.
 */
export function isOffered(command: AnyCommand, ctx: CommandContext, openable: ReadonlySet<string>): boolean {
  if (isAvailable(command, ctx)) return true;
  return command.at !== undefined && openable.has(command.at) && isAvailable(command, prospectiveContext(command, ctx));
}
