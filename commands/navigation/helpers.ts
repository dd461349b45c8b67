import { navigate } from 'wouter/use-browser-location';
import { config } from '../../src/base/config';
import type { CommandContext } from '../../src/platform/types';

/** Inside the console: logged in and not on the lock screen (where only unlock and logout apply). */
export function inConsole(ctx: CommandContext): boolean {
  return ctx.loggedIn && ctx.route !== config.lockPage;
}

/** Navigates like a link click: a new history entry, read by wouter's location hooks. */
export function goTo(href: string): void {
  navigate(href);
}

/** The pathname of an href, for checks that wait on `h.at(path)`. */
export function pathOf(href: string): string {
  return href.split('?')[0];
}
