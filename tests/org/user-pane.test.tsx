/** 用户管理's department tree in the whole console against the Node mock: choosing a department by keyboard narrows the list to it and those under it. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controllerOf, viewOf } from '../../src/engine/controller';
import { renderConsoleAs } from '../helpers/console';
import { giveTablesASize } from '../resource-screen/gadget';

let restoreSize: () => void;
beforeAll(() => {
  restoreSize = giveTablesASize(1200, 2000);
});
afterAll(() => restoreSize());

const shownAccounts = () => (viewOf('user')?.rows() ?? []).map((row) => row.account).sort();

describe('user pane', () => {
  it('lists the school\'s users, then those of the department chosen in the tree', async () => {
    await renderConsoleAs('schoolAdmin', '/system/user');
    const tree = await screen.findByRole('treegrid', { name: '部门' });
    await waitFor(() => expect(shownAccounts()).toEqual(['admin', 'liuyan', 'teacher', 'zhoujw']));
    const school = await within(tree).findByRole('row', { name: '星河实验小学' });
    const user = userEvent.setup();
    await user.click(school);
    await user.keyboard('{ArrowRight}');
    await within(tree).findByRole('row', { name: '一年级组' });
    // 校长室, 教务处, 德育处, 总务处, 一年级组
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(controllerOf('user').filters.deptId).toBe('1123598813738675215'));
    await waitFor(() => expect(shownAccounts()).toEqual(['liuyan']));
    await user.click(within(tree).getByRole('row', { name: '全部部门' }));
    await waitFor(() => expect(shownAccounts()).toHaveLength(4));
  });
});
