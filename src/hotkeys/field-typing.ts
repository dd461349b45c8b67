/**
 * Which text fields the user has typed in since they last took focus. A field's own undo and redo
 * (Ctrl+Z, Ctrl+Y, Ctrl+Shift+Z) undo that typing; in a field not typed in since it took focus
 * they would reach back to typing from before focus left it (the search text typed before a
 * dialog opened), while the user's last action was elsewhere: there the console's undo runs.
 */
import { useEffect } from 'react';
import { firesInFields, isTypingTarget } from './keys';

const typedIn = new WeakSet<EventTarget>();

const historyKeys = /^(mod|ctrl|meta)\+(shift\+)?[zy]$/;

/** Whether the press belongs to the field it is made in: text typed there, or its own editing keys. */
export function fieldAnswers(combo: string, event: KeyboardEvent): boolean {
  const field = event.target;
  if (!isTypingTarget(field) || firesInFields(combo, event.key)) return false;
  return !historyKeys.test(combo) || typedIn.has(field!);
}

/** Follows typing in fields while mounted (the layout mounts it with the shortcuts). */
export function useFieldTyping(): void {
  useEffect(() => {
    const focused = (event: FocusEvent) => event.target && typedIn.delete(event.target);
    const typed = (event: Event) => event.target && typedIn.add(event.target);
    document.addEventListener('focusin', focused, true);
    document.addEventListener('input', typed, true);
    return () => {
      document.removeEventListener('focusin', focused, true);
      document.removeEventListener('input', typed, true);
    };
  }, []);
}
