// Arriving at a page: the sidebar opens to it and marks it, and focus moves into its pane.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mock-server/node';
import { arriveAt } from '../../src/core/arrival';
import { execute } from '../../src/platform/registry';
import { renderConsoleAs, type AccountName } from '../helpers/console';
import { largeTablesAndPatientWaits } from '../resource-screen/gadget';

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
    // The screen's name field, as on 参数管理: the search bar's first field, before 所属租户, 岗位类型 and 岗位编号.
    await waitFor(() => expect(document.activeElement).toBe(within(shownPane()).getByRole('textbox', { name: '岗位名称' })));
    const bar = shownPane().querySelector('form')!;
    expect(bar.querySelector('input, [role=combobox], button')).toBe(document.activeElement);
    // Focusing the search by its command lands there too.
    (document.activeElement as HTMLElement).blur();
    await execute('crud.post.focusSearch', {}, 'test');
    expect(document.activeElement).toBe(within(shownPane()).getByRole('textbox', { name: '岗位名称' }));
    await user.keyboard('{Alt>}{Shift>}{ArrowLeft}{/Shift}{/Alt}');
    await waitFor(() => expect(window.location.pathname).toBe('/system/param'));
    await waitFor(() => expect(document.activeElement).toBe(within(shownPane()).getByRole('textbox', { name: '参数名称' })));
  });

  describe('a screen opened from a menu', () => {
    largeTablesAndPatientWaits();
    const posts = () => document.querySelector('[data-resource=post]');
    const postRows = () => [...(posts()?.querySelectorAll('[role=row]') ?? [])].filter((row) => row.querySelector('[role=rowheader], [role=gridcell]'));
    let stopWatching = () => {};
    afterEach(() => stopWatching());

    // The table's frame is marked while its list loads (and drawn so).
    const loading = () => posts()?.querySelector('[data-loading]') ?? null;
    /** Records, on every change of the page, whether the posts screen showed its list loading. */
    function watchPosts(): { shown: boolean; loading: boolean } {
      const seen = { shown: false, loading: false };
      const observer = new MutationObserver(() => {
        seen.shown ||= Boolean(posts());
        seen.loading ||= Boolean(loading());
      });
      observer.observe(document.body, { childList: true, subtree: true });
      stopWatching = () => observer.disconnect();
      return seen;
    }

    /** Holds the posts list's answers until `release` (the mock answers them then). */
    function holdPostList(): { asked: () => number; release: () => void } {
      let asked = 0;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      mockServer.use(http.get('*/api/blade-system/post/page', async () => {
        asked++;
        await held;
      }));
      return { asked: () => asked, release };
    }

    /** Opens 岗位管理 from the sidebar, from the home page; returns the user. */
    async function openPosts(account: AccountName = 'admin') {
      await renderConsoleAs(account, '/wel/index');
      const user = userEvent.setup();
      await user.click(within(sidebar()).getByText('系统管理'));
      await user.click(await within(sidebar()).findByText('岗位管理'));
      return user;
    }

    it('appears with its first rows, never loading, which it asked for once', async () => {
      let asked = 0;
      mockServer.use(http.get('*/api/blade-system/post/page', () => void asked++));
      const seen = watchPosts();
      await openPosts();
      await waitFor(() => expect(postRows().length).toBeGreaterThan(0));
      expect(window.location.pathname).toBe('/system/post');
      expect(seen).toEqual({ shown: true, loading: false });
      expect(asked).toBe(1);
    });

    it('shows its dictionary labels in the render that shows its rows', async () => {
      const categories: string[][] = [];
      const observer = new MutationObserver(() => {
        if (categories.length === 0 && postRows().length > 0) {
          const column = [...posts()!.querySelectorAll('[role=columnheader]')].findIndex((header) => header.textContent?.includes('岗位类型'));
          categories.push(postRows().map((row) => row.querySelectorAll('[role=rowheader], [role=gridcell]')[column]?.textContent ?? ''));
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      stopWatching = () => observer.disconnect();
      // A user no other test here has been: no option list of theirs is cached yet.
      await openPosts('schoolAdmin');
      await waitFor(() => expect(categories).toHaveLength(1));
      expect(categories[0].length).toBeGreaterThan(0);
      for (const label of categories[0]) expect(['高层', '中层', '基层', '其他']).toContain(label);
    });

    it('opens after a moment when its rows are slow, showing that they load', async () => {
      const list = holdPostList();
      await openPosts();
      await waitFor(() => expect(window.location.pathname).toBe('/system/post'));
      await waitFor(() => expect(loading()).toBeTruthy());
      list.release();
      await waitFor(() => expect(postRows().length).toBeGreaterThan(0));
      expect(loading()).toBeNull();
      // The screen waited for the call made before it opened.
      expect(list.asked()).toBe(1);
    });

    it('gives way to a screen chosen after it', async () => {
      const list = holdPostList();
      const user = await openPosts();
      await waitFor(() => expect(list.asked()).toBe(1));
      await user.click(within(sidebar()).getByText('参数管理'));
      await waitFor(() => expect(window.location.pathname).toBe('/system/param'));
      list.release();
      await within(shownPane()).findAllByRole('rowheader');
      expect(window.location.pathname).toBe('/system/param');
    });
  });

  // Screens of their own (not a plain resource screen) get ready the same way.
  // 流程管理 asks its list twice: once for the mode it opens on (the list's size 1), once for its page.
  describe.each([
    ['对象存储', '/resource/oss', '*/api/blade-resource/oss/list', 1],
    ['待办事务', '/work/todo', '*/api/blade-flow/work/todo-list', 1],
    ['流程跟踪', '/flow/follow', '*/api/blade-flow/follow/list', 1],
    ['模型管理', '/flow/model', '*/api/blade-flow/model/list', 1],
    ['流程管理', '/flow/manager', '*/api/blade-flow/manager/list', 2],
  ])('%s opened from a menu', (_name, path, call, calls) => {
    largeTablesAndPatientWaits();
    let stopWatching = () => {};
    afterEach(() => stopWatching());

    it('appears with its first page, never loading, asking for it once', async () => {
      let asked = 0;
      mockServer.use(http.get(call, () => void asked++));
      // Not from the home page, whose figures count the tasks to do with the same call.
      await renderConsoleAs('admin', '/system/param');
      await within(shownPane()).findAllByRole('rowheader');
      let loading = false;
      const observer = new MutationObserver(() => (loading ||= Boolean(document.querySelector('.data-table-frame[data-loading]'))));
      observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-loading'] });
      stopWatching = () => observer.disconnect();
      // What every menu (sidebar, palette, home page) does with its path.
      await act(() => arriveAt(path));
      await waitFor(() => expect(window.location.pathname).toBe(path));
      await waitFor(() => expect(shownPane().querySelector('[role=grid] [role=gridcell], [role=grid] .data-table-empty')).not.toBeNull());
      expect(loading).toBe(false);
      expect(asked).toBe(calls);
    });
  });
});
