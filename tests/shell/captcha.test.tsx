import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { features } from '../../src/base/config';
import { session } from '../../src/core/session';
import { App } from '../../src/shell/App';
import { goTo } from '../helpers/console';

afterEach(() => {
  features.captchaMode = false;
});

const issuedCode = () => db.rows<{ code: string }>('oauth_captcha').at(-1)?.code ?? '';

describe('login with the captcha setting on', () => {
  async function openLogin() {
    features.captchaMode = true;
    goTo('/login');
    render(<App />);
    const user = userEvent.setup();
    await waitFor(() => expect(document.querySelector('.captcha-image img')?.getAttribute('src')).toMatch(/^data:image\//));
    expect(issuedCode()).not.toBe('');
    await user.type(screen.getByLabelText('账号'), 'admin');
    await user.type(screen.getByLabelText('密码'), 'admin');
    return user;
  }

  it('shows the image from /blade-auth/oauth/captcha and sends the typed code', async () => {
    const user = await openLogin();
    expect(document.querySelector('.captcha-image img')?.getAttribute('src')).toMatch(/^data:image\//);
    await user.type(screen.getByLabelText('验证码'), issuedCode().toLowerCase());
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(window.location.pathname).toBe('/wel/index'));
    expect(session.token).not.toBe('');
  });

  it('refuses a wrong code with the server\'s message and loads a new image', async () => {
    const user = await openLogin();
    const first = issuedCode();
    await user.type(screen.getByLabelText('验证码'), 'WRONG');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('验证码不正确', { selector: '.form-failure' })).toBeTruthy();
    await waitFor(() => expect(issuedCode()).not.toBe(first));
    expect(session.token).toBe('');
  });
});
