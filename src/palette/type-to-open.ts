import { useEffect } from 'react';
import { isTypingTarget } from '../hotkeys/keys';
import { openPalette, palette, switchMode } from './state';

/** A letter or digit typed alone (Shift aside): what starts a search; other keys keep their shortcuts (# and ?). */
const startsSearch = (event: KeyboardEvent) => !event.ctrlKey && !event.altKey && !event.metaKey && !event.isComposing && /^[\p{L}\p{N}]$/u.test(event.key);

/**
 * While mounted (the home page, which has no field of its own), a letter or digit typed on the
 * page (focus in the element `within` selects, or nowhere), outside any field or dialog, opens
 * the palette's command list with it typed: `bs` from home finds 部署 as Ctrl+K and `bs` do.
 * Later keys land in the palette's input, which takes focus as it opens. What is typed here is
 * latin (no field takes an input method's text), so the first query loads the pinyin dictionary
 * as any latin query does; loading it with the home page kept its 5 MiB in every session's heap.
 */
export function useTypeToOpen(within: string): void {
  useEffect(() => {
    /** The opening this page started and what was typed for it, while its input has not taken focus yet. */
    let started = { opened: -1, text: '' };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !startsSearch(event) || isTypingTarget(event.target)) return;
      if (palette.open) {
        // Typed faster than the palette took focus: the key joins the query instead of being lost.
        if (started.opened !== palette.opened || palette.mode !== 'commands' || document.activeElement?.closest('.palette')) return;
        event.preventDefault();
        palette.opened++;
        started = { opened: palette.opened, text: started.text + event.key };
        switchMode('commands', started.text);
        return;
      }
      // Only from the page itself: the sidebar and the tabs answer letters their own way.
      const { target } = event;
      if (target !== document.body && !(target instanceof Element && target.closest(within))) return;
      if (document.querySelector('[role=dialog], [role=alertdialog]')) return;
      event.preventDefault();
      openPalette('commands');
      started = { opened: palette.opened, text: event.key };
      switchMode('commands', event.key);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [within]);
}
