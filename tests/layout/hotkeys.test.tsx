import { PATIENCE } from '../helpers/patience';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commandLog, registerCommand } from '../../src/platform/registry';
import type { Command } from '../../src/platform/types';
import { waitUntil } from '../../src/platform/harness/screen';
import { layout } from '../../src/core/layout';
import { firesInFields, isTypingTarget, normalizeCombo, combosOf } from '../../src/hotkeys';
import { shortcutSheet } from '../../src/hotkeys/sheet';
import { renderConsoleAs } from '../helpers/console';
import type { CommandId } from '../../src/schema/command-ids';

const undo: (() => void)[] = [];
afterEach(() => {
  undo.splice(0).forEach((u) => u());
  vi.restoreAllMocks();
  act(() => { shortcutSheet.open = false; });
});

/** A test command that counts its runs. */
function counter(id: CommandId, shortcut: string, when?: Command['when']) {
  const runs = { count: 0 };
  undo.push(registerCommand({
    id, title: { zh: id, en: id }, group: 'system', shortcut, when,
    run: () => { runs.count++; },
    check: { impossible: { zh: '测试替身', en: 'a test double, registered by the hotkey tests only' } },
  }));
  return runs;
}

/**
 * Presses a combination on `target` the way a browser reports it: code, modifiers and `key`, the
 * character it types (by default the key's own letter).
 */
function press(target: Element, code: string, mods: { alt?: boolean; shift?: boolean; ctrl?: boolean; key?: string } = {}) {
  const init = { code, key: mods.key ?? code.replace(/^Key/, '').toLowerCase(), altKey: mods.alt, shiftKey: mods.shift, ctrlKey: mods.ctrl, bubbles: true };
  fireEvent.keyDown(target, init);
  fireEvent.keyUp(target, init);
}

describe('shortcut strings', () => {
  it('have one canonical form per combination', () => {
    expect(normalizeCombo('Shift+Alt+Right')).toBe('alt+shift+arrowright');
    expect(normalizeCombo('ctrl+MOD+k')).toBe('mod+ctrl+k');
    expect(combosOf('alt+l, control+p')).toEqual(['alt+l', 'ctrl+p']);
  });

  it('fire in text fields when held with mod, ctrl or meta, or with alt where it leaves the field alone', () => {
    expect(firesInFields('mod+k', 'k')).toBe(true);
    expect(firesInFields('ctrl+shift+p', 'P')).toBe(true);
    expect(firesInFields('mod+z', 'z')).toBe(false);
    expect(firesInFields('shift+slash', '?')).toBe(false);
    // Alt+Shift+L types nothing on Windows and Linux, and Alt+Shift+→ does nothing in a field.
    expect(firesInFields('alt+shift+l', 'L', false)).toBe(true);
    expect(firesInFields('alt+shift+arrowright', 'ArrowRight', false)).toBe(true);
    // On a Mac ⌥⇧L types Ò, ⌥N starts a dead key, ⌥⇧→ selects a word: the field keeps them.
    expect(firesInFields('alt+shift+l', 'Ò', true)).toBe(false);
    expect(firesInFields('alt+n', 'Dead', true)).toBe(false);
    expect(firesInFields('alt+shift+arrowright', 'ArrowRight', true)).toBe(false);
    const input = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    expect(isTypingTarget(input)).toBe(true);
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.body)).toBe(false);
  });
});

