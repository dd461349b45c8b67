import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { menuLeaves } from '../../src/core/menu';
import { session } from '../../src/core/session';
import { setLanguage } from '../../src/i18n';
import { currentContext } from '../../src/platform/context';
import { execute, getCommand } from '../../src/platform/registry';
import type { ArgSpec } from '../../src/platform/types';
import { renderConsoleAs } from '../helpers/console';

afterEach(() => setLanguage('zh'));

const home = () => document.querySelector<HTMLElement>('.home-pane')!;
const sidebar = () => screen.getByRole('navigation', { name: '侧边菜单' });

describe('the home page', () => {
  it('links the screens the console has, names the granted menus it has not built, and offers those nowhere', async () => {
    await renderConsoleAs('admin');
    const cards = within(home()).getAllByRole('article');
    const system = cards.find((card) => within(card).queryByRole('heading', { name: '系统管理' }))!;
    const systemLeaves = menuLeaves(session.menus.filter((menu) => menu.code === 'system')).map(({ menu }) => menu.name);
    expect(within(system).getAllByRole('link').map((link) => link.textContent)).toEqual(systemLeaves);
    expect(within(system).getByText(`${systemLeaves.length} 个页面`)).toBeTruthy();
    // Every menu the mock grants has a screen: nothing is listed as not built.
    expect(within(home()).queryByRole('region', { name: '尚未建成' })).toBeNull();

    // A granted menu the console has no screen for (a newer server's): named, never linked or offered.
    act(() => {
      session.menus = [...session.menus, {
        id: 'f', parentId: '0', code: 'future', name: '未来功能', path: '/future',
        children: [{ id: 'f1', parentId: 'f', code: 'future_plan', name: '未来计划', path: '/future/plan' }],
      }];
    });
    const unbuilt = await within(home()).findByRole('region', { name: '尚未建成' });
    expect(within(unbuilt).getByText('未来计划')).toBeTruthy();
    expect(within(unbuilt).queryAllByRole('link')).toEqual([]);
    expect(within(home()).queryByRole('link', { name: '未来计划' })).toBeNull();
    expect(getCommand('nav.menu.user')).toBeTruthy();
    expect(within(sidebar()).queryByText('未来功能')).toBeNull();
    expect(getCommand('nav.menu.future_plan')).toBeUndefined();
  });

  it('says how to reach the screens by keyboard and opens one through its command', async () => {
    await renderConsoleAs('schoolAdmin');
    expect(within(home()).getByText(/按 Ctrl\+K 输入页面名称/).textContent).toContain('Ctrl+Shift+F 按名称搜索菜单');
    await userEvent.setup().click(within(home()).getByRole('link', { name: '岗位管理' }));
    await waitFor(() => expect(window.location.pathname).toBe('/system/post'));
  });

  it('counts the commands the palette lists on it', async () => {
    await renderConsoleAs('teacher');
    const said = within(home()).getByText(/在本页按 Ctrl\+K 可以找到 \d+ 条命令/).textContent!;
    await execute('palette.open', {}, 'test');
    const status = await within(await screen.findByRole('dialog')).findByRole('status');
    expect(said).toContain(`找到 ${status.textContent!.match(/\d+/)![0]} 条`);
  });

  it('counts in English with the right plural', async () => {
    await renderConsoleAs('admin');
    setLanguage('en');
    const desk = await within(home()).findByRole('heading', { name: 'Workbench' });
    expect(within(desk.closest('article')!).getByText('1 screen')).toBeTruthy();
    expect(within(home()).getByText(/Here Ctrl\+K finds \d+ commands/)).toBeTruthy();
  });
});

describe('the top menus', () => {
  it('offer only those that lead to a built screen', async () => {
    await renderConsoleAs('schoolAdmin');
    const bar = await screen.findByRole('navigation', { name: '顶部菜单' });
    await waitFor(() => expect(within(bar).getAllByRole('button').map((button) => button.textContent)).toEqual(['首页', '工作台', '教学内容', '系统管理']));
    const spec = getCommand('layout.topMenu')!.args!.topMenu as Extract<ArgSpec, { kind: 'choice' }>;
    const offered = await spec.options(currentContext());
    expect(offered.map((option) => option.label)).toEqual(['首页', '工作台', '教学内容', '系统管理']);
  });
});
