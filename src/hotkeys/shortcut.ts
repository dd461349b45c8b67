/** Pretty-prints react-hotkeys-hook shortcuts (`mod+shift+f`, `alt+l, ctrl+p`) for people and ARIA. */

export function isMacPlatform(): boolean {
  const nav = globalThis.navigator;
  return Boolean(nav) && /Mac|iPhone|iPad|iPod/i.test(nav.platform || nav.userAgent);
}

const macSymbols: Record<string, string> = { mod: '⌘', meta: '⌘', cmd: '⌘', command: '⌘', ctrl: '⌃', control: '⌃', alt: '⌥', option: '⌥', shift: '⇧' };
const pcNames: Record<string, string> = { mod: 'Ctrl', meta: 'Win', cmd: 'Win', command: 'Win', ctrl: 'Ctrl', control: 'Ctrl', alt: 'Alt', option: 'Alt', shift: 'Shift' };
const keyNames: Record<string, string> = {
  enter: '↵', return: '↵', esc: 'Esc', escape: 'Esc', space: 'Space', tab: 'Tab', backspace: '⌫', delete: 'Del',
  up: '↑', down: '↓', left: '←', right: '→', arrowup: '↑', arrowdown: '↓', arrowleft: '←', arrowright: '→',
  slash: '/', comma: ',', period: '.', minus: '-', equal: '=', home: 'Home', end: 'End', pageup: 'PgUp', pagedown: 'PgDn',
};
/** ARIA's aria-keyshortcuts names (UI Events `key` values). */
const ariaNames: Record<string, string> = {
  ctrl: 'Control', control: 'Control', alt: 'Alt', option: 'Alt', shift: 'Shift', meta: 'Meta', cmd: 'Meta', command: 'Meta',
  enter: 'Enter', return: 'Enter', esc: 'Escape', escape: 'Escape', space: 'Space', tab: 'Tab', backspace: 'Backspace', delete: 'Delete',
  up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight', slash: '/', comma: ',', period: '.',
};

const combos = (shortcut: string) => shortcut.split(',').map((combo) => combo.trim().toLowerCase()).filter(Boolean);

function keyLabel(key: string): string {
  return keyNames[key] ?? (key.length === 1 ? key.toUpperCase() : key[0]!.toUpperCase() + key.slice(1));
}

/** Each alternative as the keys to show: `mod+k` → [['Ctrl', 'K']] or [['⌘', 'K']] on a Mac. */
export function shortcutKeys(shortcut: string, mac = isMacPlatform()): string[][] {
  return combos(shortcut).map((combo) =>
    combo.split('+').map((part) => (mac ? macSymbols[part] : pcNames[part]) ?? keyLabel(part)),
  );
}

/** One line of text: `Ctrl+Shift+F`, `⌘⇧F`; alternatives joined by ` / `. */
export function formatShortcut(shortcut: string, mac = isMacPlatform()): string {
  return shortcutKeys(shortcut, mac).map((keys) => keys.join(mac ? '' : '+')).join(' / ');
}

/** The value of aria-keyshortcuts: `Control+Shift+F`; alternatives separated by spaces. */
export function ariaShortcut(shortcut: string, mac = isMacPlatform()): string {
  return combos(shortcut)
    .map((combo) => combo.split('+').map((part) => (part === 'mod' ? (mac ? 'Meta' : 'Control') : ariaNames[part] ?? keyLabel(part))).join('+'))
    .join(' ');
}

interface KeyState { key: string; code?: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }

/** The key a physical key code stands for, as react-hotkeys-hook reads it (Alt+F on a Mac types ƒ). */
function codeKey(code = ''): string {
  return code.replace(/^(Key|Digit)/, '').toLowerCase();
}

/** Whether a keydown is one of the shortcut's combos, modifiers exactly (mod = ⌘ on a Mac, else Ctrl). */
export function matchesShortcut(event: KeyState, shortcut: string, mac = isMacPlatform()): boolean {
  return combos(shortcut).some((combo) => {
    const parts = combo.split('+');
    const has = (...names: string[]) => parts.some((part) => names.includes(part));
    const ctrl = has('ctrl', 'control') || (!mac && has('mod'));
    const meta = has('meta', 'cmd', 'command') || (mac && has('mod'));
    const key = parts.find((part) => !['mod', 'ctrl', 'control', 'meta', 'cmd', 'command', 'alt', 'option', 'shift'].includes(part));
    return (
      key !== undefined &&
      (event.key.toLowerCase() === key || codeKey(event.code) === key) &&
      event.ctrlKey === ctrl &&
      event.metaKey === meta &&
      event.altKey === has('alt', 'option') &&
      event.shiftKey === has('shift')
    );
  });
}
