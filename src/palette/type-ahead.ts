/**
 * What is typed while a run moves on to its next prompt. Between the Enter that runs a command
 * (or answers a step) and the next prompt showing, the palette is busy: the command's screen
 * opening (the palette closed meanwhile), a starting value or a confirmation's lines loading.
 * Characters typed then went to whatever had focus (the command list about to close, the page)
 * and were lost, so `chen` typed at once came out as `n`. They are held here instead, and the
 * next prompt's field starts with them, as if typed there.
 *
 * Only characters (and Backspace over them) are held: Enter, Esc, Tab, arrows and shortcuts pass
 * on as before, so Esc still cancels. Held text never answers anything: a confirmation drops it,
 * so a Y typed ahead does not confirm.
 */

let held: string[] | null = null;

function hold(event: KeyboardEvent): void {
  if (!held || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key.length === 1) held.push(event.key);
  else if (event.key === 'Backspace') held.pop();
  else return;
  event.preventDefault();
  event.stopPropagation();
}

/** Starts holding what is typed (a run is on its way to a prompt); holding already, goes on. */
export function holdTyping(): void {
  if (held) return;
  held = [];
  document.addEventListener('keydown', hold, true);
}

/** What is held so far ('' when nothing is). */
export function typedAhead(): string {
  return held?.join('') ?? '';
}

/** Stops holding; what was held is dropped (a prompt shown has read it with typedAhead). */
export function releaseTyping(): void {
  if (!held) return;
  held = null;
  document.removeEventListener('keydown', hold, true);
}
