import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { openPage } from '../../src/platform/harness/console-state';
import { runCheck } from '../../src/platform/harness/harness';
import { allCommands, execute, getCommand } from '../../src/platform/registry';
import { goTo, renderConsoleAs } from '../helpers/console';
import { columnTexts } from './screens/round-trip-helpers';
import { defaultView } from '../../src/engine/saved-views';
import { largeTablesAndPatientWaits } from './gadget';

// Each reload is a whole new console fetching its lists.
largeTablesAndPatientWaits();

/** Twelve more posts of the school, codes link-1 … link-12, all named "Link post …": two pages of them. */
function addLinkPosts(): void {
  const template = db.rows<Record<string, unknown>>('post').find((row) => row.tenantId === '100001')!;
  for (let i = 1; i <= 12; i++) {
    db.insert('post', { ...template, id: `78000000000000000${i}`, postCode: `link-${i}`, postName: `Link post ${i}`, sort: 100 + i });
  }
}

const pane = () => screen.getByRole('region', { name: '岗位管理' });
const codes = () => columnTexts(pane(), '岗位编号');
const nameSearch = () => within(pane()).getByRole('textbox', { name: '岗位名称' }) as HTMLInputElement;
const header = (label: string) => within(within(pane()).getByRole('grid')).getByRole('columnheader', { name: new RegExp(label) });
const address = () => window.location.pathname + window.location.search;
/** Every link post's code ordered descending as text: link-9 … link-2, link-12, link-11, link-10, link-1. */
const descending = ['link-9', 'link-8', 'link-7', 'link-6', 'link-5', 'link-4', 'link-3', 'link-2', 'link-12', 'link-11', 'link-10', 'link-1'];

/** Searches "Link post" from the search bar and orders by post code, descending, from the palette's command. */
async function searchAndSort(): Promise<void> {
  await screen.findByRole('region', { name: '岗位管理' });
  await userEvent.type(nameSearch(), 'Link post{Enter}');
  await execute('crud.post.sort', { column: 'postCode', direction: 'descending' }, 'test');
  await waitFor(() => expect(codes()).toEqual(descending.slice(0, 10)));
}

describe('a list screen\'s state in the address', () => {
  it('keeps search, sort and page in the address, and a reload shows them again', async () => {
    addLinkPosts();
    await renderConsoleAs('schoolAdmin', '/system/post');
    await searchAndSort();
    await userEvent.click(within(pane()).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(codes()).toEqual(descending.slice(10)));
    await waitFor(() => expect(address()).toBe('/system/post?page=2&descs=postCode&postName=Link+post'));

    // A reload: a new session of the same user opens the same address.
    await renderConsoleAs('schoolAdmin', address());
    await waitFor(() => expect(codes()).toEqual(descending.slice(10)));
    expect(within(pane()).getByText('第 2 / 2 页')).toBeTruthy();
    expect(nameSearch().value).toBe('Link post');
    expect(header('岗位编号').getAttribute('aria-sort')).toBe('descending');
    expect(address()).toBe('/system/post?page=2&descs=postCode&postName=Link+post');

    await userEvent.click(within(pane()).getByRole('button', { name: '上一页' }));
    await waitFor(() => expect(address()).toBe('/system/post?descs=postCode&postName=Link+post'));
  });

  it('Back and Forward show the search of each address', async () => {
    addLinkPosts();
    await renderConsoleAs('schoolAdmin', '/system/post?postName=Link+post+1');
    await waitFor(() => expect(codes()).toEqual(['link-1', 'link-10', 'link-11', 'link-12']));
    goTo('/system/post?ascs=postCode&postName=Link+post');
    await waitFor(() => expect(codes()).toEqual([...descending].reverse().slice(0, 10)));
    expect(nameSearch().value).toBe('Link post');

    act(() => window.history.back());
    await waitFor(() => expect(address()).toBe('/system/post?postName=Link+post+1'));
    await waitFor(() => expect(codes()).toEqual(['link-1', 'link-10', 'link-11', 'link-12']));
    expect(nameSearch().value).toBe('Link post 1');
    expect(header('岗位编号').getAttribute('aria-sort')).toBe('none');

    act(() => window.history.forward());
    await waitFor(() => expect(header('岗位编号').getAttribute('aria-sort')).toBe('ascending'));
    expect(nameSearch().value).toBe('Link post');
  });

  it('a screen reached without a query keeps the state it had (tabs return where they were)', async () => {
    addLinkPosts();
    await renderConsoleAs('schoolAdmin', '/system/post');
    await searchAndSort();
    goTo('/wel/index');
    goTo('/system/post');
    await waitFor(() => expect(address()).toBe('/system/post?descs=postCode&postName=Link+post'));
    expect(codes()).toEqual(descending.slice(0, 10));
  });
});

describe('saved views', () => {
  const viewCommand = () => allCommands().find((command) => command.title.zh === '岗位管理 · 视图 · 最近修改');

  it('saves the search, sort and size under a name; its command shows them again; deleting it drops the command', async () => {
    addLinkPosts();
    await renderConsoleAs('schoolAdmin', '/system/post');
    await searchAndSort();
    await execute('crud.post.saveView', { name: '最近修改' }, 'test');
    await waitFor(() => expect(viewCommand()).toBeDefined());

    await userEvent.click(within(pane()).getByRole('button', { name: '清空' }));
    await execute('crud.post.sort', { column: 'postCode', direction: 'none' }, 'test');
    await waitFor(() => expect(address()).toBe('/system/post'));
    await execute(viewCommand()!.id, {}, 'test');
    await waitFor(() => expect(codes()).toEqual(descending.slice(0, 10)));
    expect(nameSearch().value).toBe('Link post');
    expect(address()).toBe('/system/post?descs=postCode&postName=Link+post');
    // The view's own check (the self-test pane runs it) passes against this screen.
    const checked = await runCheck(viewCommand()!, { allowMutation: false, allowSessionEnd: false, prepare: openPage });
    expect(checked.status, checked.detail).toBe('passed');

    // Kept for this user across sessions, and not another school's administrator's.
    await renderConsoleAs('otherSchoolAdmin', '/system/post');
    expect(viewCommand()).toBeUndefined();
    await renderConsoleAs('schoolAdmin', '/system/post');
    expect(viewCommand()).toBeDefined();
    const id = viewCommand()!.id;
    await execute('crud.post.deleteView', { view: id.split('.').pop()! }, 'test');
    await waitFor(() => expect(getCommand(id)).toBeUndefined());
  });

  it('the default view shows when the screen opens without a query, not when a link carries one', async () => {
    addLinkPosts();
    await renderConsoleAs('schoolAdmin', '/system/post');
    await searchAndSort();
    await execute('crud.post.saveView', { name: '最近修改' }, 'test');
    await waitFor(() => expect(viewCommand()).toBeDefined());
    await execute('crud.post.defaultView', { view: viewCommand()!.id.split('.').pop()! }, 'test');

    await renderConsoleAs('schoolAdmin', '/system/post');
    await waitFor(() => expect(codes()).toEqual(descending.slice(0, 10)));
    expect(nameSearch().value).toBe('Link post');
    expect(address()).toBe('/system/post?descs=postCode&postName=Link+post');

    await renderConsoleAs('schoolAdmin', '/system/post?postName=Link+post+1');
    await waitFor(() => expect(codes()).toEqual(['link-1', 'link-10', 'link-11', 'link-12']));
    expect(header('岗位编号').getAttribute('aria-sort')).toBe('none');

    await execute('crud.post.defaultView', { view: 'none' }, 'test');
    expect(defaultView('post')).toBeUndefined();
  });
});
