import { PATIENCE } from '../helpers/patience';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { commandLog, execute } from '../../src/platform/registry';
import { waitUntil } from '../../src/platform/harness/screen';
import { session } from '../../src/core/session';
import { renderConsoleAs } from '../helpers/console';

const tabValues = () => session.tabs.map((tab) => tab.value);

describe('tag bar', () => {
  it('makes every visited page a tab; home has no close button', async () => {
    await renderConsoleAs('admin', '/info/index');
    await execute('nav.test', {}, 'test');
    await waitUntil(() => tabValues().length === 3, PATIENCE, () => `tabs: ${tabValues()}`);
    const bar = screen.getByRole('navigation', { name: '标签页' });
    expect(within(bar).getByRole('link', { name: '首页' })).toBeTruthy();
    expect(within(bar).queryByRole('button', { name: '关闭 首页' })).toBeNull();
    expect(within(bar).getByRole('button', { name: '关闭 个人信息' })).toBeTruthy();
  });

  it('closes a tab from its button through tabs.close', async () => {
    await renderConsoleAs('admin', '/info/index');
    await userEvent.setup().click(screen.getByRole('button', { name: '关闭 个人信息' }));
    await waitUntil(() => window.location.pathname === '/wel/index', PATIENCE, () => 'did not move home');
    expect(tabValues()).toEqual(['/wel/index']);
    expect(commandLog.records.at(-1)).toMatchObject({ id: 'tabs.close', source: 'button', ok: true });
  });

  it('offers close others and close all on right click, for the tab clicked', async () => {
    await renderConsoleAs('admin', '/info/index');
    await execute('nav.test', {}, 'test');
    await waitUntil(() => tabValues().length === 3, PATIENCE, () => `tabs: ${tabValues()}`);
    const user = userEvent.setup();
    const infoTab = screen.getByRole('link', { name: '个人信息' }).closest('.tag')!;
    fireEvent.contextMenu(infoTab);
    const menu = await screen.findByRole('menu', { name: '个人信息 的标签操作' });
    expect(within(menu).getByRole('menuitem', { name: '清除缓存' })).toBeTruthy();
    await user.click(within(menu).getByRole('menuitem', { name: '关闭其他' }));
    await waitUntil(() => window.location.pathname === '/info/index', PATIENCE, () => 'did not show the kept tab');
    expect(tabValues()).toEqual(['/wel/index', '/info/index']);
    expect(commandLog.records.at(-1)).toMatchObject({ id: 'tabs.closeOthers', source: 'menu', ok: true });
  });

  it.each([
    ['关闭左侧', 'tabs.closeLeft', ['/wel/index', '/test/index', '/info/index']],
    ['关闭右侧', 'tabs.closeRight', ['/wel/index', '/system/param', '/test/index']],
  ])('closes the tabs beside the one clicked with %s', async (item, id, left) => {
    await renderConsoleAs('admin', '/system/param');
    for (const page of ['nav.test', 'nav.info']) await execute(page as 'nav.test', {}, 'test');
    await waitUntil(() => tabValues().length === 4, PATIENCE, () => `tabs: ${tabValues()}`);
    fireEvent.contextMenu(screen.getByRole('link', { name: '测试页' }).closest('.tag')!);
    const menu = await screen.findByRole('menu', { name: '测试页 的标签操作' });
    await userEvent.setup().click(within(menu).getByRole('menuitem', { name: item }));
    await waitUntil(() => tabValues().join() === left.join(), PATIENCE, () => `tabs: ${tabValues()}`);
    expect(commandLog.records.at(-1)).toMatchObject({ id, source: 'menu', ok: true });
  });

  it('keeps home pinned outside the scrolling strip and lists every open tab', async () => {
    await renderConsoleAs('admin', '/info/index');
    await execute('nav.test', {}, 'test');
    await waitUntil(() => tabValues().length === 3, PATIENCE, () => `tabs: ${tabValues()}`);
    const home = screen.getByRole('link', { name: '首页' });
    expect(home.closest('.tags')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '全部标签' }));
    const list = await screen.findByRole('menu', { name: '全部标签' });
    expect(within(list).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['首页', '个人信息', '测试页']);
    await user.click(within(list).getByRole('menuitem', { name: '个人信息' }));
    await waitUntil(() => window.location.pathname === '/info/index', PATIENCE, () => 'did not show the chosen tab');
    expect(commandLog.records.at(-1)).toMatchObject({ id: 'tabs.show', source: 'menu', ok: true });
  });

  it('opens the same menu for the current tab from the ⋯ button', async () => {
    await renderConsoleAs('admin', '/info/index');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '标签操作' }));
    const menu = await screen.findByRole('menu', { name: '标签操作' });
    await user.click(within(menu).getByRole('menuitem', { name: '关闭全部' }));
    await waitUntil(() => window.location.pathname === '/wel/index', PATIENCE, () => 'did not go home');
    expect(tabValues()).toEqual(['/wel/index']);
    expect(commandLog.records.at(-1)).toMatchObject({ id: 'tabs.closeAll', source: 'menu', ok: true });
  });

  it('reopens the last closed tab', async () => {
    await renderConsoleAs('admin', '/info/index');
    await execute('tabs.close', {}, 'test');
    await waitUntil(() => window.location.pathname === '/wel/index', PATIENCE, () => 'did not close');
    await execute('tabs.reopen', {}, 'test');
    await waitUntil(() => window.location.pathname === '/info/index', PATIENCE, () => 'did not reopen');
    expect(tabValues()).toEqual(['/wel/index', '/info/index']);
  });
});
