/**
 * Commands of other screens: the palette offers every command the user may run on any screen
 * they may open (platform/prospective.ts judges them), and runs one by opening its screen first,
 * as a deep link does.
 */
import type { CommandContext } from '../platform/types';
import { offeredLeaves } from '../features/offered-menus';

/**
 * The screens the user may open: each path with the name its menu has on the server, which a
 * tenant may have renamed (the palette finds a screen's commands by that name too).
 */
export function openableScreens(ctx: Pick<CommandContext, 'menus' | 'roles'>): ReadonlyMap<string, string> {
  return new Map(offeredLeaves(ctx.menus, ctx.roles).map(({ menu }) => [menu.path, menu.name]));
}
