import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mock-server/node';
import { App } from '../../src/shell/App';
import { toasts } from '../../src/ui/Toaster';
import { goTo } from '../helpers/console';

/** The messages on screen as toasts (the same message raised again shows once). */
const shown = () => toasts.visibleToasts.map((toast) => toast.content.text);

afterEach(() => cleanup());

async function logIn(password: string) {
  goTo('/login');
  render(<App />);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('账号'), 'admin');
  await user.type(screen.getByLabelText('密码'), password);
  await user.click(screen.getByRole('button', { name: '登录' }));
}

describe('a failed login', () => {
  it('shows the server\'s refusal once, beside the form, not as a toast too', async () => {
    await logIn('wrong');
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toBe('用户名或密码错误');
    expect(shown()).toEqual([]);
  });

  it('shows a failure after the token once, as the toast the client raised', async () => {
    mockServer.use(http.get('*/api/blade-system/menu/routes', () => HttpResponse.json({ code: 400, success: false, msg: '菜单加载失败', data: null }, { status: 400 })));
    await logIn('admin');
    await waitFor(() => expect(shown()).toEqual(['菜单加载失败']));
    // Not beside the form: the only alert is the toast's own.
    expect(screen.queryAllByRole('alert').filter((alert) => !alert.closest('.toast-region'))).toEqual([]);
  });
});
