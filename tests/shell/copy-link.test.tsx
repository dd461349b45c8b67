import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { execute } from '../../src/platform/registry';
import { db } from '../../mock-server/db';
import { closePalette } from '../../src/palette/state';
import { goTo, renderConsoleAs } from '../helpers/console';
import { giveListAHeight, titleOf } from '../palette/helpers';
import { giveTablesASize } from '../resource-screen/gadget';

let restore: (() => void)[] = [];
// happy-dom lays nothing out: the palette's list and the virtual table get the box a browser gives them.
beforeAll(() => (restore = [giveListAHeight(), giveTablesASize()]));
afterAll(() => restore.forEach((undo) => undo()));
afterEach(() => act(() => closePalette()));

/** A toast titled `title` says `text` (toasts of earlier tests may still be showing). */
async function toastSays(title: string, text: string): Promise<void> {
  await waitFor(() => expect(screen.getAllByText(title).some((heading) => heading.parentElement?.textContent?.includes(text))).toBe(true));
}

const origin = () => window.location.origin;

/** Twelve more posts of the platform tenant, all named "Link post …": two pages of them. */
function addLinkPosts(): void {
  const template = db.rows<Record<string, unknown>>('post').find((row) => row.tenantId === '000000')!;
  for (let i = 1; i <= 12; i++) {
    db.insert('post', { ...template, id: `77000000000000000${i}`, postCode: `link-${i}`, postName: `Link post ${i}`, sort: 100 + i });
  }
}

describe('copying links', () => {
  it('link.copy gives the screen with its search and page; followed, the link shows them again', async () => {
    addLinkPosts();
    await renderConsoleAs('admin', '/system/post');
    const user = userEvent.setup();
    const view = await screen.findByRole('region', { name: '岗位管理' });
    await user.type(within(view).getByRole('textbox', { name: '岗位名称' }), 'Link post{Enter}');
    await waitFor(() => expect(within(view).getByText('第 1 / 2 页')).toBeTruthy());
    await user.click(within(view).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(within(view).getByText('第 2 / 2 页')).toBeTruthy());

    await act(() => execute('link.copy', {}, 'palette'));
    const link = await navigator.clipboard.readText();
    expect(link).toBe(`${origin()}/system/post?page=2&postName=Link+post`);
    await toastSays('已复制链接', link);

    // Somewhere else, with the search cleared, the link brings the same screen back.
    await user.click(within(view).getByRole('button', { name: '清空' }));
    goTo('/wel/index');
    goTo(link.slice(origin().length));
    const again = await screen.findByRole('region', { name: '岗位管理' });
    await waitFor(() => expect(within(again).getByText('第 2 / 2 页')).toBeTruthy());
    expect((within(again).getByRole('textbox', { name: '岗位名称' }) as HTMLInputElement).value).toBe('Link post');
    const rows = () => within(within(again).getByRole('grid')).getAllByRole('row').filter((row) => row.querySelector('[role=rowheader]'));
    await waitFor(() => expect(rows().map((row) => /Link post \d+/.test(row.textContent ?? ''))).toEqual([true, true]));
    // The address keeps the page and search, so a reload shows them too.
    expect(window.location.pathname + window.location.search).toBe('/system/post?page=2&postName=Link+post');
  });

  it('copies the current address elsewhere', async () => {
    await renderConsoleAs('admin', '/info/index');
    await act(() => execute('link.copy', {}, 'palette'));
    expect(await navigator.clipboard.readText()).toBe(`${origin()}/info/index`);
  });

  it('in the palette, Ctrl+Shift+C copies the highlighted command\'s deep link, which runs it', async () => {
    await renderConsoleAs('admin', '/info/index');
    await act(() => execute('palette.open', {}, 'hotkey'));
    const palette = await screen.findByRole('dialog', { name: '命令面板' });
    const user = userEvent.setup();
    await user.type(within(palette).getByRole('combobox'), '控制台');
    await waitFor(() => expect(titleOf(within(palette).getAllByRole('option')[0]!)).toBe('控制台'));
    await user.keyboard('{Control>}{Shift>}c{/Shift}{/Control}');
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(`${origin()}/run/nav.dashboard`));
    await toastSays('已复制链接', `${origin()}/run/nav.dashboard`);
    // The palette stays open on the command list.
    expect(screen.getByRole('dialog', { name: '命令面板' })).toBeTruthy();

    act(() => closePalette());
    goTo('/run/nav.dashboard');
    await waitFor(() => expect(window.location.pathname).toBe('/wel/dashboard'));
  });
});
