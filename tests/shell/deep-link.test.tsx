import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { registerCommand } from '../../src/platform/registry';
import type { ArgSpec, Command } from '../../src/platform/types';
import { db } from '../../mock-server/db';
import { features } from '../../src/base/config';
import { layout } from '../../src/core/layout';
import { closePalette } from '../../src/palette/state';
import { App } from '../../src/shell/App';
import { accounts, goTo, renderConsoleAs } from '../helpers/console';

const registered: (() => void)[] = [];
afterEach(() => {
  while (registered.length) registered.pop()!();
  act(() => closePalette());
  features.captchaMode = false;
});

/** A command of this test, recording what it ran with. */
function recordingCommand<S extends Record<string, ArgSpec>>(command: Partial<Omit<Command<S>, 'id' | 'args'>> & Pick<Command<S>, 'id' | 'args'>) {
  const runs: Record<string, unknown>[] = [];
  registered.push(registerCommand<S>({
    title: { zh: '问候', en: 'Greet' },
    group: 'system',
    run: (_ctx, args) => void runs.push(args),
    check: { impossible: { zh: '测试替身', en: 'a command of the deep-link tests only' } },
    ...command,
  }));
  return runs;
}

const at = () => window.location.pathname + window.location.search;

/** Opens `path` logged out: the console must show the login form, remembering `path`. */
async function openLoggedOut(path: string) {
  goTo(path);
  render(<App />);
  await waitFor(() => expect(window.location.pathname).toBe('/login'));
  expect(new URLSearchParams(window.location.search).get('redirect')).toBe(path);
  return screen.findByRole('form', { name: '登录' });
}

/** Logs in as the platform admin through the form. */
async function logIn(form: HTMLElement) {
  const user = userEvent.setup();
  await user.type(within(form).getByLabelText('账号'), accounts.admin.username);
  await user.type(within(form).getByLabelText('密码'), accounts.admin.password);
  await user.click(within(form).getByRole('button', { name: '登录' }));
  return user;
}

const palette = () => screen.findByRole('dialog', { name: '命令面板' });

describe('logged out, any route goes to /login and, after login, where it was going', () => {
  it('a menu screen (not /404, though menus are unknown before login)', async () => {
    await logIn(await openLoggedOut('/system/post'));
    await waitFor(() => expect(window.location.pathname).toBe('/system/post'));
    expect(await screen.findByRole('region', { name: '岗位管理' })).toBeTruthy();
  });

  it('after a social login', async () => {
    await openLoggedOut('/wel/dashboard');
    // The provider sends the visitor back to the login page with its code.
    goTo(`/login?redirect=${encodeURIComponent('/wel/dashboard')}&source=github&code=demo-github-teacher&state=100001`);
    await waitFor(() => expect(window.location.pathname).toBe('/wel/dashboard'));
  });

  it('after a login with a captcha', async () => {
    features.captchaMode = true;
    const form = await openLoggedOut('/info/index');
    const issued = () => db.rows<{ code: string }>('oauth_captcha').at(-1)?.code ?? '';
    await waitFor(() => expect(issued()).not.toBe(''));
    await userEvent.setup().type(within(form).getByLabelText('验证码'), issued());
    await logIn(form);
    await waitFor(() => expect(window.location.pathname).toBe('/info/index'));
  });

  it('an unknown path goes to /404 once logged in', async () => {
    await logIn(await openLoggedOut('/no/such/page'));
    await waitFor(() => expect(window.location.pathname).toBe('/404'));
  });
});

