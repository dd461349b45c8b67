import { PATIENCE } from '../helpers/patience';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { commandLog, execute } from '../../src/platform/registry';
import { authApi } from '../../src/api/auth';
import { findMenuByPath, menuLeaves } from '../../src/core/menu';
import { layout } from '../../src/core/layout';
import { clearErrors, errorLog, recordError } from '../../src/core/errorlog';
import { session } from '../../src/core/session';
import { closeNotices } from '../../src/features/notices/store';
import { closePalette, palette } from '../../src/palette/state';
import { language } from '../../src/i18n';
import { renderConsoleAs } from '../helpers/console';
import { waitUntil } from '../../src/platform/harness/screen';

const lastRecord = () => commandLog.records.at(-1);

afterEach(() => {
  act(() => { language.current = 'zh'; });
  clearErrors();
  closePalette();
  closeNotices();
});

describe('header controls run commands', () => {
  it('the sidebar toggle runs layout.sidebar from a button', async () => {
    await renderConsoleAs('admin');
    const user = userEvent.setup();
    const before = layout.collapsed;
    await user.click(screen.getByRole('button', { name: '折叠/展开侧边栏' }));
    expect(layout.collapsed).toBe(!before);
    expect(lastRecord()).toMatchObject({ id: 'layout.sidebar', source: 'button', ok: true });
    expect(document.querySelector('.layout')!.hasAttribute('data-collapsed')).toBe(!before);
  });

  it('the language menu keeps its names and runs session.language', async () => {
    await renderConsoleAs('admin');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '语言' }));
    const item = await screen.findByRole('menuitemradio', { name: 'English' }).catch(() => screen.findByRole('menuitem', { name: 'English' }));
    await user.click(item);
    expect(lastRecord()).toMatchObject({ id: 'session.language', source: 'menu', ok: true });
    expect(language.current).toBe('en');
    expect(screen.getByRole('button', { name: 'Language' })).toBeTruthy();
  });

  it('the error badge counts errors and caps at 99+', async () => {
    await renderConsoleAs('admin');
    act(() => { for (let i = 0; i < 3; i++) recordError('error', new Error(`boom ${i}`)); });
    const badge = await screen.findByTestId('error-badge');
    expect(badge.textContent).toBe('3');
    act(() => { for (let i = 0; i < 100; i++) recordError('error', new Error(`more ${i}`)); });
    await waitUntil(() => screen.getByTestId('error-badge').textContent === '99+', PATIENCE, () => 'badge not capped');
    expect(errorLog.entries.length).toBe(103);
    await userEvent.setup().click(screen.getByRole('button', { name: '错误日志 99+ 条' }));
    expect(lastRecord()).toMatchObject({ id: 'errors.open', source: 'button' });
    const dialog = await screen.findByRole('dialog', { name: '错误日志' });
    expect(within(dialog).getAllByText(/more 99/).length).toBeGreaterThan(0);
  });

  it('the theme picker lists the eleven themes and applies one through layout.theme', async () => {
    await renderConsoleAs('admin');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '主题' }));
    const menu = await screen.findByRole('menu', { name: '主题' });
    expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(11);
    await user.click(within(menu).getByRole('menuitemradio', { name: '黑色主题' }));
    expect(document.documentElement.dataset.theme).toBe('theme-dark');
    expect(lastRecord()).toMatchObject({ id: 'layout.theme', source: 'menu', ok: true });
  });

  it('the colour picker applies a swatch or a typed hex value live as --primary', async () => {
    await renderConsoleAs('admin');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '主题色' }));
    const dialog = await screen.findByRole('dialog', { name: '主题色' });
    const field = within(dialog).getByRole('textbox', { name: '颜色值' });
    await user.clear(field);
    await user.type(field, 'purple{Enter}');
    expect(await within(dialog).findByText('请输入 #RRGGBB 格式的颜色')).toBeTruthy();
    await user.clear(field);
    await user.type(field, '#123abc{Enter}');
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#123ABC');
    expect(lastRecord()).toMatchObject({ id: 'layout.color', source: 'button', ok: true });
    expect(layout.color).toBe('#123ABC');
    // A colour of no swatch leaves every swatch unpicked.
    expect(within(dialog).getAllByRole('option').filter((swatch) => swatch.getAttribute('aria-selected') === 'true')).toEqual([]);
  });

  it('the top-menu switcher reloads the sidebar for a top menu and 首页 restores every menu', async () => {
    await renderConsoleAs('admin');
    const all = session.menus.length;
    const user = userEvent.setup();
    const bar = await screen.findByRole('navigation', { name: '顶部菜单' });
    await user.click(within(bar).getByRole('button', { name: '研发运维' }));
    await waitUntil(() => lastRecord()?.id === 'layout.topMenu' && session.menus.length !== all, PATIENCE, () => 'the menus did not change');
    expect(within(bar).getByRole('button', { name: '研发运维' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(bar).getByRole('button', { name: '首页' }));
    await waitUntil(() => session.menus.length === all, PATIENCE, () => 'the menus were not restored');
    expect(layout.topMenuId).toBe('');
  });

  it('switching to a top menu that lacks the page on screen moves to that menu\'s first page', async () => {
    await renderConsoleAs('admin');
    const param = menuLeaves(session.menus).find(({ menu }) => menu.code === 'param')!.menu;
    await execute(`nav.menu.param`, {}, 'test');
    await waitUntil(() => window.location.pathname === param.path, PATIENCE, () => 'not on the param page');
    const [desk] = (await authApi.topMenu())!.filter((menu) => menu.code === 'top_desk');
    await execute('layout.topMenu', { topMenu: desk.id }, 'test');
    expect(findMenuByPath(session.menus, param.path)).toBeUndefined();
    const first = menuLeaves(session.menus)[0].menu;
    await waitUntil(() => window.location.pathname === first.path, PATIENCE, () => `at ${window.location.pathname}, not ${first.path}`);
  });

  it('the notice popover shows tabs, a loading state, then sample entries', async () => {
    await renderConsoleAs('admin');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^通知/ }));
    expect(lastRecord()).toMatchObject({ id: 'notices.open', source: 'button' });
    const dialog = await screen.findByRole('dialog', { name: /^通知/ });
    expect(within(dialog).getByRole('status').textContent).toBe('加载中…');
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['邮件 (3)', '消息 (2)', '通知 (2)']);
    expect(await within(dialog).findByText('本周阅读报告已生成', {})).toBeTruthy();
    await user.click(within(dialog).getByRole('tab', { name: /消息/ }));
    expect(within(dialog).getByText('王老师评论了你的阅读清单')).toBeTruthy();
  });

  it('the palette and menu-search buttons run the palette commands', async () => {
    await renderConsoleAs('admin');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '搜索菜单' }));
    expect(lastRecord()).toMatchObject({ id: 'palette.menuSearch', source: 'button' });
    expect(palette).toMatchObject({ open: true, mode: 'menus' });
    act(() => closePalette());
    await user.click(screen.getByRole('button', { name: '全部命令' }));
    expect(lastRecord()).toMatchObject({ id: 'palette.open', source: 'button' });
    expect(palette).toMatchObject({ open: true, mode: 'commands' });
  });

  it('full screen runs layout.fullscreen and says when the browser cannot', async () => {
    await renderConsoleAs('admin');
    await userEvent.setup().click(screen.getByRole('button', { name: '全屏' }));
    expect(await screen.findByText('当前浏览器不支持全屏')).toBeTruthy();
    expect(lastRecord()).toMatchObject({ id: 'layout.fullscreen', source: 'button', ok: false });
  });

  it('the user menu opens user info, shortcuts, and logs out', async () => {
    await renderConsoleAs('admin');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^用户菜单/ }));
    await user.click(await screen.findByRole('menuitem', { name: '个人信息' }));
    await waitUntil(() => window.location.pathname === '/info/index', PATIENCE, () => 'not at user info');
    expect(lastRecord()).toMatchObject({ id: 'nav.info', source: 'menu' });
    await user.click(screen.getByRole('button', { name: /^用户菜单/ }));
    await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await waitUntil(() => window.location.pathname === '/login', PATIENCE, () => 'not logged out');
    expect(session.token).toBe('');
    expect(lastRecord()).toMatchObject({ id: 'session.logout', source: 'menu', ok: true });
  });
});
