import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../../src/base/config';
import { clearSession, reloadSession, session, startSession, type UserInfo } from '../../src/core/session';
import { checkTokenAge, isRefreshing, refreshTokens } from '../../src/auth/token-refresh';
import { permissionMap } from '../../src/core/menu';
import { mockServer } from '../../mock-server/node';

const info: UserInfo = {
  tenant_id: '000000', user_id: '1', user_name: 'admin', nick_name: '管理员', role_name: 'administrator',
  role_id: '1', dept_id: '1', account: 'admin', avatar: '', oauth_id: '', license: 'powered by bladex',
};
const tick = () => new Promise((r) => setTimeout(r));

afterEach(() => clearSession());

describe('session', () => {
  it('persists under the site key prefix and survives a reload', async () => {
    startSession({ ...info, access_token: 'a1', refresh_token: 'r1' });
    await tick();
    expect(JSON.parse(localStorage.getItem('saber-token')!)).toBe('a1');
    session.token = '';
    reloadSession();
    expect(session.token).toBe('a1');
    expect(session.userInfo?.account).toBe('admin');
  });

  it('stores the fields a change touched, and only those', async () => {
    startSession({ ...info, access_token: 'a1', refresh_token: 'r1' });
    session.menus = [{ id: '1', parentId: '0', code: 'x', name: 'x', path: '/x' }];
    await tick();
    localStorage.setItem('saber-menus', '"kept"');
    session.tabs.push({ label: 'p', value: '/system/param', close: true });
    session.tabs[1]!.label = 'q';
    await tick();
    expect(JSON.parse(localStorage.getItem('saber-tabs')!).map((tab: { label: string }) => tab.label)).toEqual(['首页', 'q']);
    expect(localStorage.getItem('saber-menus')).toBe('"kept"');
    session.lock = { password: 'x' };
    await tick();
    expect(JSON.parse(localStorage.getItem('saber-lock')!)).toEqual({ password: 'x' });
    expect(localStorage.getItem('saber-menus')).toBe('"kept"');
  });

  it('login clears every tab but home, and the lock', () => {
    session.tabs.push({ label: 'p', value: '/system/param', close: true });
    session.lock = { password: 'x' };
    startSession({ ...info, access_token: 'a', refresh_token: 'r' });
    expect(session.tabs.map((t) => t.value)).toEqual([config.homePath]);
    expect(session.lock.password).toBe('');
  });

  it('logout clears tokens, menus, roles, tabs and lock', async () => {
    startSession({ ...info, access_token: 'a', refresh_token: 'r' });
    await tick();
    expect(JSON.parse(localStorage.getItem('saber-token')!)).toBe('a');
    session.menus = [{ id: '1', parentId: '0', code: 'x', name: 'x', path: '/x' }];
    session.roles = ['administrator'];
    session.lock = { password: 'x' };
    clearSession();
    await tick();
    expect(session).toMatchObject({ token: '', refreshToken: '', menus: [], roles: [], lock: { password: '' } });
    expect(JSON.parse(localStorage.getItem('saber-token')!)).toBe('');
  });

  it('builds the button map from the leaves of the buttons tree', () => {
    const map = permissionMap([
      { id: '1', parentId: '0', code: 'param', name: '参数', path: '/system/param', children: [
        { id: '2', parentId: '1', code: 'param_add', name: '新增', path: '' },
        { id: '3', parentId: '1', code: 'param_delete', name: '删除', path: '' },
      ] },
    ]);
    expect(map).toEqual({ param_add: true, param_delete: true });
  });
});

describe('token auto-refresh', () => {
  function countRefreshes(fail = false) {
    const calls: string[] = [];
    mockServer.use(http.post('*/api/blade-auth/oauth/token', ({ request }) => {
      const url = new URL(request.url);
      calls.push(url.searchParams.get('refresh_token') ?? '');
      if (fail) return HttpResponse.json({ error_description: '令牌已失效' }, { status: 400 });
      return HttpResponse.json({ access_token: `a${calls.length + 1}`, refresh_token: `r${calls.length + 1}` });
    }));
    return calls;
  }

  it('refreshes once the token is tokenTime seconds old, not before', async () => {
    const calls = countRefreshes();
    const now = Date.now();
    startSession({ ...info, access_token: 'a1', refresh_token: 'r1' }, now);
    checkTokenAge(now + (config.tokenTime - 1) * 1000);
    expect(isRefreshing()).toBe(false);
    checkTokenAge(now + config.tokenTime * 1000);
    expect(isRefreshing()).toBe(true);
    await refreshTokens();
    expect(calls).toEqual(['r1']);
    expect(session.token).toBe('a2');
    expect(session.refreshToken).toBe('r2');
    expect(isRefreshing()).toBe(false);
  });

  it('never starts two refreshes at once', async () => {
    const calls = countRefreshes();
    startSession({ ...info, access_token: 'a1', refresh_token: 'r1' }, 0);
    checkTokenAge();
    checkTokenAge();
    await Promise.all([refreshTokens(), refreshTokens()]);
    expect(calls).toHaveLength(1);
  });

  it('releases the refreshing flag when the refresh fails', async () => {
    countRefreshes(true);
    startSession({ ...info, access_token: 'a1', refresh_token: 'r1' }, 0);
    await expect(refreshTokens()).rejects.toBeTruthy();
    expect(isRefreshing()).toBe(false);
  });
});
