import { isAvailable } from '../platform/registry';
import type { AnyCommand, CommandContext } from '../platform/types';
import { isMacPlatform } from './shortcut';

/**
 * Shortcut strings (react-hotkeys-hook syntax: `mod+k`, `alt+shift+arrowright`, alternatives
 * separated by commas) in one canonical form, so two spellings of a key are seen as one binding.
 */
const MODIFIER_ORDER = ['mod', 'ctrl', 'meta', 'alt', 'shift'] as const;
const aliases: Record<string, string> = {
  control: 'ctrl', cmd: 'meta', command: 'meta', option: 'alt', esc: 'escape', return: 'enter',
  left: 'arrowleft', right: 'arrowright', up: 'arrowup', down: 'arrowdown',
};

/** One combination in canonical form: lower case, modifiers in a fixed order, the key last. */
export function normalizeCombo(combo: string): string {
  const parts = combo.toLowerCase().split('+').map((part) => part.trim()).filter(Boolean).map((part) => aliases[part] ?? part);
  const modifiers = MODIFIER_ORDER.filter((modifier) => parts.includes(modifier));
  const keys = parts.filter((part) => !(MODIFIER_ORDER as readonly string[]).includes(part));
  return [...modifiers, ...keys].join('+');
}

/** Every alternative of a shortcut, canonical. */
export function combosOf(shortcut: string): string[] {
  return shortcut.split(',').map(normalizeCombo).filter(Boolean);
}

/**
 * The editing keys a text field answers itself: undo and redo (z, y), select all (a) and the
 * clipboard (c, v, x), with mod, ctrl or meta and maybe shift. Ctrl+Z in a field undoes the
 * typing, not the console's last command, once the field has been typed in (field-typing.ts).
 */
const fieldEditingKeys = /^(mod|ctrl|meta)\+(shift\+)?[zyacvx]$/;

/**
 * Which shortcuts still fire while the user types in a field, given `typed`, what the press
 * produces (KeyboardEvent.key). Those held with mod, ctrl or meta do, except the field's own
 * editing keys: typing never produces them, so mod+k opens the palette from a search box. Those
 * held with alt do where they leave the field alone, so Alt+N adds a record and Alt+Shift+←
 * changes tab from the search field a screen opens in: on Windows and Linux, alt with a letter
 * types nothing (the press reports the letter itself) and alt with an arrow does nothing in a
 * field. On a Mac, ⌥ with a letter types another character (⌥N: a dead key, ˜) and ⌥ with an
 * arrow moves the caret by words: those stay the field's. Plain and shift keys type text.
 */
export function firesInFields(combo: string, typed: string, mac = isMacPlatform()): boolean {
  if (/(^|\+)(mod|ctrl|meta)\+/.test(combo)) return !fieldEditingKeys.test(combo);
  if (!/(^|\+)alt\+/.test(combo)) return false;
  const key = combo.slice(combo.lastIndexOf('+') + 1);
  if (typed.length === 1) return typed.toLowerCase() === key;
  return typed !== 'Dead' && !mac;
}

/** Whether keys typed at `target` are text input: fields, editable content, text-like roles. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
  return ['textbox', 'searchbox', 'combobox', 'spinbutton'].includes(target.getAttribute('role') ?? '');
}

/** Combination → the commands bound to it, in registration order. */
export function bindingsOf(commands: readonly AnyCommand[]): Map<string, AnyCommand[]> {
  const bindings = new Map<string, AnyCommand[]>();
  for (const command of commands) {
    if (!command.shortcut) continue;
    for (const combo of combosOf(command.shortcut)) bindings.set(combo, [...(bindings.get(combo) ?? []), command]);
  }
  return bindings;
}

export type HotkeyOutcome =
  | { kind: 'run'; command: AnyCommand }
  | { kind: 'conflict'; commands: AnyCommand[] }
  | { kind: 'none' };

/**
 * What a press of `combo` does. Commands whose `when` fails here drop out first (so `when` can
 * share a key between screens); if more than one remains, the conflict is refused: none runs.
 */
export function resolveHotkey(bound: readonly AnyCommand[], ctx: CommandContext): HotkeyOutcome {
  const ready = bound.filter((command) => isAvailable(command, ctx));
  if (ready.length > 1) return { kind: 'conflict', commands: ready };
  return ready.length ? { kind: 'run', command: ready[0] } : { kind: 'none' };
}
