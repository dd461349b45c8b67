/**
 * Commands of other screens: the palette offers every command the user may run on any screen
 * they may open, and runs one by opening its screen first, as a deep link does. A command on
 * rows (Command.records) is offered with nothing selected: running it asks for the rows.
 */
import type { AnyCommand, CommandContext } from '../platform/types';
import { isAvailable } from '../platform/registry';
import { offeredLeaves } from '../features/offered-menus';

/** Stands for the rows the palette will ask for, while judging a record command ahead. */
const PICKED = '\u0000picked';

/** The screens the user may open, by path. */
export function openablePaths(ctx: Pick<CommandContext, 'menus' | 'roles'>): ReadonlySet<string> {
  return new Set(offeredLeaves(ctx.menus, ctx.roles).map(({ menu }) => menu.path));
}

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

/** Whether the palette offers the command: runnable now, or once its screen opens and its rows are picked. */
export function isOffered(command: AnyCommand, ctx: CommandContext, openable: ReadonlySet<string>): boolean {
  if (isAvailable(command, ctx)) return true;
  return command.at !== undefined && openable.has(command.at) && isAvailable(command, prospectiveContext(command, ctx));
}
