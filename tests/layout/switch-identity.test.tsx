import { PATIENCE } from '../helpers/patience';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { commandLog, getCommand, isAvailable } from '../../src/platform/registry';
import { currentContext } from '../../src/platform/context';
import { waitUntil } from '../../src/platform/harness/screen';
import { mockServer } from '../../mock-server/node';
import { features } from '../../src/base/config';
import { session } from '../../src/core/session';
import { renderConsoleAs } from '../helpers/console';

const DEPT = '1123598813738675201';
const ROLE = '1123598816738675201';

afterEach(() => {
  features.switchMode = false;
});

describe('switch dept and role', () => {
  it('is offered only with switchMode on', async () => {
    await renderConsoleAs('admin');
    expect(isAvailable(getCommand('session.switchIdentity')!, currentContext())).toBe(false);
    await userEvent.setup().click(screen.getByRole('button', { name: /^用户菜单/ }));
    const menu = await screen.findByRole('menu', { name: /^用户菜单/ });
    expect(within(menu).queryByRole('menuitem', { name: '切换部门与角色' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: '个人信息' })).toBeTruthy();
  });

  it('requires both choices, stores them and refreshes the token with the new headers', async () => {
    features.switchMode = true;
    const refreshHeaders: { dept: string | null; role: string | null }[] = [];
    mockServer.use(
      http.get('*/api/blade-system/dept/select', ({ request }) => {
        expect(new URL(request.url).searchParams.get('userId')).toBe(session.userInfo?.user_id);
        return HttpResponse.json({ code: 200, success: true, msg: '', data: [{ id: DEPT, deptName: '刀锋科技' }] });
      }),
      http.get('*/api/blade-system/role/select', () =>
        HttpResponse.json({ code: 200, success: true, msg: '', data: [{ id: ROLE, roleName: '超级管理员' }] })),
      http.post('*/api/blade-auth/oauth/token', ({ request }) => {
        if (new URL(request.url).searchParams.get('grant_type') === 'refresh_token') {
          refreshHeaders.push({ dept: request.headers.get('Dept-Id'), role: request.headers.get('Role-Id') });
        }
        return undefined; // on to the mock's token endpoint
      }),
    );
    await renderConsoleAs('admin');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^用户菜单/ }));
    await user.click(await screen.findByRole('menuitem', { name: '切换部门与角色' }));
    const dialog = await screen.findByRole('dialog', { name: '切换部门与角色' });

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择部门')).toBeTruthy();
    expect(within(dialog).getByText('请选择角色')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: /部门/ }));
    await user.click(await screen.findByRole('option', { name: '刀锋科技' }));
    await user.click(within(dialog).getByRole('button', { name: /角色/ }));
    await user.click(await screen.findByRole('option', { name: '超级管理员' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitUntil(() => refreshHeaders.length === 1, PATIENCE, () => 'the token was not refreshed');
    expect(refreshHeaders[0]).toEqual({ dept: DEPT, role: ROLE });
    expect(session.switchIdentity).toEqual({ deptId: DEPT, roleId: ROLE });
    expect(await screen.findByText('操作成功!')).toBeTruthy();
    expect(commandLog.records.at(-1)).toMatchObject({ id: 'session.switchIdentity', source: 'button', ok: true });
  });
});
