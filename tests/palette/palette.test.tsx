import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { refuse } from '../../src/core/errorlog';
import { commandLog } from '../../src/platform/registry';
import { toasts } from '../../src/ui/Toaster';
import { selectRows } from '../../src/core/selection';
import { session } from '../../src/core/session';
import { setLanguage } from '../../src/i18n';
import { MATCH_LIMIT } from '../../src/palette/CommandsView';
import { formatShortcut } from '../../src/hotkeys/shortcut';
import { palette } from '../../src/palette/state';
import { openWith, optionTitles, renderPalette, reportScroll, selectedTitle, settle, setUpPaletteTests, testCommand, titled } from './helpers';

setUpPaletteTests();

describe('the command palette', () => {
  it('opens on palette.open with the input focused, listing the commands allowed now by group', async () => {
    testCommand({ id: 't.alpha', title: { zh: '阿尔法测试', en: 'Alpha test' }, group: 'navigation', shortcut: 'mod+shift+a', hint: { zh: '‹名称›', en: '‹name›' } });
    testCommand({ id: 't.beta', title: { zh: '贝塔测试', en: 'Beta test' }, group: 'tabs' });
    testCommand({ id: 't.hidden', title: { zh: '隐藏命令', en: 'Hidden' }, when: () => false });
    renderPalette();
    const input = await openWith();

    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('dialog').getAttribute('data-mode')).toBe('commands');
    expect(input.getAttribute('placeholder')).toBe('输入命令名称…');
    const names = optionTitles();
    expect(names).toContain('阿尔法测试');
    expect(names).not.toContain('隐藏命令');
    expect(names.indexOf('阿尔法测试')).toBeLessThan(names.indexOf('贝塔测试')); // navigation before tabs
    screen.getByText('导航');
    // A row is named by all it shows, in order: title, hint and keys.
    const alpha = screen.getByRole('option', titled('阿尔法测试'));
    expect(alpha.getAttribute('aria-label')).toBe(`阿尔法测试 ‹名称› ${formatShortcut('mod+shift+a')}`);
    expect(alpha.textContent).toContain('‹名称›');
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id);
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
  });

  it('shows titles in the current language', async () => {
    setLanguage('en');
    testCommand({ id: 't.alpha', title: { zh: '阿尔法测试', en: 'Alpha test' } });
    renderPalette();
    await openWith();
    expect(optionTitles()).toContain('Alpha test');
  });

  it('ranks as you type (prefix, then fuzzy), wraps the arrows, and runs the item on Enter', async () => {
    const run = vi.fn();
    testCommand({ id: 't.model', title: { zh: '模型编辑', en: 'Model editor' } });
    testCommand({ id: 't.log', title: { zh: '打开删除日志', en: 'Open delete log' } });
    testCommand({ id: 't.delete', title: { zh: '删除用户', en: 'Delete user' }, run });
    const { user } = renderPalette();
    await openWith();

    await user.keyboard('del');
    expect(optionTitles()).toEqual(['删除用户', '打开删除日志', '模型编辑']);
    expect(selectedTitle()).toBe('删除用户');
    await user.keyboard('{ArrowUp}');
    expect(selectedTitle()).toBe('模型编辑');
    await user.keyboard('{ArrowDown}');
    expect(selectedTitle()).toBe('删除用户');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selectedTitle()).toBe('模型编辑');
    await user.keyboard('{Home}');
    expect(selectedTitle()).toBe('删除用户');
    await user.keyboard('{End}');
    expect(selectedTitle()).toBe('模型编辑');
    await user.keyboard('{ArrowDown}{Enter}');
    await settle();

    expect(run).toHaveBeenCalledTimes(1);
    expect(commandLog.records.at(-1)).toMatchObject({ id: 't.delete', source: 'palette', ok: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a command\'s refusal once', async () => {
    testCommand({ id: 't.refused', title: { zh: '拒绝测试', en: 'Refused' }, run: () => refuse('不能这样做') });
    testCommand({ id: 't.broken', title: { zh: '故障测试', en: 'Broken' }, run: () => { throw new Error('出错了'); } });
    const { user } = renderPalette();
    const texts = () => toasts.visibleToasts.map((toast) => toast.content.text);
    for (const [query, message] of [['拒绝', '不能这样做'], ['故障', '出错了']]) {
      await openWith();
      await user.keyboard(`${query}{Enter}`);
      await settle();
      expect(texts().filter((text) => text === message)).toHaveLength(1);
    }
  });

  it('matches Chinese characters', async () => {
    testCommand({ id: 't.a', title: { zh: '打开删除日志', en: 'Open log' } });
    testCommand({ id: 't.b', title: { zh: '删除用户', en: 'Remove user' } });
    testCommand({ id: 't.c', title: { zh: '新增用户', en: 'Add user' } });
    const { user } = renderPalette();
    await openWith();
    await user.keyboard('删除');
    expect(optionTitles()).toEqual(['删除用户', '打开删除日志']);
    await user.clear(screen.getByRole('combobox'));
    await user.keyboard('用户');
    expect(optionTitles()).toEqual(['删除用户', '新增用户']);
  });

  it('wraps at the real end of a long list, not at the last mounted row', async () => {
    const runs: string[] = [];
    for (let i = 0; i < 300; i++) {
      testCommand({ id: `t.many.${i}`, title: { zh: `批量命令 ${i}`, en: `Bulk ${i}` }, run: () => void runs.push(`t.many.${i}`) });
    }
    const { user } = renderPalette();
    await openWith();
    await user.keyboard('批量');
    expect(screen.getAllByRole('option').length).toBeLessThan(40); // virtualized
    screen.getByText(`显示前 ${MATCH_LIMIT} 项,共 300 项`);
    await user.keyboard('{ArrowUp}');
    reportScroll();
    await waitFor(() => expect(selectedTitle()).toBe(`批量命令 ${MATCH_LIMIT - 1}`));
    await user.keyboard('{ArrowDown}');
    reportScroll();
    await waitFor(() => expect(selectedTitle()).toBe('批量命令 0'));
    await user.keyboard('{ArrowUp}{Enter}');
    await settle();
    expect(runs).toEqual([`t.many.${MATCH_LIMIT - 1}`]);
  });

  it('closes on Esc', async () => {
    testCommand({ id: 't.a', title: { zh: '甲', en: 'A' } });
    const { user } = renderPalette();
    await openWith();
    await user.keyboard('{Escape}');
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(palette.open).toBe(false);
  });

  it('keeps its own shortcuts inside: mod+k closes, mod+shift+f switches to menu search, nothing leaks out', async () => {
    session.token = 'token';
    const outside = vi.fn();
    document.addEventListener('keydown', outside);
    const { user } = renderPalette();
    await openWith();
    await user.keyboard('{Control>}{Shift>}f{/Shift}{/Control}');
    await settle();
    expect(palette.mode).toBe('menus');
    await user.keyboard('{Control>}k{/Control}');
    await settle();
    expect(palette.open).toBe(true);
    expect(palette.mode).toBe('commands');
    await user.keyboard('{Control>}k{/Control}');
    await settle();
    expect(palette.open).toBe(false);
    expect(outside.mock.calls.filter(([e]) => (e as KeyboardEvent).key.toLowerCase() !== 'control' && (e as KeyboardEvent).key !== 'Shift')).toEqual([]);
    document.removeEventListener('keydown', outside);
  });

  it('lists the current screen\'s row actions first while rows are selected', async () => {
    testCommand({ id: 't.nav', title: { zh: '删除导航', en: 'Delete nav' }, group: 'navigation' });
    testCommand({ id: 't.row', title: { zh: '删除选中行', en: 'Delete rows' }, group: 'selection', at: window.location.pathname, when: (ctx) => ctx.selection.ids.length > 0 });
    selectRows('user', ['1', '2']);
    const { user } = renderPalette();
    await openWith();
    expect(optionTitles()[0]).toBe('删除选中行');
    await user.keyboard('删除');
    expect(optionTitles()).toEqual(['删除选中行', '删除导航']);
  });

  it('puts what the user ran often first among equal matches, remembered per user', async () => {
    session.userInfo = { tenant_id: '000000', account: 'admin' } as typeof session.userInfo;
    testCommand({ id: 't.first', title: { zh: '导出甲', en: 'Export A' } });
    testCommand({ id: 't.second', title: { zh: '导出乙', en: 'Export B' } });
    const { user } = renderPalette();
    await openWith();
    await user.keyboard('导出');
    expect(optionTitles()).toEqual(['导出甲', '导出乙']);
    await user.keyboard('{ArrowDown}{Enter}');
    await settle();
    expect(localStorage.getItem('saber-palette-frecency-000000-admin')).toContain('t.second');

    await openWith();
    await user.keyboard('导出');
    expect(optionTitles()).toEqual(['导出乙', '导出甲']);
  });
});