describe('command hotkeys', () => {
  it('bind every registered command with a shortcut, including ones registered later', async () => {
    await renderConsoleAs('admin');
    const runs = counter('test.later', 'alt+shift+q');
    await waitUntil(() => { press(document.body, 'KeyQ', { alt: true, shift: true }); return runs.count > 0; }, PATIENCE, () => 'the late command never ran');
    expect(commandLog.records.at(-1)).toMatchObject({ id: 'test.later', source: 'hotkey', ok: true });
  });

  it('run the sidebar toggle from mod+b, even in a text field', async () => {
    await renderConsoleAs('admin');
    const before = layout.collapsed;
    press(document.body, 'KeyB', { ctrl: true });
    expect(layout.collapsed).toBe(!before);
    const field = document.body.appendChild(document.createElement('input'));
    field.focus();
    press(field, 'KeyB', { ctrl: true });
    expect(layout.collapsed).toBe(before);
    field.remove();
  });

  it('leave to the text field being typed in the combinations that type there, and run the others', async () => {
    await renderConsoleAs('admin');
    const runs = counter('test.field', 'alt+shift+y');
    const plain = counter('test.plain', 'shift+k');
    await waitUntil(() => { press(document.body, 'KeyY', { alt: true, shift: true }); return runs.count === 1; }, PATIENCE, () => 'not bound');
    press(document.body, 'KeyK', { shift: true, key: 'K' });
    expect(plain.count).toBe(1);
    const field = document.body.appendChild(document.createElement('textarea'));
    field.focus();
    // ⌥⇧Y on a Mac types Á, and Shift+K types K: both the field's.
    press(field, 'KeyY', { alt: true, shift: true, key: 'Á' });
    press(field, 'KeyK', { shift: true, key: 'K' });
    expect([runs.count, plain.count]).toEqual([1, 1]);
    // Alt+Shift+Y on Windows or Linux types nothing: the command's.
    press(field, 'KeyY', { alt: true, shift: true, key: 'Y' });
    expect(runs.count).toBe(2);
    field.remove();
  });

  it('refuse a key two commands share: neither runs, and a warning names both', async () => {
    await renderConsoleAs('admin');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const a = counter('test.a', 'alt+shift+j');
    const b = counter('test.b', 'shift+alt+j');
    // Pressed until the binding answers: its warning is the sign that it heard the press.
    const named = (call: unknown[]) => /alt\+shift\+j.*test\.a.*test\.b/.test(String(call[0]));
    await waitUntil(() => { press(document.body, 'KeyJ', { alt: true, shift: true }); return warn.mock.calls.some(named); }, PATIENCE, () => 'the shared key was never bound');
    expect(a.count + b.count).toBe(0);
  });

  it('let `when` settle a shared key: only the available command runs', async () => {
    await renderConsoleAs('admin');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const here = counter('test.here', 'alt+shift+u');
    const elsewhere = counter('test.elsewhere', 'alt+shift+u', () => false);
    await waitUntil(() => { press(document.body, 'KeyU', { alt: true, shift: true }); return here.count > 0; }, PATIENCE, () => 'the shared key was never bound');
    expect([here.count, elsewhere.count]).toEqual([1, 0]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('open the shortcuts sheet with ?, listing every command with a shortcut and flagging conflicts', async () => {
    await renderConsoleAs('admin');
    counter('test.x', 'alt+shift+o');
    counter('test.y', 'alt+shift+o');
    press(document.body, 'Slash', { shift: true });
    const sheet = await screen.findByRole('dialog', { name: '快捷键' });
    for (const title of ['锁屏', '下一个标签', '关闭标签', '折叠/展开侧边栏', '切换语言', '打开命令面板', '菜单搜索']) {
      expect(within(sheet).getByText(title)).toBeTruthy();
    }
    expect(within(sheet).getAllByText(/冲突/)).toHaveLength(2);
    expect(commandLog.records.some((r) => r.id === 'layout.shortcuts' && r.source === 'hotkey')).toBe(true);
  });

  it('switch tabs with alt+shift+arrows and close the current one with alt+shift+w', async () => {
    await renderConsoleAs('admin', '/info/index');
    press(document.body, 'ArrowLeft', { alt: true, shift: true });
    await waitUntil(() => window.location.pathname === '/wel/index', PATIENCE, () => 'did not go to the previous tab');
    press(document.body, 'ArrowRight', { alt: true, shift: true });
    await waitUntil(() => window.location.pathname === '/info/index', PATIENCE, () => 'did not go to the next tab');
    press(document.body, 'KeyW', { alt: true, shift: true });
    await waitUntil(() => window.location.pathname === '/wel/index', PATIENCE, () => 'did not close the tab');
    expect(screen.queryByRole('link', { name: '个人信息' })).toBeNull();
  });
});
