/** The grant dialogs in the whole console against the Node mock: checked by keyboard, saved, read back from the server. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/core/selection';
import { roleGrantKeys, topMenuKeys } from '../../src/api/grant';
import { viewOf } from '../../src/resources/engine/controller';
import { renderConsoleAs } from '../helpers/console';
import { largeTablesAndPatientWaits } from '../resources/view/gadget';
import { MENU, ROLE } from './helpers';

// Every wait below is for a state the next step needs (a dialog, a row, a check, the dialog
// closed once the save was kept); the 5 s bound only keeps a busy machine from failing them.
largeTablesAndPatientWaits();

/** A toolbar button once the selection has reached it. */
async function enabledButton(name: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  return button;
}

describe('grant dialogs', () => {
  it('grant a role a menu with its buttons from the toolbar, pre-checked with what it holds', async () => {
    await renderConsoleAs('schoolAdmin', '/authority/role');
    await waitFor(() => expect(viewOf('role')?.rows().length).toBeGreaterThan(1));
    selectRows('role', [ROLE.schoolTeacher]);
    const user = userEvent.setup({ skipHover: true });
    await user.click(await enabledButton('权限设置'));
    const dialog = await screen.findByRole('dialog', { name: '角色权限配置' });
    const tree = await within(dialog).findByRole('treegrid', { name: '菜单权限' });
    const notice = await within(tree).findByRole('row', { name: /通知公告/ });
    expect(notice.getAttribute('aria-selected')).toBe('true');
    const posts = within(tree).getByRole('row', { name: /岗位管理/ });
    expect(posts.getAttribute('aria-selected')).toBe('false');
    // By keyboard: Tab into the tree, type 岗 to reach 岗位管理, Enter checks it (the tree's rows
    // have no action, so Enter selects, as Space does; a Space typed within a second of the
    // type-ahead would extend the search instead, and the test would have to sleep).
    for (let presses = 0; presses < 6 && !tree.contains(document.activeElement); presses++) await user.tab();
    await user.keyboard('岗');
    await waitFor(() => expect(document.activeElement).toBe(posts));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(tree).getByRole('row', { name: /岗位管理/ }).getAttribute('aria-selected')).toBe('true'));
    await user.click(within(dialog).getByRole('tab', { name: '数据权限' }));
    expect(await within(dialog).findByRole('treegrid', { name: '数据权限' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '角色权限配置' })).toBeNull());
    const held = await roleGrantKeys(ROLE.schoolTeacher);
    expect(held.menu).toEqual(expect.arrayContaining([MENU.post, MENU.postAdd]));
  });

  it('give a top menu the menus checked', async () => {
    await renderConsoleAs('admin', '/system/topmenu');
    await waitFor(() => expect(viewOf('top_menu')?.rows().length).toBeGreaterThan(0));
    const top = viewOf('top_menu')!.rows()[0]!;
    selectRows('top_menu', [top.id]);
    const user = userEvent.setup({ skipHover: true });
    await user.click(await enabledButton('菜单配置'));
    const dialog = await screen.findByRole('dialog', { name: '下级菜单配置' });
    const tree = await within(dialog).findByRole('treegrid', { name: '菜单' });
    const before = await topMenuKeys(top.id);
    const system = await within(tree).findByRole('row', { name: /系统管理/ });
    const wasChecked = system.getAttribute('aria-selected') === 'true';
    await user.click(within(system).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const after = await topMenuKeys(top.id);
    expect(after.includes('1123598815738675366')).toBe(!wasChecked);
    expect(after.includes(MENU.post)).toBe(!wasChecked);
    expect(after.length).not.toBe(before.length);
  });
});
