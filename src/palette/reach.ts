/**
 * Commands of other screens: the palette offers every command the user may run on any screen
 * they may open (platform/prospective.ts judges them), and runs one by opening its screen first,
 * as a deep link does.
 */
import type { CommandContext } from '../platform/types';
import { offeredLeaves } from '../features/offered-menus';

/** The screens the user may open, by path. */
export function openablePaths(ctx: Pick<CommandContext, 'menus' | 'roles'>): ReadonlySet<string> {
  return new Set(offeredLeaves(ctx.menus, ctx.roles).map(({ menu }) => menu.path));
}
