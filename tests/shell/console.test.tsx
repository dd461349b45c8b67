import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { reloadSession, session } from '../../src/core/session';
import { App } from '../../src/shell/App';
import { mockServer } from '../../mock-server/node';
import { goTo, renderConsoleAs } from '../helpers/console';

afterEach(() => cleanup());

async function logInThroughForm(account: string, password: string, tenant = '000000') {
  goTo('/');
  render(<App />);
  await waitFor(() => expect(window.location.pathname).toBe('/login'));
  const user = userEvent.setup();
  const tenantField = await screen.findByLabelText('租户ID');
  await user.clear(tenantField);
  await user.type(tenantField, tenant);
  await user.type(screen.getByLabelText('账号'), account);
  await user.type(screen.getByLabelText('密码'), password);
  await user.click(screen.getByRole('button', { name: '登录' }));
  return user;
}

describe('the console against the Node mock', () => {
  it('logs in through the form and shows the user\'s menus', async () => {
    await logInThroughForm('admin', 'admin');
    await waitFor(() => expect(window.location.pathname).toBe('/wel/index'));
    const nav = await screen.findByRole('navigation', { name: '侧边菜单' });
    await waitFor(() => expect(within(nav).getByText('系统管理')).toBeTruthy());
    expect(session.permission).toHaveProperty('param_add', true);
    await waitFor(() => expect(document.title).toBe('首页 - 校园阅读管理后台'));
  });

  it('shows the server\'s message for a wrong password and stays logged out', async () => {
    await logInThroughForm('admin', 'wrong');
    expect(await screen.findByText('用户名或密码错误', { selector: '.form-failure' })).toBeTruthy();
    expect(session.token).toBe('');
    expect(window.location.pathname).toBe('/login');
  });

  it('validates the empty form with its messages', async () => {
    goTo('/login');
    render(<App />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
  });

  it('keeps the session over a reload', async () => {
    await renderConsoleAs('admin');
    const token = session.token;
    cleanup();
    session.token = '';
    reloadSession();
    expect(session.token).toBe(token);
    render(<App />);
    await waitFor(() => expect(document.querySelector('.layout')).toBeTruthy());
    expect(window.location.pathname).toBe('/wel/index');
  });

  it('logout clears the session and returns to /login', async () => {
    await renderConsoleAs('admin');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^用户菜单/ }));
    await user.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(session).toMatchObject({ token: '', menus: [], roles: [] });
    expect(localStorage.getItem('saber-token')).toBe('""');
  });

  it('a 401 sends the user to /login', async () => {
    await renderConsoleAs('admin');
    session.token = 'forged-token';
    const { authApi } = await import('../../src/api/auth');
    await act(async () => {
      await authApi.routes().catch(() => undefined);
    });
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(session.token).toBe('');
  });

  it('a school admin sees only their school\'s menus', async () => {
    await renderConsoleAs('schoolAdmin');
    const nav = await screen.findByRole('navigation', { name: '侧边菜单' });
    expect(within(nav).queryByText('参数管理')).toBeNull();
    expect(session.userInfo?.tenant_id).toBe('100001');
  });

  it('sends unknown paths to /404', async () => {
    await renderConsoleAs('admin');
    goTo('/no/such/page');
    await waitFor(() => expect(window.location.pathname).toBe('/404'));
  });

  it('treats a network failure during login as an error, not a login', async () => {
    mockServer.use(http.post('*/api/blade-auth/oauth/token', () => HttpResponse.error()));
    await logInThroughForm('admin', 'admin');
    await screen.findByText('网络连接失败,请检查网络或稍后重试', { selector: '.form-failure' });
    expect(session.token).toBe('');
  });
});
