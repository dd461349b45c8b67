import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../mock-server/node';
import { login } from '../../src/auth/login';
import { clearSession, session } from '../../src/core/session';
import { loginPath, redirectTarget } from '../../src/shell/redirect';
import { accounts, goTo } from '../helpers/console';

describe('where the login page goes afterwards', () => {
  it('keeps a path of the console with its query', () => {
    const search = loginPath('/run/crud.param.add?paramName=a&paramKey=b').split('?')[1]!;
    expect(redirectTarget(search)).toBe('/run/crud.param.add?paramName=a&paramKey=b');
    expect(loginPath('/wel/index')).toBe('/login');
  });

  it('refuses anything that would leave the console or loop back to the login page', () => {
    for (const target of ['https://evil.example/x', '//evil.example/x', '/\\evil.example/x', 'javascript:alert(1)', 'system/post', '/login?redirect=/x', '']) {
      expect(redirectTarget(new URLSearchParams({ redirect: target }).toString()), target).toBeNull();
    }
    expect(redirectTarget('')).toBeNull();
  });
});

describe('where a login lands', () => {
  it('opens where the visitor was going once the menus are in, unless the user has gone to another page meanwhile', async () => {
    const routesHeld = () => {
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      mockServer.use(http.get('*/api/blade-system/menu/routes', async () => void (await held)));
      return release;
    };

    clearSession();
    goTo('/login');
    await login(accounts.admin, '/system/dict');
    expect(window.location.pathname).toBe('/system/dict');

    clearSession();
    goTo('/login');
    const release = routesHeld();
    const loggingIn = login(accounts.admin, '/system/dict');
    await vi.waitUntil(() => session.token !== '');
    // The console opened the home page with the token; the user picks a page before the menus come.
    goTo('/system/post');
    release();
    await loggingIn;
    expect(window.location.pathname).toBe('/system/post');
  });
});
