import { useEffect, useMemo } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { currentContext } from '../platform/context';
import { useRegisteredCommands } from '../platform/registry';
import type { AnyCommand } from '../platform/types';
import { runCommand } from '../platform/run-command';
import { releaseKeys } from './early-keys';
import { fieldAnswers, useFieldTyping } from './field-typing';
import { normalizeCombo, resolveHotkey, bindingsOf } from './keys';

/**
 * Handles one key press bound to `bound` (exported for tests). Returns what ran, or null.
 * A press in a text field is left to the field when it is the field's (field-typing.ts).
 */
export function pressHotkey(event: KeyboardEvent, combo: string, bound: readonly AnyCommand[]): AnyCommand | null {
  if (event.repeat || event.isComposing) return null;
  if (fieldAnswers(combo, event)) return null;
  const outcome = resolveHotkey(bound, currentContext());
  if (outcome.kind === 'conflict') {
    console.warn(`Shortcut ${combo} is bound to ${outcome.commands.map((c) => c.id).join(' and ')}: running none`);
    return null;
  }
  if (outcome.kind === 'none') return null;
  event.preventDefault();
  void runCommand(outcome.command, {}, 'hotkey');
  return outcome.command;
}

/**
 * Binds the shortcut of every registered command (re-bound whenever the registry changes);
 * a press runs `execute(command, {}, 'hotkey')`. Mounted once, by the layout.
 */
export function useCommandHotkeys(): void {
  const commands = useRegisteredCommands();
  const bindings = useMemo(() => bindingsOf(commands), [commands]);
  const keys = [...bindings.keys()];
  useFieldTyping();
  useHotkeys(
    keys.join(','),
    (event, hotkey) => {
      pressHotkey(event, normalizeCombo(hotkey.hotkey), bindings.get(normalizeCombo(hotkey.hotkey)) ?? []);
    },
    // Fields are let through here and sorted out by pressHotkey, per combination.
    { enabled: keys.length > 0, enableOnFormTags: true, enableOnContentEditable: true },
    [bindings],
  );
  // Bound now (the effect above binds first): the keys pressed while the console loaded.
  useEffect(releaseKeys, [bindings]);
}
