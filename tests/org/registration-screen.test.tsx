/**
 * 注册审核 in the console: the number of applications waiting on its menu entry (only for those
 * granted the menu), and what the applicant meets at the login form after the review, in zh and en.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { md5 } from 'hash-wasm';
import { afterEach, describe, expect, it } from 'vitest';
import { userApi } from '../../src/api/user';
import { setLanguage } from '../../src/i18n';
import { session } from '../../src/core/session';
import { refreshRegistrationCount } from '../../src/features/org/registration-count';
import { App } from '../../src/shell/App';
import { goTo, renderConsoleAs } from '../helpers/console';
import { SABER_BASIC, tokenRequest, bodyOf } from '../mock-server/helpers';
import { post, tokenOf } from '../mock-server/crud/helpers';

afterEach(() => {
  cleanup();
  setLanguage('zh');
});

/** A guest of 100001 files a registration; resolves its user id. */
async function register(account: string): Promise<string> {
  const guest = await bodyOf<{ access_token: string; oauth_id: string }>(
    await tokenRequest({ tenantId: '100001', source: 'github', code: `code-${account}`, state: '100001', grant_type: 'social' }, { Authorization: SABER_BASIC, 'Tenant-Id': '100001' }),
  );
  const query = new URLSearchParams({ tenantId: '100001', name: '访客', account, password: await md5('Guest-1'), oauthId: guest.oauth_id });
  await fetch(`/api/blade-system/user/register-guest?${query}`, { method: 'POST', headers: { 'Blade-Auth': `bearer ${guest.access_token}` } });
  const token = await tokenOf('100001');
  const answer = await fetch('/api/blade-system/user/audit-list?size=50', { headers: { 'Blade-Auth': `bearer ${token}` } });
  return ((await answer.json()).data.records as { id: string; account: string }[]).find((row) => row.account === account)!.id;
}

const menuCount = async () => within(await screen.findByRole('navigation', { name: '侧边菜单' })).findByTestId('menu-count');

describe('注册审核', () => {
  it('shows the applications waiting on its menu entry (the school\'s two seeded and one more), and the count follows the reviews', async () => {
    const filed = await register('visitor1');
    await renderConsoleAs('schoolAdmin', '/system/registration');
    expect((await menuCount()).textContent).toBe('3');
    await userApi.refuse([filed], '重复申请');
    await act(() => refreshRegistrationCount());
    await waitFor(async () => expect((await menuCount()).textContent).toBe('2'));
  });

  it('is no menu of a teacher, who gets no count', async () => {
    await register('visitor1');
    await renderConsoleAs('teacher', '/wel/index');
    expect(session.menus.some((menu) => JSON.stringify(menu).includes('/system/registration'))).toBe(false);
    expect(screen.queryByTestId('menu-count')).toBeNull();
  });
});

describe('the applicant at the next login', () => {
  async function logIn(account: string) {
    goTo('/login');
    render(<App />);
    const user = userEvent.setup();
    const tenant = await screen.findByRole('textbox', { name: /租户ID|Tenant ID/ });
    await user.clear(tenant);
    await user.type(tenant, '100001');
    await user.type(screen.getByRole('textbox', { name: /^(账号|Account)$/ }), account);
    await user.type(screen.getByLabelText(/^(密码|Password)$/), 'Guest-1');
    await user.click(screen.getByRole('button', { name: /^(登录|Log in)$/ }));
  }

  it.each([
    ['zh', '您的注册申请未通过。原因:请使用学校分配的账号', '您的注册申请正在等待管理员审核,通过后即可登录。'],
    ['en', 'Your registration was refused. Reason: 请使用学校分配的账号', 'Your registration is waiting for an administrator\'s review; you can log in once it is approved.'],
  ] as const)('is told in %s that it waits, then why it was refused', async (lang, refused, waiting) => {
    setLanguage(lang);
    const id = await register('applicant');
    await logIn('applicant');
    expect(await screen.findByText(waiting, { selector: '.form-failure' })).toBeTruthy();
    cleanup();
    await post(await tokenOf('100001'), `/blade-system/user/audit-refuse?userIds=${id}&reason=${encodeURIComponent('请使用学校分配的账号')}`);
    await logIn('applicant');
    expect(await screen.findByText(refused, { selector: '.form-failure' })).toBeTruthy();
    expect(session.token).toBe('');
  });

  it('gets in once approved', async () => {
    const id = await register('applicant');
    await post(await tokenOf('100001'), `/blade-system/user/audit-pass?userIds=${id}&roleIds=1123598816738675207&deptId=1123598813738675211`);
    await logIn('applicant');
    await waitFor(() => expect(window.location.pathname).toBe('/wel/index'));
    expect(session.userInfo).toMatchObject({ account: 'applicant', role_name: 'teacher' });
  });
});
