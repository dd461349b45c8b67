/** 菜单管理's 新增子项 in the whole console against the Node mock: the form opens under the row, and saves there. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../src/api/resource';
import { selectRows } from '../../src/core/selection';
import { menu } from '../../src/schema/org/menu';
import { viewOf } from '../../src/engine/controller';
import { renderConsoleAs } from '../helpers/console';
import { giveTablesASize } from '../resource-screen/gadget';
import { MENU } from './helpers';

let restoreSize: () => void;
beforeAll(() => {
  restoreSize = giveTablesASize(1200, 2000);
});
afterAll(() => restoreSize());

describe('新增子项 on 菜单管理', () => {
  it('opens the add form with 上级菜单 set to the selected menu, and saves the new menu under it', async () => {
    await renderConsoleAs('admin', '/system/menu');
    await waitFor(() => expect(viewOf('menu')?.rows().length).toBeGreaterThan(0));
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: '新增子项' });
    expect(button.hasAttribute('disabled')).toBe(true);
    selectRows('menu', [MENU.user]);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: '新增 · 菜单管理' });
    expect(within(dialog).getByRole('button', { name: /上级菜单/ }).textContent).toContain('用户管理');

    const name = `子项${Date.now().toString(36)}`;
    await user.type(within(dialog).getByLabelText('菜单名称'), name);
    await user.type(within(dialog).getByLabelText('路由地址'), '/system/user/child');
    await user.type(within(dialog).getByLabelText('菜单编号'), `${name}_code`);
    await user.type(within(dialog).getByRole('textbox', { name: '菜单排序' }), '9');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增 · 菜单管理' })).toBeNull());
    const child = (await api.children(menu, MENU.user)).find((row) => row.name === name);
    expect(child).toBeTruthy();
    await api.remove(menu, [child!.id]);
  });
});
