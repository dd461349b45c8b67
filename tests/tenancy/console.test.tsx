/**
 * The tenancy screens in the console against the Node mock, as their users meet them: a school
 * created with a package whose admin then sees exactly it, regions opened down to districts, the
 * dictionary layouts by keyboard.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { login } from '../../src/auth/login';
import { selectRows } from '../../src/core/selection';
import { clearSession, session } from '../../src/core/session';
import { execute } from '../../src/platform/registry';
import { controllerOf } from '../../src/engine/controller';
import { App } from '../../src/shell/App';
import { goTo, renderConsoleAs } from '../helpers/console';
import { passwordRequest } from '../mock-server/helpers';
import { giveTablesASize } from '../resource-screen/gadget';

let restoreSize: () => void;
beforeAll(() => (restoreSize = giveTablesASize()));
afterAll(() => restoreSize());

type Menu = { id: string; children?: Menu[] };
const menuIds = (menus: readonly Menu[]): string[] => menus.flatMap((menu) => [menu.id, ...menuIds(menu.children ?? [])]);

describe('a school created by the platform administrator', () => {
  it('logs in with the default password, sees exactly its package, and is locked out once expired', async () => {
    const pack = db.rows('tenant_package').find((p) => p.packageName === '阅读标准包')!;
    await renderConsoleAs('admin', '/system/tenant');
    await waitFor(() => expect(controllerOf('tenant').total).toBeGreaterThan(0));
    await act(() => execute('crud.tenant.add', { tenantName: '青藤小学', linkman: '周老师', contactNumber: '13900001111', address: '', domainUrl: '', backgroundUrl: '', packageId: pack.id }, 'test'));
    await screen.findByText('青藤小学');
    const created = db.rows('tenant').find((t) => t.tenantName === '青藤小学')!;

    cleanup();
    clearSession();
    goTo('/login');
    await login({ tenantId: created.tenantId, username: 'admin', password: 'admin' });
    goTo('/wel/index');
    render(<App />);
    await waitFor(() => expect(session.menus.length).toBeGreaterThan(0));
    const menus = new Map(db.rows('menu').map((m) => [m.id, m]));
    const expected = new Set<string>();
    for (const id of pack.menuId.split(',')) for (let m = menus.get(id); m; m = menus.get(m.parentId)) expected.add(m.id);
    expect(new Set(menuIds(session.menus as Menu[]))).toEqual(expected);

    await renderConsoleAs('admin', '/system/tenant');
    await waitFor(() => expect(screen.getAllByText('青藤小学').length).toBeGreaterThan(0));
    act(() => selectRows('tenant', [created.id]));
    await act(() => execute('tenancy.tenant.setting', { accountNumber: '10', expireTime: '2021-06-30 00:00:00' }, 'test'));
    const refused = (await (await passwordRequest(created.tenantId, 'admin', 'admin')).json()) as { error_description: string };
    expect(refused.error_description).toBe('租户授权已过期,请联系管理员');
  });
});

describe('the region screen', () => {
  it('opens level by level from the country down to a district', async () => {
    await renderConsoleAs('admin', '/base/region');
    const expand = async (name: string) => {
      const row = (await screen.findByText(name, {})).closest<HTMLElement>('[role=row]')!;
      await userEvent.click(within(row).getByRole('button'));
    };
    await expand('中华人民共和国');
    await expand('江苏省');
    // The province's first city, in view under it (the table draws the rows in view).
    await expand('南京市');
    const district = await screen.findByText('玄武区', {});
    expect(within(district.closest<HTMLElement>('[role=row]')!).queryByRole('button')).toBeNull();
    expect(screen.queryByText('姑苏区')).toBeNull();
  });
});

describe('the dictionary layouts by keyboard', () => {
  it('moves to a code with the arrow keys, chooses it with Space, and lists its items', async () => {
    await renderConsoleAs('admin', '/dict-horizontal/index');
    const codes = await screen.findByRole('grid', { name: /^系统字典列表/ });
    await within(codes).findByText('性别');
    const first = within(codes).getByText('性别').closest<HTMLElement>('[role=row]')!;
    act(() => first.focus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(controllerOf('dict_item').masterId).not.toBeNull());
    const chosen = db.rows('dict').find((row) => row.id === controllerOf('dict_item').masterId)!;
    expect(chosen.dictValue).toBe('通知类型');
    const items = await screen.findByRole('treegrid', { name: /^系统字典项列表/ });
    await within(items).findByText('发布通知');
  });
});
