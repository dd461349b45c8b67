import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { argsToAsk, execute, setArgPrompter } from '../../commands/registry';
import type { ChoiceOption } from '../../commands/types';
import { installPalettePrompter, promptInPalette } from '../../src/palette/prompter';
import { answerPrompt, closePalette, openPalette, palette } from '../../src/palette/state';
import { giveListAHeight, renderPalette, settle, testCommand, unregisterAll } from './helpers';

let restoreHeight: () => void;
let uninstall: () => void;
beforeAll(() => (restoreHeight = giveListAHeight()));
afterAll(() => restoreHeight());
beforeEach(() => (uninstall = installPalettePrompter()));
afterEach(() => {
  unregisterAll();
  uninstall();
});

const roles: ChoiceOption[] = [
  { value: 'admin', label: '管理员', hint: 'administrator' },
  { value: 'teacher', label: '教师' },
  { value: 'student', label: '学生' },
];

/** A command with one argument of each kind, declared with the confirmation first. */
const deleteUser = (run = vi.fn()) =>
  testCommand({
    id: 't.user.delete',
    title: { zh: '删除用户', en: 'Delete user' },
    args: {
      sure: { kind: 'confirm', label: { zh: '确定将选择数据删除?', en: 'Delete the selected data?' } },
      name: { kind: 'text', label: { zh: '名称', en: 'Name' }, validate: (v) => (v.length < 2 ? { zh: '至少两个字', en: 'Two characters at least' } : undefined) },
      role: { kind: 'choice', label: { zh: '角色', en: 'Role' }, options: () => roles },
    },
    run,
  });

describe('argument prompting', () => {
  it('asks text → choice → confirm, one after another, skipping what was given', async () => {
    const command = deleteUser();
    expect(argsToAsk(command, {})).toEqual(['name', 'role', 'sure']);
    expect(argsToAsk(command, { role: 'admin' })).toEqual(['name', 'sure']);

    const answered = promptInPalette(command, { role: 'teacher' }, 'api', ['name', 'sure'], {});
    expect(palette.open).toBe(true);
    expect(palette.prompt).toMatchObject({ name: 'name', step: 1, steps: 2 });
    answerPrompt({ value: 'Ann' });
    await Promise.resolve();
    expect(palette.prompt).toMatchObject({ name: 'sure', step: 2, steps: 2 });
    answerPrompt({ value: true });
    await expect(answered).resolves.toEqual({ name: 'Ann', role: 'teacher', sure: true });
    expect(palette.open).toBe(false);
  });

  it('resolves null when cancelled, and closes the palette', async () => {
    const answered = promptInPalette(deleteUser(), {}, 'api', ['name', 'role', 'sure'], {});
    closePalette();
    await expect(answered).resolves.toBeNull();
    expect(palette.prompt).toBeNull();
  });

  it('drives a button-started command through all three prompts in the palette', async () => {
    const run = vi.fn();
    const command = deleteUser(run);
    const { user } = renderPalette();
    let result: Promise<unknown>;
    act(() => void (result = execute(command, {}, 'button')));
    await settle();

    // 1. text, validated
    const name = screen.getByLabelText('名称');
    expect(document.activeElement).toBe(name);
    screen.getByText('删除用户');
    screen.getByText('第 1/3 步', { exact: false });
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('请输入名称');
    await user.keyboard('A{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('至少两个字');
    await user.keyboard('nn{Enter}');
    await settle();

    // 2. choice, filterable
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('aria-label'))).toEqual(['管理员', '教师', '学生']);
    await user.keyboard('教');
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('aria-label'))).toEqual(['教师']);
    await user.keyboard('{Enter}');
    await settle();

    // 3. confirm: the label as a question, 确定 focused
    screen.getByText('确定将选择数据删除?');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '确定' }));
    await user.click(screen.getByRole('button', { name: '确定' }));
    await act(() => result);

    expect(run).toHaveBeenCalledWith(expect.anything(), { name: 'Ann', role: 'teacher', sure: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancels on Esc: execute resolves null and the command does not run', async () => {
    const run = vi.fn();
    const command = deleteUser(run);
    const { user } = renderPalette();
    let result: Promise<unknown>;
    act(() => void (result = execute(command, {}, 'menu')));
    await settle();
    await user.keyboard('{Escape}');
    await expect(act(() => result)).resolves.toBeNull();
    expect(run).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancels with the 取消 button of a confirmation', async () => {
    const run = vi.fn();
    const command = testCommand({ id: 't.sure', title: { zh: '清空', en: 'Clear' }, args: { sure: { kind: 'confirm', label: { zh: '确定清空?', en: 'Clear?' } } }, run });
    const { user } = renderPalette();
    let result: Promise<unknown>;
    act(() => void (result = execute(command, {}, 'button')));
    await settle();
    await user.click(screen.getByRole('button', { name: '取消' }));
    await expect(act(() => result)).resolves.toBeNull();
    expect(run).not.toHaveBeenCalled();
  });

  it('masks secrets and lets optional text be skipped', async () => {
    const run = vi.fn();
    const command = testCommand({
      id: 't.secret',
      title: { zh: '修改密码', en: 'Change password' },
      args: {
        password: { kind: 'text', secret: true, label: { zh: '新密码', en: 'New password' } },
        note: { kind: 'text', optional: true, label: { zh: '备注', en: 'Note' } },
      },
      run,
    });
    const { user } = renderPalette();
    let result: Promise<unknown>;
    act(() => void (result = execute(command, {}, 'button')));
    await settle();
    expect(screen.getByLabelText('新密码').getAttribute('type')).toBe('password');
    await user.keyboard('s3cret{Enter}');
    await settle();
    screen.getByText('可留空,按 Enter 跳过');
    await user.keyboard('{Enter}');
    await act(() => result);
    expect(run).toHaveBeenCalledWith(expect.anything(), { password: 's3cret', note: undefined });
  });

  it('shows a loading state while remote options load', async () => {
    let deliver: (options: ChoiceOption[]) => void = () => undefined;
    const run = vi.fn();
    const command = testCommand({
      id: 't.remote',
      title: { zh: '分配角色', en: 'Assign role' },
      args: { role: { kind: 'choice', label: { zh: '角色', en: 'Role' }, options: () => new Promise<ChoiceOption[]>((resolve) => (deliver = resolve)) } },
      run,
    });
    const { user } = renderPalette();
    let result: Promise<unknown>;
    act(() => void (result = execute(command, {}, 'palette')));
    await settle();
    screen.getByText('加载中…');
    expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBe('true');
    await act(async () => deliver(roles));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.keyboard('{ArrowDown}{Enter}');
    await act(() => result);
    expect(run).toHaveBeenCalledWith(expect.anything(), { role: 'teacher' });
  });

  it('asks in place when the command is picked from the palette', async () => {
    const run = vi.fn();
    testCommand({ id: 't.rename', title: { zh: '重命名', en: 'Rename' }, args: { name: { kind: 'text', label: { zh: '新名称', en: 'New name' } } }, run });
    const { user } = renderPalette();
    act(() => openPalette());
    await settle();
    await user.keyboard('重命名{Enter}');
    await settle();
    expect(palette.open).toBe(true);
    await user.keyboard('新{Enter}');
    await settle();
    expect(run).toHaveBeenCalledWith(expect.anything(), { name: '新' });
    expect(palette.open).toBe(false);
  });

  it('uninstalls', async () => {
    uninstall();
    const command = deleteUser();
    await expect(execute(command, {}, 'api')).rejects.toThrow(/Missing arguments/);
    setArgPrompter(promptInPalette);
  });
});
