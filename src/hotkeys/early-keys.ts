/**
 * Keys pressed between signing in and the console's shortcuts listening (the layout and the
 * commands load after the login page, most of a second on a slow machine): held, and pressed
 * again where focus is once the shortcuts listen, so a Ctrl+K pressed at once after signing in
 * opens the palette instead of being lost. Keys typed in a field are the field's and not held;
 * keys held longer than HOLD_MS are dropped (the user has moved on).
 */
import { isTypingTarget } from './keys';

const HOLD_MS = 3000;
const MAX_HELD = 20;

/** The keys held, each with whether its default was prevented here (else by the page answering it). */
let held: { event: KeyboardEvent; ours: boolean }[] | null = null;
/** Whether the console's commands are being registered: until then the shortcuts bind none of them. */
let commandsIn = false;

/**
 * What may be held: a shortcut (held with Ctrl, ⌘ or Alt) or a character typed on the page (which
 * the home page takes as the start of a search). Enter, Tab, Esc and arrows pressed again later
 * would act on whatever has focus by then.
 */
const worthHolding = (event: KeyboardEvent) => event.ctrlKey || event.metaKey || event.altKey || event.key.length === 1;

function hold(event: KeyboardEvent): void {
  if (!held || !worthHolding(event) || isTypingTarget(event.target) || held.length >= MAX_HELD) return;
  // Ctrl+K is also the browser's (its search in the address bar): the console's once it listens.
  const ours = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
  if (ours) event.preventDefault();
  held.push({ event, ours });
}

/** Starts holding keys (signed in, the shortcuts not listening yet). */
export function holdKeys(): void {
  if (held) return;
  held = [];
  commandsIn = false;
  document.addEventListener('keydown', hold, true);
}

/** The console's commands are being registered: the next binding of the shortcuts has them. */
export function commandsLoaded(): void {
  commandsIn = true;
}

/**
 * Once the shortcuts listen with the console's commands bound: stops holding, and presses the
 * keys held in the last HOLD_MS again.
 */
export function releaseKeys(): void {
  if (!held || !commandsIn) return;
  document.removeEventListener('keydown', hold, true);
  // A key the page answered as it was pressed (the home page's search took a letter) is not
  // pressed again.
  const keys = held.filter(({ event, ours }) => (ours || !event.defaultPrevented) && performance.now() - event.timeStamp <= HOLD_MS);
  held = null;
  for (const { event: { key, code, ctrlKey, metaKey, altKey, shiftKey } } of keys) {
    const target = document.activeElement ?? document.body;
    const init = { key, code, ctrlKey, metaKey, altKey, shiftKey, bubbles: true, cancelable: true };
    target.dispatchEvent(new KeyboardEvent('keydown', init));
    target.dispatchEvent(new KeyboardEvent('keyup', init));
  }
}
