import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { mockServer } from '../../mock-server/node';
import { session } from '../../src/core/session';
import { App } from '../../src/shell/App';
import { registrationProblem } from '../../src/shell/login/registration';
import { goTo } from '../helpers/console';

const filled = { tenantId: '100001', name: '王同学', account: 'wang', password: 'secret1', password2: 'secret1' };

describe('registration checks, in order', () => {
  it('names the first problem only', () => {
    expect(registrationProblem({ ...filled, tenantId: ' ', account: '' })).toBe('register.tenantRequired');
    expect(registrationProblem({ ...filled, account: '', password: '' })).toBe('register.accountRequired');
    expect(registrationProblem({ ...filled, password2: '' })).toBe('register.passwordRequired');
    expect(registrationProblem({ ...filled, password2: 'other' })).toBe('register.passwordMismatch');
    expect(registrationProblem(filled)).toBeNull();
  });
});

describe('social login', () => {
  async function arriveAsGuest() {
    goTo('/login?source=github&code=new-visitor&state=100001');
    render(<App />);
    return screen.findByRole('dialog', { name: '用户注册' });
  }

  it('logs a linked account straight in', async () => {
    goTo('/login?source=github&code=demo-github-teacher&state=100001');
    render(<App />);
    await waitFor(() => expect(window.location.pathname).toBe('/wel/index'));
    expect(session.userInfo).toMatchObject({ tenant_id: '100001', account: 'teacher' });
  });

  it('offers a guest the registration, checks it in order, files it and logs out', async () => {
    const dialog = within(await arriveAsGuest());
    const user = userEvent.setup();
    expect((dialog.getByLabelText('租户编号') as HTMLInputElement).value).toBe('100001');
    await user.click(dialog.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请先输入账号名称', { selector: '.form-failure' })).toBeTruthy();
    await user.type(dialog.getByLabelText('用户姓名'), filled.name);
    await user.type(dialog.getByLabelText('账号名称'), filled.account);
    await user.click(dialog.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('请先输入密码', { selector: '.form-failure' })).toBeTruthy();
    await user.type(dialog.getByLabelText('密码'), 'secret1');
    await user.type(dialog.getByLabelText('确认密码'), 'secret2');
    await user.click(dialog.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('两次密码输入不一致', { selector: '.form-failure' })).toBeTruthy();
    await user.clear(dialog.getByLabelText('确认密码'));
    await user.type(dialog.getByLabelText('确认密码'), 'secret1');
    await user.click(dialog.getByRole('button', { name: '提交申请' }));

    const alert = await screen.findByRole('alertdialog', { name: '注册提示' });
    expect(alert.textContent).toContain('注册申请已提交,请耐心等待管理员通过!');
    expect(db.rows('user').some((u) => u.account === 'wang' && u.tenantId === '100001')).toBe(true);
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(session.token).toBe(''));
    expect(window.location.pathname).toBe('/login');
  });

  it('shows the server\'s message when the registration is refused, or 提交失败', async () => {
    const dialog = within(await arriveAsGuest());
    const user = userEvent.setup();
    await user.type(dialog.getByLabelText('账号名称'), 'admin');
    await user.type(dialog.getByLabelText('密码'), 'x');
    await user.type(dialog.getByLabelText('确认密码'), 'x');
    await user.click(dialog.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('当前用户 [admin] 已存在!', { selector: '.form-failure' })).toBeTruthy();

    mockServer.use(http.post('*/api/blade-system/user/register-guest', () => HttpResponse.json({ code: 500 }, { status: 500 })));
    await user.click(dialog.getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('提交失败', { selector: '.form-failure' })).toBeTruthy();
  });
});
