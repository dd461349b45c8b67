import { useEffect, type RefObject } from 'react';
import { searchStart } from '../ui/search-start';

/** Anything else the keyboard can reach. */
const CONTROL = ['input:not([type=hidden])', 'textarea', 'select', 'button', 'a[href]', '[tabindex]:not([tabindex="-1"])']
  .map((selector) => `${selector}:not([disabled])`)
  .join(', ');

/** The element of the pane that takes focus on arrival: where its search bar starts, else its first control. */
function arrivalTarget(pane: HTMLElement): HTMLElement | null {
  const bar = pane.querySelector<HTMLElement>('[role=search]');
  return (bar && searchStart(bar)) ?? pane.querySelector<HTMLElement>(CONTROL);
}

/**
 * Whether focus may be moved into the pane: it rests on nothing, on the layout around the panes
 * (the sidebar, the tabs, the header that led here) or on a pane that is now hidden, but not in a
 * dialog or the palette, nor already in the pane.
 */
function focusIsFree(pane: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  if (pane.contains(active) || active.closest('[role=dialog], [role=alertdialog], [aria-modal=true]')) return false;
  return true;
}

/**
 * After each navigation, moves focus into the pane now shown, so the keyboard works there at
 * once: typing searches, Tab goes on from the search bar. A pane that loads lazily is waited for;
 * the wait ends at the next navigation, or when focus goes somewhere of the user's choosing.
 */
export function useFocusOnArrival(path: string, pane: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = pane.current;
    if (!element) return undefined;
    const arrive = (): boolean => {
      const target = arrivalTarget(element);
      if (!target) return false;
      if (focusIsFree(element)) target.focus();
      return true;
    };
    if (arrive()) return undefined;
    const waiting = new MutationObserver(() => {
      if (arrive()) stop();
    });
    const onFocus = () => {
      if (!focusIsFree(element)) stop();
    };
    const stop = () => {
      waiting.disconnect();
      document.removeEventListener('focusin', onFocus);
    };
    waiting.observe(element, { childList: true, subtree: true });
    document.addEventListener('focusin', onFocus);
    return stop;
  }, [path, pane]);
}
