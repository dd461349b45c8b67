import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { authGet, bodyOf, frozenClock, login, MINUTE } from './helpers';

const USER_INFO = '/api/blade-auth/oauth/user-info';

async function unauthorized(response: Response): Promise<string> {
  expect(response.status).toBe(401);
  const body = await bodyOf<{ code: number; success: boolean; data: null; msg: string }>(response);
  expect(body).toMatchObject({ code: 401, success: false, data: null });
  return body.msg;
}

describe('token checks on protected calls', () => {
  it('refuses a call without a token', async () => {
    expect(await unauthorized(await fetch(USER_INFO))).toBe('缺失令牌,鉴权失败');
  });

  it('refuses a forged token', async () => {
    expect(await unauthorized(await authGet(USER_INFO, 'forged-token'))).toBe('请求未授权');
  });

  it('refuses an expired access token', async () => {
    const clock = frozenClock();
    const { access_token } = await login('000000', 'admin');
    clock.advance(59 * MINUTE);
    expect((await authGet(USER_INFO, access_token)).status).toBe(200);
    clock.advance(MINUTE);
    expect(await unauthorized(await authGet(USER_INFO, access_token))).toBe('令牌已失效');
  });

  it('takes the token from the header with or without bearer, never from the query string', async () => {
    const { access_token } = await login('000000', 'admin');
    expect((await fetch(USER_INFO, { headers: { 'blade-auth': access_token } })).status).toBe(200);
    expect(await unauthorized(await fetch(`${USER_INFO}?Blade-Auth=${access_token}`))).toBe('缺失令牌,鉴权失败');
    expect(await unauthorized(await fetch(`${USER_INFO}?blade-auth=${encodeURIComponent(`bearer ${access_token}`)}`))).toBe('缺失令牌,鉴权失败');
  });

  it('answers user-info with the user and role aliases, never the password', async () => {
    const { access_token } = await login('100001', 'teacher');
    const body = await bodyOf<{ code: number; data: Record<string, unknown> }>(await authGet(USER_INFO, access_token));
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ account: 'teacher', tenantId: '100001', realName: '李老师', roles: ['teacher'] });
    expect(body.data).not.toHaveProperty('password');
  });

  it('keeps the session in the token\'s tenant whatever Tenant-Id says', async () => {
    const { access_token } = await login('100001', 'admin');
    const body = await bodyOf<{ data: { tenantId: string; roles: string[] } }>(
      await authGet(USER_INFO, access_token, { 'Tenant-Id': '000000' }),
    );
    expect(body.data).toMatchObject({ tenantId: '100001', roles: ['admin'] });
    const topMenus = await bodyOf<{ data: { tenantId: string }[] }>(
      await authGet('/api/blade-system/menu/top-menu', access_token, { 'Tenant-Id': '000000' }),
    );
    expect(new Set(topMenus.data.map((t) => t.tenantId))).toEqual(new Set(['100001']));
  });

  it('drops a role revoked from the user during the session', async () => {
    const { access_token } = await login('100001', 'admin');
    db.update('user', db.rows('user').find((u) => u.tenantId === '100001' && u.account === 'admin')!, { roleId: '' });
    const body = await bodyOf<{ data: { roles: string[] } }>(await authGet(USER_INFO, access_token));
    expect(body.data.roles).toEqual([]);
  });

  it('ends the session at logout (GET or POST), answering raw JSON', async () => {
    for (const method of ['GET', 'POST']) {
      const { access_token } = await login('000000', 'admin');
      const response = await fetch('/api/blade-auth/oauth/logout', { method, headers: { 'Blade-Auth': `bearer ${access_token}` } });
      expect(await bodyOf(response)).toEqual({ success: 'true', msg: 'success' });
      expect(await unauthorized(await authGet(USER_INFO, access_token))).toBe('请求未授权');
    }
    expect(await bodyOf(await fetch('/api/blade-auth/oauth/logout'))).toEqual({ success: 'true', msg: 'success' });
  });

  it('answers clear-cache with raw JSON', async () => {
    expect(await bodyOf(await fetch('/api/blade-auth/oauth/clear-cache'))).toEqual({ success: 'true', msg: 'success' });
  });
});
