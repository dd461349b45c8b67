/** The grant dialogs in the whole console against the Node mock: checked by keyboard, saved, read back from the server. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/core/selection';
import { session } from '../../src/core/session';
import { roleGrantKeys, topMenuKeys } from '../../src/api/grant';
import { viewOf } from '../../src/engine/controller';
import { renderConsoleAs } from '../helpers/console';
import { largeTablesAndPatientWaits } from '../resource-screen/gadget';
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

/** The school administrator's grant dialog for the school's teacher role, opened from the toolbar. */
async function openRoleGrant() {
  await renderConsoleAs('schoolAdmin', '/authority/role');
  await waitFor(() => expect(viewOf('role')?.rows().length).toBeGreaterThan(1));
  selectRows('role', [ROLE.schoolTeacher]);
  const user = userEvent.setup({ skipHover: true });
  await user.click(await enabledButton('权限设置'));
  const dialog = await screen.findByRole('dialog', { name: '角色权限配置' });
  const tree = await within(dialog).findByRole('treegrid', { name: '菜单权限' });
  return { user, dialog, tree };
}

describe('grant dialogs', () => {
  it('puts each menu under its groups, those the school administrator may not grant as labels', async () => {
    const { user, dialog, tree } = await openRoleGrant();
    // The groups read in the sidebar's order, those added as labels included.
    const roots = within(tree).getAllByRole('row').filter((row) => row.getAttribute('aria-level') === '1')
      .map((row) => row.querySelector('.check-tree-row > span:last-child')!.textContent);
    expect(roots).toEqual(session.menus.map((menu) => menu.name).filter((name) => roots.includes(name)));
    expect(roots).toContain('资源管理');
    // A menu whose groups the school administrator does not hold sits under them, shown as labels.
    const monitor = within(tree).getByRole('row', { name: '系统监控' });
    expect(within(monitor).queryByRole('checkbox')).toBeNull();
    expect(monitor.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(await within(tree).findByRole('row', { name: '日志管理' })).getByRole('button', { name: /展开或收起/ }));
    expect((await within(tree).findByRole('row', { name: /通用日志/ })).getAttribute('aria-level')).toBe('3');
    await user.click(within(dialog).getByRole('tab', { name: '数据权限' }));
    expect(await within(dialog).findByRole('treegrid', { name: '数据权限' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('grant a role a menu with its buttons from the toolbar, pre-checked with what it holds', async () => {
    const { user, dialog, tree } = await openRoleGrant();
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
    // Its buttons came with it; one of them is unticked on its own, leaving the menu partly ticked.
    await user.keyboard('{ArrowRight}');
    const remove = await waitFor(() => within(tree).getAllByRole('row', { name: /删除/ }).find((row) => row.getAttribute('aria-level') === '3')!);
    expect(remove.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toBe(remove));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(remove.getAttribute('aria-selected')).toBe('false'));
    expect(within(tree).getByRole('row', { name: /岗位管理/ }).querySelector('.check-tree-mark')?.getAttribute('data-state')).toBe('some');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const summary = (await within(dialog).findByRole('region', { name: '菜单权限' })).textContent;
    expect(summary).toContain('新增 5 项,移除 0 项');
    // A button is named with its menu: many menus have a 新增.
    expect(summary).toContain('岗位管理 › 新增');
    await user.click(within(dialog).getByRole('button', { name: '确认保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '角色权限配置' })).toBeNull());
    const held = await roleGrantKeys(ROLE.schoolTeacher);
    expect(held.menu).toEqual(expect.arrayContaining([MENU.post, MENU.postAdd]));
    expect(held.menu).not.toContain(MENU.postRemove);
  });

  it('give a top menu the menus checked', async () => {
    await renderConsoleAs('admin', '/system/topmenu');
    await waitFor(() => expect(viewOf('top_menu')?.rows().length).toBeGreaterThan(0));
    const top = viewOf('top_menu')!.rows()[0]!;
    selectRows('top_menu', [top.id]);
    const user = userEvent.setup({ skipHover: true });
    await user.click(await enabledButton('菜单配置'));
    const dialog = await screen.findByRole('dialog', { name: '下级菜单配置' });
    await within(dialog).findByRole('treegrid', { name: '菜单' });
    const before = await topMenuKeys(top.id);
    // The filter keeps the matches with their groups.
    await user.type(within(dialog).getByRole('searchbox', { name: '筛选' }), '岗位');
    const filtered = () => within(within(dialog).getByRole('treegrid', { name: '菜单' }));
    await waitFor(() => expect(filtered().queryByRole('row', { name: /工作台/ })).toBeNull());
    expect(filtered().getByRole('row', { name: /岗位管理/ })).toBeTruthy();
    const system = filtered().getByRole('row', { name: /系统管理/ });
    const wasChecked = system.getAttribute('aria-selected') === 'true';
    await user.click(within(system).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect((await within(dialog).findByRole('region', { name: '菜单' })).textContent).toMatch(wasChecked ? /新增 0 项,移除 [1-9]/ : /新增 [1-9]\d* 项,移除 0 项/);
    await user.click(within(dialog).getByRole('button', { name: '确认保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const after = await topMenuKeys(top.id);
    expect(after.includes('1123598815738675366')).toBe(!wasChecked);
    expect(after.includes(MENU.post)).toBe(!wasChecked);
    expect(after.length).not.toBe(before.length);
  });
});
