import { describe, expect, it } from 'vitest';
import { ariaShortcut, formatShortcut, matchesShortcut } from '../../src/hotkeys/shortcut';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}, code?: string) => ({
  key: k, code, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods,
});

describe('shortcuts', () => {
  it('prints mod as Ctrl on PCs and ⌘ on Macs', () => {
    expect(formatShortcut('mod+k', false)).toBe('Ctrl+K');
    expect(formatShortcut('mod+k', true)).toBe('⌘K');
    expect(formatShortcut('mod+shift+f', false)).toBe('Ctrl+Shift+F');
    expect(formatShortcut('mod+shift+f', true)).toBe('⌘⇧F');
    expect(formatShortcut('alt+l, ctrl+enter', false)).toBe('Alt+L / Ctrl+↵');
  });

  it('names keys for aria-keyshortcuts', () => {
    expect(ariaShortcut('mod+shift+f', false)).toBe('Control+Shift+F');
    expect(ariaShortcut('mod+k', true)).toBe('Meta+K');
  });

  it('matches keydowns with exactly the modifiers asked for', () => {
    expect(matchesShortcut(key('k', { ctrlKey: true }), 'mod+k', false)).toBe(true);
    expect(matchesShortcut(key('k', { metaKey: true }), 'mod+k', true)).toBe(true);
    expect(matchesShortcut(key('k', { ctrlKey: true, shiftKey: true }), 'mod+k', false)).toBe(false);
    expect(matchesShortcut(key('F', { ctrlKey: true, shiftKey: true }), 'mod+shift+f', false)).toBe(true);
    expect(matchesShortcut(key('ƒ', { altKey: true }, 'KeyF'), 'alt+f', true)).toBe(true);
    expect(matchesShortcut(key('k'), 'mod+k', false)).toBe(false);
  });
});
