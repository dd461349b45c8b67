export { bindingsOf, combosOf, firesInFields, isTypingTarget, normalizeCombo, resolveHotkey, type HotkeyOutcome } from './keys';
export { shortcutSheet } from './sheet';
export { ShortcutsSheet } from './ShortcutsSheet';
export { pressHotkey, useCommandHotkeys } from './useCommandHotkeys';
