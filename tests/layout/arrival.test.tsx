// Arriving at a page: the sidebar opens to it and marks it, and focus moves into its pane.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsoleAs } from '../helpers/console';

const sidebar = () => screen.getByRole('navigation', { name: '侧边菜单' });
/** The sidebar's row of the menu named `name`. */
const menuRow = (name: string) => within(sidebar()).getByText(name).closest<HTMLElement>('[role=row]')!;
const marked = () => [...sidebar().querySelectorAll('[aria-current=page] .menu-label')].map((label) => label.textContent);
const shownPane = () => document.querySelector<HTMLElement>('.pane-slot:not([hidden])')!;

describe('arriving at a page', () => {
  it('opens the sidebar to the current page and marks it, keeping groups the user opened', async () => {
    await renderConsoleAs('admin', '/system/param');
    await waitFor(() => expect(marked()).toEqual(['参数管理']));
    expect(menuRow('系统管理').getAttribute('aria-expanded')).toBe('true');
    expect(within(sidebar()).queryByText('通知公告')).toBeNull();

    const user = userEvent.setup();
    await user.click(within(sidebar()).getByText('岗位管理'));
    await waitFor(() => expect(window.location.pathname).toBe('/system/post'));
    await waitFor(() => expect(marked()).toEqual(['岗位管理']));

    // A page of another group opens that group too; 系统管理 stays open.
    await user.click(within(sidebar()).getByText('工作台'));
    expect(menuRow('工作台').getAttribute('aria-expanded')).toBe('true');
    await user.click(await within(sidebar()).findByText('通知公告'));
    await waitFor(() => expect(window.location.pathname).toBe('/desk/notice'));
    await waitFor(() => expect(marked()).toEqual(['通知公告']));
    expect(menuRow('系统管理').getAttribute('aria-expanded')).toBe('true');
  });

  it('opens the groups above a page reached without the sidebar', async () => {
    await renderConsoleAs('admin', '/system/param');
    await userEvent.setup().keyboard('{Alt>}{Shift>}{ArrowLeft}{/Shift}{/Alt}');
    await waitFor(() => expect(window.location.pathname).toBe('/wel/index'));
    window.history.pushState(null, '', '/desk/notice');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(marked()).toEqual(['通知公告']));
    expect(menuRow('工作台').getAttribute('aria-expanded')).toBe('true');
  });

  it('moves focus into the new pane\'s search field, where typing searches and Alt+N still adds', async () => {
    await renderConsoleAs('admin', '/wel/index');
    const user = userEvent.setup();
    await user.click(within(sidebar()).getByText('系统管理'));
    await user.click(await within(sidebar()).findByText('参数管理'));
    await waitFor(() => expect(document.activeElement).toBe(within(shownPane()).getByRole('textbox', { name: '参数名称' })));

    await user.keyboard('租户');
    expect(within(shownPane()).getByRole('textbox', { name: '参数名称' })).toHaveProperty('value', '租户');
    await user.keyboard('{Alt>}n{/Alt}');
    expect(await screen.findByRole('dialog', { name: '新增 · 参数管理' })).toBeTruthy();
  });

  it('moves focus into the pane a tab shortcut shows', async () => {
    await renderConsoleAs('admin', '/system/param');
    const user = userEvent.setup();
    await waitFor(() => expect(document.activeElement).toBe(within(shownPane()).getByRole('textbox', { name: '参数名称' })));
    await user.click(within(sidebar()).getByText('岗位管理'));
    // The search bar's first field to type in (岗位类型 before it is a choice).
    await waitFor(() => expect(document.activeElement).toBe(within(shownPane()).getByRole('textbox', { name: '岗位编号' })));
    await user.keyboard('{Alt>}{Shift>}{ArrowLeft}{/Shift}{/Alt}');
    await waitFor(() => expect(window.location.pathname).toBe('/system/param'));
    await waitFor(() => expect(document.activeElement).toBe(within(shownPane()).getByRole('textbox', { name: '参数名称' })));
  });
});
