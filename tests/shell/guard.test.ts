import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/core/menu';
import { guard, resolveRoute } from '../../src/shell/routes';

const menus: MenuItem[] = [
  { id: '1', parentId: '0', code: 'system', name: '系统管理', path: '/system', children: [
    { id: '2', parentId: '1', code: 'param', name: '参数管理', path: '/system/param' },
  ] },
];
const at = (path: string, state: { loggedIn: boolean; locked: boolean }) => guard(path, resolveRoute(path, menus)?.route ?? null, state);
const out = { loggedIn: false, locked: false };
const inside = { loggedIn: true, locked: false };
const locked = { loggedIn: true, locked: true };

describe('route guard', () => {
  it('redirects / to /wel and /wel to /wel/index', () => {
    expect(at('/', inside)).toBe('/wel');
    expect(at('/wel', inside)).toBe('/wel/index');
  });

  it('sends a visitor without a token to /login, except on open routes', () => {
    expect(at('/wel/index', out)).toBe('/login');
    expect(at('/login', out)).toBeNull();
    for (const open of ['/404', '/403', '/500']) expect(at(open, out)).toBeNull();
  });

  it('remembers where a visitor without a token was going, menu routes and deep links included', () => {
    // Logged out there are no menus yet, so /system/post is not known: it must not become /404.
    expect(guard('/system/post', resolveRoute('/system/post', [])?.route ?? null, out)).toBe('/login?redirect=%2Fsystem%2Fpost');
    expect(guard('/run/crud.param.add', resolveRoute('/run/crud.param.add', [])?.route ?? null, out, '?paramName=a&paramKey=b'))
      .toBe(`/login?redirect=${encodeURIComponent('/run/crud.param.add?paramName=a&paramKey=b')}`);
    expect(at('/no/such/page', out)).toBe('/login?redirect=%2Fno%2Fsuch%2Fpage');
  });

  it('lets a logged-in user open a deep link', () => {
    expect(at('/run/crud.param.add', inside)).toBeNull();
    expect(at('/run/crud.param.add', locked)).toBe('/lock');
  });

  it('sends /login to / while logged in', () => {
    expect(at('/login', inside)).toBe('/');
  });

  it('forces a locked session to /lock', () => {
    expect(at('/wel/index', locked)).toBe('/lock');
    expect(at('/lock', locked)).toBeNull();
    expect(at('/lock', inside)).toBe('/');
  });

  it('sends unknown paths to /404 and knows the user\'s menu routes', () => {
    expect(at('/no/such/page', inside)).toBe('/404');
    expect(at('/system/param', inside)).toBeNull();
    expect(resolveRoute('/system/param', menus)?.route.inLayout).toBe(true);
  });

  it('lets a path wait while the user\'s menus load after login, then sends it to /404 if none names it', () => {
    const unknown = resolveRoute('/system/post', [])?.route ?? null;
    expect(guard('/system/post', unknown, { ...inside, menusLoading: true })).toBeNull();
    expect(guard('/system/post', unknown, { ...inside, menusLoading: false })).toBe('/404');
  });

  it('matches the leave-process routes with their parameters', () => {
    const resolved = resolveRoute('/work/process/leave/handle/t1/p2/b3', menus);
    expect(resolved?.params).toMatchObject({ taskId: 't1', processInstanceId: 'p2', businessId: 'b3' });
    expect(at('/wel/dashboard', inside)).toBeNull();
  });
});
