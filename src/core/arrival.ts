/**
 * Opening a screen: the address changes once the screen's code and what it shows first (its first
 * page of rows) are there, so the screen appears whole in one render instead of as an empty table
 * filled a moment later. A slow backend does not hold the user up: after ARRIVAL_WAIT ms the
 * screen opens anyway and shows its own loading state. The shell says how a screen gets ready
 * (src/shell/arrival.ts); this layer only waits for it, as the menus that navigate live here.
 */
import { navigate } from 'wouter/use-browser-location';

export const ARRIVAL_WAIT = 300;

/** Starts what the screen at `href` shows first; settles when it is there. */
export type ArrivalPreparer = (href: string) => Promise<unknown>;

let prepare: ArrivalPreparer | undefined;
let latest = 0;

/** Installs how screens get ready (the console's shell, while the console is up). */
export function setArrivalPreparer(preparer: ArrivalPreparer | undefined): void {
  prepare = preparer;
}

/**
 * Goes to `href` once its screen is ready or ARRIVAL_WAIT ms have passed. Only the last of
 * several quick requests navigates: a screen chosen and then another must not come back.
 */
export async function arriveAt(href: string): Promise<void> {
  const ticket = ++latest;
  if (prepare) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, ARRIVAL_WAIT)));
    // A screen that cannot get ready (a refused or failed call) opens and shows why itself.
    await Promise.race([prepare(href).catch(() => undefined), waited]);
    clearTimeout(timer);
  }
  if (ticket === latest) navigate(href);
}
