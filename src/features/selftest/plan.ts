import { config } from '../../base/config';
import type { AnyCommand } from '../../platform/types';

/** The page a command's check starts on; undefined for a check that does not run. */
export function startOf(command: AnyCommand | undefined): string | undefined {
  if (!command || 'impossible' in command.check) return undefined;
  return command.check.at ?? config.homePath;
}

/**
 * Where the run opens a check when it is on `here`: a check that opens a screen and asks for no
 * page of its own needs only to start elsewhere than that screen, so it starts where the run is
 * (sparing a load of the home page); on the screen itself, at the home page. Any other check, at
 * its page.
 */
export function startingPage(command: AnyCommand, here: string): string | undefined {
  if ('impossible' in command.check) return undefined;
  const { at, lands } = command.check;
  return !at && lands && lands !== here ? here : startOf(command);
}

/** The page a command's check ends on: the screen it opens, else the page it starts on. */
export function endOf(command: AnyCommand | undefined): string | undefined {
  if (!command || 'impossible' in command.check) return undefined;
  return command.check.lands ?? startOf(command);
}

/**
 * The commands in the order their checks run: grouped by page, in the order the pages first
 * appear, each group keeping the registry's order. A group starts with the checks that open its
 * page (crud.<x>.open, nav.menu.<x>), then the checks acting on it: a screen is loaded by the
 * checks that open it and stays for all the checks on it, instead of once for each.
 */
export function screenOrder(commands: readonly AnyCommand[]): AnyCommand[] {
  const groups = new Map<string, { opening: AnyCommand[]; on: AnyCommand[] }>();
  const groupOf = (page: string) => {
    let group = groups.get(page);
    if (!group) groups.set(page, (group = { opening: [], on: [] }));
    return group;
  };
  for (const command of commands) {
    const lands = 'impossible' in command.check ? undefined : command.check.lands;
    if (lands) groupOf(lands).opening.push(command);
    else groupOf(startOf(command) ?? config.homePath).on.push(command);
  }
  return [...groups.values()].flatMap((group) => [...group.opening, ...group.on]);
}