describe('a deep link /run/<command id>?<argument>=<value>', () => {
  it('runs its command with its arguments after login, asking in the palette for the missing ones', async () => {
    const runs = recordingCommand({
      id: 'test.greet',
      args: {
        name: { kind: 'text', label: { zh: '名字', en: 'Name' } },
        greeting: { kind: 'text', label: { zh: '问候语', en: 'Greeting' } },
      },
    });
    const user = await logIn(await openLoggedOut('/run/test.greet?name=Ann'));
    const asking = await palette();
    await user.type(within(asking).getByLabelText('问候语'), 'hello{Enter}');
    await waitFor(() => expect(runs).toEqual([{ name: 'Ann', greeting: 'hello' }]));
    // A command without a screen of its own runs on the home page; the link left the history.
    expect(at()).toBe('/wel/index');
  });

  it('takes every value as escaped in the link', async () => {
    const runs = recordingCommand({
      id: 'test.greet',
      args: {
        name: { kind: 'text', label: { zh: '名字', en: 'Name' } },
        greeting: { kind: 'text', label: { zh: '问候语', en: 'Greeting' } },
      },
    });
    await renderConsoleAs('admin');
    goTo(`/run/test.greet?name=${encodeURIComponent('100% 李')}&greeting=${encodeURIComponent('a&b=%41')}`);
    await waitFor(() => expect(runs).toEqual([{ name: '100% 李', greeting: 'a&b=%41' }]));
  });

  it('runs a command that needs nothing more at once', async () => {
    await renderConsoleAs('admin');
    goTo('/run/layout.theme?theme=theme-dark');
    await waitFor(() => expect(layout.theme).toBe('theme-dark'));
    expect(at()).toBe('/wel/index');
  });

  it('opens the screen of a command first, and confirms a write showing the command and its arguments', async () => {
    await renderConsoleAs('admin');
    goTo('/run/crud.param.add?paramName=Link%20param&paramKey=link.key&paramValue=42');
    const asking = await palette();
    expect(window.location.pathname).toBe('/system/param');
    expect(within(asking).getByText('参数管理 · 新增')).toBeTruthy();
    expect(within(asking).getByText('此链接将运行会修改数据的命令,确定运行?')).toBeTruthy();
    for (const text of ['参数名称', 'Link param', '参数键名', 'link.key', '参数键值', '42']) expect(within(asking).getByText(text)).toBeTruthy();
    expect(db.rows<{ paramKey: string }>('param').some((row) => row.paramKey === 'link.key')).toBe(false);

    const user = userEvent.setup();
    await user.click(within(asking).getByRole('button', { name: '确定' }));
    // The one argument the link left out (the remark, optional) is asked for next.
    await user.type(within(await palette()).getByLabelText('备注'), '{Enter}');
    await waitFor(() => expect(db.rows<{ paramKey: string }>('param').some((row) => row.paramKey === 'link.key')).toBe(true));
    expect(await screen.findByText('新增成功')).toBeTruthy();
  });

  it('runs nothing when the user cancels the confirmation', async () => {
    await renderConsoleAs('admin');
    const before = db.rows('param').length;
    goTo('/run/crud.param.add?paramName=x&paramKey=y&paramValue=z');
    await userEvent.setup().click(within(await palette()).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '命令面板' })).toBeNull());
    expect(db.rows('param').length).toBe(before);
    expect(window.location.pathname).toBe('/system/param');
  });

  it('never takes a confirmation from the link', async () => {
    const runs = recordingCommand({
      id: 'test.wipe',
      args: { sure: { kind: 'confirm', label: { zh: '确定清空?', en: 'Wipe?' } } },
    });
    await renderConsoleAs('admin');
    goTo('/run/test.wipe?sure=true');
    const asking = await palette();
    expect(within(asking).getByText('确定清空?')).toBeTruthy();
    expect(runs).toEqual([]);
    await userEvent.setup().click(within(asking).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(runs).toEqual([{ sure: true }]));
  });

  it('refuses an unknown command, and the user lands on the home page', async () => {
    await renderConsoleAs('admin', '/info/index');
    goTo('/run/no.such.command?a=1');
    expect(await screen.findByText('链接中的命令不存在: no.such.command')).toBeTruthy();
    expect(at()).toBe('/wel/index');
  });

  it('refuses arguments the command does not declare, naming them', async () => {
    await renderConsoleAs('admin');
    const before = layout.theme;
    goTo('/run/layout.theme?theme=theme-dark&colour=red&size=2');
    expect(await screen.findByText('命令「切换主题」没有这些参数: colour, size')).toBeTruthy();
    expect(layout.theme).toBe(before);
    expect(at()).toBe('/wel/index');
  });

  it('refuses a command this user cannot run: its screen is not in their menus', async () => {
    await renderConsoleAs('schoolAdmin');
    goTo('/run/crud.param.add?paramName=x');
    expect(await screen.findByText('链接中的命令在此不可用: 参数管理 · 新增')).toBeTruthy();
    expect(at()).toBe('/wel/index');
    expect(db.rows<{ paramName: string }>('param').some((row) => row.paramName === 'x')).toBe(false);
  });
});
