import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { argsToAsk, execute, setArgPrompter } from '../../src/platform/registry';
import type { AnyCommand, ChoiceOption, CommandSource } from '../../src/platform/types';
import { installPalettePrompter, promptInPalette } from '../../src/palette/prompter';
import { answerPrompt, closePalette, openPalette, palette } from '../../src/palette/state';
import { giveListAHeight, optionNames, optionTitles, renderPalette, selectedTitle, settle, testCommand, titled, unregisterAll } from './helpers';

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
      name: { kind: 'text', label: { zh: '名称', en: 'Name' }, validate: (v) => (v && v.length < 2 ? { zh: '至少两个字', en: 'Two characters at least' } : undefined) },
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
    await waitFor(() => expect(palette.prompt).toMatchObject({ name: 'name', step: 1, steps: 2, answered: [] }));
    expect(palette.open).toBe(true);
    answerPrompt({ value: 'Ann' });
    await waitFor(() => expect(palette.prompt).toMatchObject({ name: 'sure', step: 2, steps: 2, answered: [{ text: 'Ann' }] }));
    answerPrompt({ value: true });
    await expect(answered).resolves.toEqual({ name: 'Ann', role: 'teacher', sure: true });
    expect(palette.open).toBe(false);
  });

  it('resolves null when cancelled, and closes the palette', async () => {
    const answered = promptInPalette(deleteUser(), {}, 'api', ['name', 'role', 'sure'], {});
    await waitFor(() => expect(palette.prompt).not.toBeNull());
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
    expect(optionTitles()).toEqual(['管理员', '教师', '学生']);
    await user.keyboard('教');
    expect(optionTitles()).toEqual(['教师']);
    await user.keyboard('{Enter}');
    await settle();

    // 3. confirm: the label as a question (the steps above list it too), 确定 focused
    screen.getByText('确定将选择数据删除?', { selector: '.palette-question' });
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
    act(() => void (result = execute(command, {}, 'palette')));
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

/** Runs the command as `source` would; the returned function waits for execute to settle. */
async function start(command: AnyCommand, given: Record<string, unknown> = {}, source: CommandSource = 'palette') {
  let result: Promise<unknown> = Promise.resolve();
  act(() => void (result = execute(command, given, source)));
  await settle();
  return () => act(() => result);
}

const alertText = () => screen.getByRole('alert').textContent;

describe('argument kinds', () => {
  it('asks for a number, checking its rules before moving on; the value is decimal text', async () => {
    const run = vi.fn();
    const command = testCommand({
      id: 't.sort',
      title: { zh: '设置排序', en: 'Set sort' },
      args: { sort: { kind: 'number', label: { zh: '排序', en: 'Sort' }, min: 1, max: 99, integer: true } },
      run,
    });
    const { user } = renderPalette();
    const done = await start(command);
    const field = screen.getByLabelText('排序');
    await user.keyboard('abc{Enter}');
    expect(alertText()).toBe('排序须为数字');
    for (const [typed, message] of [['1.5', '排序须为整数'], ['120', '排序不能大于 99']]) {
      await user.clear(field);
      await user.type(field, `${typed}{Enter}`);
      expect(alertText()).toBe(message);
    }
    expect(run).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '12{Enter}');
    await done();
    expect(run).toHaveBeenCalledWith(expect.anything(), { sort: '12' });
  });

  it('asks for a date in the format it shows, with a time of day when the argument has one', async () => {
    const run = vi.fn();
    const command = testCommand({
      id: 't.dates',
      title: { zh: '发布', en: 'Publish' },
      args: {
        day: { kind: 'date', label: { zh: '开始日期', en: 'Start' } },
        at: { kind: 'date', time: true, label: { zh: '发布时间', en: 'Release' } },
      },
      run,
    });
    const { user } = renderPalette();
    const done = await start(command);
    screen.getByText('格式 yyyy-MM-dd', { exact: false });
    await user.keyboard('2026-02-30{Enter}');
    expect(alertText()).toBe('开始日期的格式为 yyyy-MM-dd');
    await user.clear(screen.getByLabelText('开始日期'));
    await user.keyboard('2026-03-05{Enter}');
    await settle();
    screen.getByText('格式 yyyy-MM-dd HH:mm:ss', { exact: false });
    await user.keyboard('2026-03-05{Enter}');
    expect(alertText()).toBe('发布时间的格式为 yyyy-MM-dd HH:mm:ss');
    await user.keyboard(' 08:30:00{Enter}');
    await done();
    expect(run).toHaveBeenCalledWith(expect.anything(), { day: '2026-03-05', at: '2026-03-05 08:30:00' });
  });

  it('starts from the starting value: Enter keeps it; an emptied field clears it unless its rule refuses', async () => {
    const run = vi.fn();
    const command = testCommand({
      id: 't.rename',
      title: { zh: '改名', en: 'Rename' },
      args: {
        name: {
          kind: 'text',
          optional: true,
          label: { zh: '名称', en: 'Name' },
          initial: () => '旧名称',
          validate: (v) => (v ? undefined : { zh: '名称不能为空', en: 'The name cannot be empty' }),
        },
        remark: { kind: 'text', optional: true, label: { zh: '备注', en: 'Remark' }, initial: async () => '旧备注' },
        code: { kind: 'text', optional: true, label: { zh: '编号', en: 'Code' }, initial: () => 'c-1' },
      },
      run,
    });
    const { user } = renderPalette();
    const done = await start(command);
    const name = screen.getByLabelText<HTMLInputElement>('名称');
    expect(name.value).toBe('旧名称');
    screen.getByText(/按 Enter 保留当前值; 清空后按 Enter 则清除 · Ctrl\+Enter 确定并完成/);
    await user.clear(name);
    await user.keyboard('{Enter}');
    expect(alertText()).toBe('名称不能为空');
    await user.keyboard('新名称{Enter}');
    await settle();
    expect(screen.getByLabelText<HTMLInputElement>('备注').value).toBe('旧备注');
    await user.clear(screen.getByLabelText('备注'));
    await user.keyboard('{Enter}');
    await settle();
    await user.keyboard('{Enter}');
    await done();
    expect(run).toHaveBeenCalledWith(expect.anything(), { name: '新名称', remark: '', code: 'c-1' });
  });

  it('takes several lines in a text area: Enter starts a line, Ctrl+Enter accepts', async () => {
    const run = vi.fn();
    const command = testCommand({ id: 't.note', title: { zh: '留言', en: 'Note' }, args: { content: { kind: 'text', multiline: true, label: { zh: '内容', en: 'Content' } } }, run });
    const { user } = renderPalette();
    const done = await start(command);
    expect(screen.getByLabelText('内容').tagName).toBe('TEXTAREA');
    screen.getByText('有内容时 Enter 换行; 按 Ctrl+Enter 确定');
    await user.keyboard('第一行{Enter}第二行');
    expect(run).not.toHaveBeenCalled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await done();
    expect(run).toHaveBeenCalledWith(expect.anything(), { content: '第一行\n第二行' });
  });

  it('finishes on Ctrl+Enter: later steps take their starting values or are skipped; a required one without a value is still asked', async () => {
    const run = vi.fn();
    const command = testCommand({
      id: 't.finish',
      title: { zh: '登记', en: 'Register' },
      args: {
        name: { kind: 'text', label: { zh: '名称', en: 'Name' } },
        code: { kind: 'text', optional: true, label: { zh: '编号', en: 'Code' }, initial: () => 'c-1' },
        remark: { kind: 'text', optional: true, label: { zh: '备注', en: 'Remark' } },
        role: { kind: 'choice', label: { zh: '角色', en: 'Role' }, options: () => roles },
        level: { kind: 'number', label: { zh: '级别', en: 'Level' }, initial: () => '3' },
      },
      run,
    });
    const { user } = renderPalette();
    const done = await start(command);
    await user.keyboard('甲{Control>}{Enter}{/Control}');
    await settle();
    // 角色 has no starting value: asked; Ctrl+Enter on it takes the highlighted option and finishes.
    expect(palette.prompt).toMatchObject({ name: 'role' });
    await user.keyboard('教{Control>}{Enter}{/Control}');
    await done();
    expect(run).toHaveBeenCalledWith(expect.anything(), { name: '甲', code: 'c-1', remark: undefined, role: 'teacher', level: '3' });
  });

  it('goes to a step on Alt+digit: steps passed over take their starts (stopping at one without), a step gone back to starts from its answer', async () => {
    const run = vi.fn();
    const command = testCommand({
      id: 't.jump',
      title: { zh: '登记', en: 'Register' },
      args: {
        name: { kind: 'text', label: { zh: '名称', en: 'Name' }, initial: () => '乙' },
        code: { kind: 'text', optional: true, label: { zh: '编号', en: 'Code' }, initial: () => 'c-1' },
        role: { kind: 'choice', label: { zh: '角色', en: 'Role' }, options: () => roles },
        remark: { kind: 'text', optional: true, label: { zh: '备注', en: 'Remark' } },
      },
      run,
    });
    const { user } = renderPalette();
    const done = await start(command);
    expect(within(screen.getByRole('list', { name: '步骤' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1 名称', '2 编号', '3 角色', '4 备注']);
    await user.keyboard('{Alt>}4{/Alt}');
    await settle();
    // 编号 keeps its start; 角色 has none and is asked on the way.
    expect(palette.prompt).toMatchObject({ name: 'role' });
    await user.keyboard('教{Enter}');
    await waitFor(() => expect(palette.prompt).toMatchObject({ name: 'remark' }));
    await user.keyboard('甲班{Alt>}1{/Alt}');
    await waitFor(() => expect(palette.prompt).toMatchObject({ name: 'name', initial: '乙' }));
    await user.keyboard('{Control>}{Enter}{/Control}');
    await done();
    expect(run).toHaveBeenCalledWith(expect.anything(), { name: '乙', code: 'c-1', role: 'teacher', remark: '甲班' });
  });

  it('asks again, with the message, for a value a deep link gave that broke its rule', async () => {
    const run = vi.fn();
    const command = testCommand({
      id: 't.count',
      title: { zh: '设置数量', en: 'Set count' },
      args: { count: { kind: 'number', label: { zh: '数量', en: 'Count' }, min: 1 } },
      run,
    });
    const { user } = renderPalette();
    const done = await start(command, { count: '0' }, 'url');
    expect(alertText()).toBe('数量不能小于 1');
    await user.keyboard('3{Enter}');
    await done();
    expect(run).toHaveBeenCalledWith(expect.anything(), { count: '3' });
  });

  it('shows the record acted on and the answers so far (secrets masked) above each prompt', async () => {
    const command = testCommand({
      id: 't.edit',
      title: { zh: '编辑用户', en: 'Edit user' },
      subject: () => ({ title: '张三', values: [{ label: { zh: '账号', en: 'Account' }, text: 'zhangsan' }] }),
      args: {
        name: { kind: 'text', label: { zh: '姓名', en: 'Name' } },
        password: { kind: 'text', secret: true, label: { zh: '密码', en: 'Password' } },
        role: { kind: 'choice', label: { zh: '角色', en: 'Role' }, options: () => roles },
      },
    });
    const { user } = renderPalette();
    await start(command);
    const record = screen.getByRole('region', { name: '当前记录: 张三' });
    expect(within(record).getByText('账号').nextSibling?.textContent).toBe('zhangsan');
    expect(screen.queryByRole('region', { name: '已填写' })).toBeNull();
    await user.keyboard('李四{Enter}');
    await settle();
    await user.keyboard('s3cret{Enter}');
    await settle();
    screen.getByText('第 3/3 步', { exact: false });
    const answers = screen.getByRole('region', { name: '已填写' });
    expect(within(answers).getByText('姓名').nextSibling?.textContent).toBe('李四');
    expect(within(answers).getByText('密码').nextSibling?.textContent).toBe('••••••');
    expect(answers.textContent).not.toContain('s3cret');
    screen.getByRole('region', { name: '当前记录: 张三' });
  });
});

describe('choices', () => {
  const menus: ChoiceOption[] = [
    { value: '1', label: '系统管理', depth: 0 },
    { value: '2', label: '参数管理', depth: 1 },
    { value: '3', label: '工作台', depth: 0 },
    { value: '4', label: '通知公告', depth: 1 },
  ];
  const indent = (title: string) => screen.getByRole('option', titled(title)).querySelector<HTMLElement>('.palette-item-title')!.style.paddingInlineStart;

  it('indents a tree by depth, names ancestors while filtering, and offers to keep the starting value', async () => {
    const run = vi.fn();
    const command = testCommand({
      id: 't.parent',
      title: { zh: '移动菜单', en: 'Move menu' },
      args: { parent: { kind: 'choice', optional: true, label: { zh: '上级菜单', en: 'Parent' }, initial: () => '3', options: () => menus } },
      run,
    });
    const { user } = renderPalette();
    const done = await start(command);
    expect(optionTitles()).toEqual(['保留当前值: 工作台', '(不选择)', '系统管理', '参数管理', '工作台', '通知公告']);
    expect(indent('参数管理')).toBe('1.25rem');
    expect(indent('系统管理')).toBe('');
    await user.keyboard('通知');
    expect(optionTitles()).toEqual(['通知公告']);
    expect(screen.getByRole('option', titled('通知公告')).getAttribute('aria-label')).toBe('通知公告 工作台');
    await user.clear(screen.getByRole('combobox'));
    await user.keyboard('{Enter}');
    await done();
    expect(run).toHaveBeenCalledWith(expect.anything(), { parent: '3' });
  });

  it('skips an optional choice with its "none" row', async () => {
    const run = vi.fn();
    const command = testCommand({
      id: 't.parent2',
      title: { zh: '移动菜单', en: 'Move menu' },
      args: { parent: { kind: 'choice', optional: true, label: { zh: '上级菜单', en: 'Parent' }, options: () => menus } },
      run,
    });
    const { user } = renderPalette();
    const done = await start(command);
    expect(optionTitles()[0]).toBe('(不选择)');
    await user.keyboard('{Enter}');
    await done();
    expect(run).toHaveBeenCalledWith(expect.anything(), { parent: undefined });
  });

  it('picks several: Enter picks or drops, "done" or Ctrl+Enter accepts, values in the options\' order', async () => {
    const run = vi.fn();
    const command = testCommand({
      id: 't.roles',
      title: { zh: '分配角色', en: 'Assign roles' },
      args: { roles: { kind: 'choice', multiple: true, label: { zh: '角色', en: 'Roles' }, initial: () => 'student', options: () => roles } },
      run,
    });
    const { user } = renderPalette();
    const done = await start(command);
    // A picked row says so in its name (its box is not read out).
    expect(optionNames()).toEqual(['确定 (已选 1 项)', '管理员 administrator', '教师', '学生 (已选)']);
    await user.keyboard('教{Enter}');
    // The filter is cleared for the next pick.
    expect(optionNames()).toEqual(['确定 (已选 2 项)', '管理员 administrator', '教师 (已选)', '学生 (已选)']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(optionNames()[1]).toBe('管理员 (已选) administrator');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(optionNames()).toEqual(['确定 (已选 2 项)', '管理员 (已选) administrator', '教师 (已选)', '学生']);
    expect(run).not.toHaveBeenCalled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await done();
    expect(run).toHaveBeenCalledWith(expect.anything(), { roles: 'admin,teacher' });
  });

  it('takes the highlighted option on Ctrl+Enter when none is picked', async () => {
    const run = vi.fn();
    const command = testCommand({
      id: 't.roles3',
      title: { zh: '分配角色', en: 'Assign roles' },
      args: { roles: { kind: 'choice', multiple: true, label: { zh: '角色', en: 'Roles' }, options: () => roles } },
      run,
    });
    const { user } = renderPalette();
    const done = await start(command);
    await user.keyboard('学{Control>}{Enter}{/Control}');
    await done();
    expect(run).toHaveBeenCalledWith(expect.anything(), { roles: 'student' });
  });

  it('starts a required multiple choice on its first option; "done" with nothing picked is refused, with the message', async () => {
    const run = vi.fn();
    const command = testCommand({
      id: 't.roles2',
      title: { zh: '分配角色', en: 'Assign roles' },
      args: { roles: { kind: 'choice', multiple: true, label: { zh: '角色', en: 'Roles' }, options: () => roles, validate: (v) => (v ? undefined : { zh: '请选择角色', en: 'Choose a role' }) } },
      run,
    });
    const { user } = renderPalette();
    const done = await start(command);
    expect(selectedTitle()).toBe('管理员');
    await user.keyboard('{Home}{Enter}');
    expect(alertText()).toBe('请选择角色');
    await user.keyboard('学{Enter}');
    await user.keyboard('{Enter}');
    await done();
    expect(run).toHaveBeenCalledWith(expect.anything(), { roles: 'student' });
  });
});
