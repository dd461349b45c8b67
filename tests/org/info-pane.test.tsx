/** 个人信息 in the whole console against the Node mock: avatar checks and upload, the profile, the password change. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { renderConsoleAs } from '../helpers/console';
import { login } from '../mock-server/helpers';

const teacher = () => db.rows('user').find((u) => u.tenantId === '100001' && u.account === 'teacher')!;
const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

async function chooseAvatar(picked: File) {
  const input = document.querySelector<HTMLInputElement>('.info-avatar input[type=file]')!;
  // Past the chooser's own filter, as a file dropped or typed by name would be.
  await userEvent.setup({ applyAccept: false }).upload(input, picked);
}

describe('personal info', () => {
  it.each([
    ['a GIF', file('a.gif', 'image/gif', 10), '上传头像图片只能是 JPG 或 PNG 格式!'],
    ['a PNG over 500 KB', file('a.png', 'image/png', 500 * 1024 + 1), '上传头像图片大小不能超过 500KB!'],
  ])('refuses %s before sending it', async (_what, picked, message) => {
    await renderConsoleAs('teacher', '/info/index');
    await screen.findByRole('button', { name: '选择头像' });
    await chooseAvatar(picked);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('uploads a PNG and saves it with the profile, checked with the form\'s rules', async () => {
    await renderConsoleAs('teacher', '/info/index');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: '选择头像' });
    await chooseAvatar(file('me.png', 'image/png', 2048));
    await waitFor(() => expect(screen.getByRole('img', { name: '头像' }).getAttribute('src')).toMatch(/get-file/));
    const phone = screen.getByRole('textbox', { name: '手机号' });
    await user.clear(phone);
    await user.type(phone, '1391111');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('手机号码长度不为11位')).toBeTruthy();
    await user.type(phone, '2222');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(teacher().phone).toBe('13911112222'));
    expect(teacher().avatar).toMatch(/get-file/);
  });

  it('changes the password, which then logs in', async () => {
    await renderConsoleAs('teacher', '/info/index');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '修改密码' }));
    await user.type(screen.getByLabelText('原密码', { selector: 'input' }), 'teacher');
    await user.type(screen.getByLabelText('新密码', { selector: 'input' }), 'New-pass1');
    await user.type(screen.getByLabelText('确认密码', { selector: 'input' }), 'New-pass2');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('两次密码输入不一致')).toBeTruthy();
    await user.clear(screen.getByLabelText('确认密码', { selector: 'input' }));
    await user.type(screen.getByLabelText('确认密码', { selector: 'input' }), 'New-pass1');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect((screen.getByLabelText('原密码', { selector: 'input' }) as HTMLInputElement).value).toBe(''));
    await login('100001', 'teacher', 'New-pass1');
  });
});
