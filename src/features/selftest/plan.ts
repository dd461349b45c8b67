import { config } from '../../config';
import type { AnyCommand } from '../../platform/types';

/**
 * The commands in the order their checks run: grouped by the page each check opens, in the order
 * the pages first appear, each group keeping the registry's order: a screen is loaded once for
 * all its checks instead of once for each.
 */
export function screenOrder(commands: readonly AnyCommand[]): AnyCommand[] {
  const groups = new Map<string, AnyCommand[]>();
  for (const command of commands) {
    const key = ('impossible' in command.check ? undefined : command.check.at) ?? config.homePath;
    const group = groups.get(key);
    if (group) group.push(command);
    else groups.set(key, [command]);
  }
  return [...groups.values()].flat();
}
