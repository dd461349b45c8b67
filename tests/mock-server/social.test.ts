import { md5 } from 'hash-wasm';
import { describe, expect, it } from 'vitest';
import type { TokenAnswer } from '../../src/schema/wire/auth';
import { db } from '../../mock-server/db';
import { bodyOf, passwordRequest, SABER_BASIC, tokenRequest } from './helpers';

const socialLogin = (code: string, tenantId = '100001') =>
  tokenRequest({ grant_type: 'social', source: 'github', code, state: tenantId, tenantId }, { Authorization: SABER_BASIC, 'Tenant-Id': tenantId });

function registerGuest(token: string, form: Record<string, string>): Promise<Response> {
  return fetch(`/api/blade-system/user/register-guest?${new URLSearchParams(form)}`, {
    method: 'POST', headers: { Authorization: SABER_BASIC, 'Blade-Auth': `bearer ${token}` },
  });
}

async function guestSession(code: string): Promise<TokenAnswer> {
  return bodyOf<TokenAnswer>(await socialLogin(code));
}

describe('social login and guest registration', () => {
  it('logs in the user bound to a known third-party account', async () => {
    const answer = await guestSession('demo-github-teacher');
    expect(answer).toMatchObject({ account: 'teacher', tenant_id: '100001', role_name: 'teacher' });
    expect(answer.oauth_id).toBe(db.rows('user_oauth')[0]!.id);
  });

  it('logs an unknown third-party account in as a guest with user id -1', async () => {
    const guest = await guestSession('new-visitor');
    expect(guest).toMatchObject({ user_id: '-1', role_name: 'guest', account: 'new-visitor', tenant_id: '100001' });
    expect(guest.oauth_id).toMatch(/^\d{19}$/);
    // The same account again is the same link.
    expect((await guestSession('new-visitor')).oauth_id).toBe(guest.oauth_id);
    // A guest may ask who it is, and nothing else of the console.
    const info = await bodyOf<{ data: { roles: string[] } }>(await fetch('/api/blade-auth/oauth/user-info', { headers: { 'Blade-Auth': guest.access_token } }));
    expect(info.data.roles).toEqual(['guest']);
    const routes = await fetch('/api/blade-system/menu/routes', { headers: { 'Blade-Auth': guest.access_token } });
    expect(routes.status).toBe(403);
    expect(await bodyOf(routes)).toEqual({ code: 403, success: false, data: null, msg: '请求被拒绝' });
  });

  it('stores a registration as a pending user who can log in once granted a role', async () => {
    const guest = await guestSession('new-visitor');
    const form = { tenantId: '100001', name: '周老师', account: 'zhou', password: await md5('secret1'), oauthId: guest.oauth_id };
    expect(await bodyOf(await registerGuest(guest.access_token, form))).toEqual({ code: 200, success: true, data: null, msg: '操作成功' });
    const user = db.rows('user').find((u) => u.tenantId === '100001' && u.account === 'zhou')!;
    expect(user).toMatchObject({ realName: '周老师', roleId: '-1', deptId: '-1', postId: '-1' });

    const refused = await bodyOf<{ error_description: string }>(await passwordRequest('100001', 'zhou', 'secret1'));
    expect(refused.error_description).toMatch(/^注册申请正在审核中/);
    expect((await bodyOf<{ error_description: string }>(await socialLogin('new-visitor'))).error_description).toMatch(/^注册申请正在审核中/);

    // Approval: an administrator grants a real role.
    db.update('user', db.find('user', user.id)!, { roleId: db.rows('role').find((r) => r.tenantId === '100001' && r.roleAlias === 'teacher')!.id });
    expect(await bodyOf(await passwordRequest('100001', 'zhou', 'secret1'))).toMatchObject({ account: 'zhou', role_name: 'teacher' });
    expect(await bodyOf(await socialLogin('new-visitor'))).toMatchObject({ account: 'zhou', oauth_id: guest.oauth_id });
  });

  it('refuses a duplicate account, a foreign oauthId and a second registration', async () => {
    const guest = await guestSession('visitor-a');
    const other = await guestSession('visitor-b');
    const form = { tenantId: '100001', name: 'A', account: 'teacher', password: await md5('x'), oauthId: guest.oauth_id };
    expect(await bodyOf(await registerGuest(guest.access_token, form))).toMatchObject({ code: 400, msg: '当前用户 [teacher] 已存在!' });
    expect(await bodyOf(await registerGuest(guest.access_token, { ...form, account: 'a', oauthId: other.oauth_id }))).toMatchObject({ msg: '第三方登陆信息错误!' });
    expect(await bodyOf(await registerGuest(guest.access_token, { ...form, account: 'a' }))).toMatchObject({ code: 200 });
    expect(await bodyOf(await registerGuest(guest.access_token, { ...form, account: 'a2' }))).toMatchObject({ msg: '第三方登陆信息错误!' });
  });

  it('registers in the tenant of the third-party link, whatever tenantId says', async () => {
    const guest = await guestSession('visitor-c');
    const form = { tenantId: '100002', name: 'C', account: 'c', password: await md5('x'), oauthId: guest.oauth_id };
    await registerGuest(guest.access_token, form);
    expect(db.rows('user').find((u) => u.account === 'c')!.tenantId).toBe('100001');
  });

  it('needs the guest session and the required parameters', async () => {
    const guest = await guestSession('visitor-d');
    expect((await fetch('/api/blade-system/user/register-guest?account=x', { method: 'POST' })).status).toBe(401);
    expect(await bodyOf(await registerGuest(guest.access_token, { oauthId: guest.oauth_id, password: 'x' }))).toMatchObject({ code: 400, msg: '缺少必要的请求参数: account' });
  });

  it('refuses a social login without source or code', async () => {
    const body = await bodyOf(await tokenRequest({ grant_type: 'social', state: '100001' }));
    expect(body).toMatchObject({ error: 'invalid_request', error_description: '缺少必要的请求参数: source' });
  });
});

