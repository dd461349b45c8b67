import { useEffect } from 'react';
import { registeredCommands } from '../platform/registry';
import type { AnyCommand } from '../platform/types';
import { matchesShortcut } from './shortcut';
import { bindingsOf, firesInFields } from './keys';
import { pressHotkey } from './useCommandHotkeys';

let bound: { commands: readonly AnyCommand[]; bindings: Map<string, AnyCommand[]> } | null = null;

/** The registered commands' bindings, made again only when the registry changes (not on every key). */
function currentBindings(): Map<string, AnyCommand[]> {
  const commands = registeredCommands();
  if (bound?.commands !== commands) bound = { commands, bindings: bindingsOf(commands) };
  return bound.bindings;
}

/**
 * React Aria's buttons, select triggers, date pickers and date segments act on Enter whatever
 * modifiers are held and stop the key there, so mod+enter pressed on them never reaches the
 * document, where shortcuts are bound: the date picker's button opened its calendar and Cancel
 * closed the form instead of saving it. While mounted, this takes the keys pressed inside
 * `scope()` before its controls see them: a shortcut that fires in fields runs, and the key
 * goes no further. Other keys pass on untouched.
 */
export function useShortcutsFirst(scope: () => Element | null | undefined): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const element = scope();
      if (!element || !(event.target instanceof Node) || !element.contains(event.target)) return;
      for (const [combo, bound] of currentBindings()) {
        if (!firesInFields(combo, event.key) || !matchesShortcut(event, combo)) continue;
        if (pressHotkey(event, combo, bound)) event.stopPropagation();
        return;
      }
    };
    // The capture phase at the document comes before any listener of the controls.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [scope]);
}
