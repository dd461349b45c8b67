/**
 * Palette steps that grant, and confirmations that destroy: the user picks every grant (the
 * highlight is never taken for them), a grant tree picks as the grant dialog does, and a
 * destructive confirmation starts on 取消, naming what it acts on.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { execute } from '../../src/platform/registry';
import type { AnyCommand, ChoiceOption } from '../../src/platform/types';
import { runWithDefaults } from '../../src/palette/run';
import { palette } from '../../src/palette/state';
import { optionNames, optionTitles, renderPalette, settle, setUpPalettePrompterTests, testCommand } from './helpers';

setUpPalettePrompterTests();

async function start(command: AnyCommand, given: Record<string, unknown> = {}) {
  let result: Promise<unknown> = Promise.resolve();
  act(() => void (result = execute(command, given, 'palette')));
  await settle();
  return () => act(() => result);
}

const roles: ChoiceOption[] = [{ value: 'teacher', label: '教师' }, { value: 'admin', label: '管理员' }];

describe('a step that grants', () => {
  it('is never taken by Ctrl+Enter: the highlighted role is refused until picked with Enter', async () => {
    const run = vi.fn();
    const command = testCommand({
      id: 't.approve',
      title: { zh: '审核通过', en: 'Approve' },
      args: { roles: { kind: 'choice', multiple: true, grants: true, label: { zh: '所属角色', en: 'Roles' }, options: () => roles } },
      run,
    });
    const { user } = renderPalette();
    const done = await start(command);
    expect(screen.getByRole('dialog').textContent).toContain('Ctrl+Enter 不代为选择高亮项');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('请按 Enter 选定所属角色');
    expect(run).not.toHaveBeenCalled();
    await user.keyboard('{Enter}{Control>}{Enter}{/Control}');
    await done();
    expect(run).toHaveBeenCalledWith(expect.anything(), { roles: 'teacher' });
  });

  it('is asked when an earlier step finishes with Ctrl+Enter, unless it starts from what is held', async () => {
    const run = vi.fn();
    const command = testCommand({
      id: 't.tenant',
      title: { zh: '新增租户', en: 'Add tenant' },
      args: {
        name: { kind: 'text', label: { zh: '名称', en: 'Name' } },
        held: { kind: 'choice', multiple: true, optional: true, grants: true, label: { zh: '已有权限', en: 'Held' }, options: () => roles, initial: () => '' },
        pack: { kind: 'choice', optional: true, grants: true, label: { zh: '产品包', en: 'Package' }, options: () => [{ value: 'p1', label: '基础包' }] },
      },
      run,
    });
    const { user } = renderPalette();
    const done = await start(command);
    await user.keyboard('星河{Control>}{Enter}{/Control}');
    await settle();
    // What is held (nothing) is kept; the package, which has no start, is asked: skipping it is a choice too.
    expect(palette.prompt).toMatchObject({ name: 'pack' });
    await user.keyboard('{Enter}');
    await done();
    expect(run).toHaveBeenCalledWith(expect.anything(), { name: '星河', held: '', pack: undefined });
  });

  it('is asked when the command is run with Ctrl+Enter from the list', async () => {
    const run = vi.fn();
    const command = testCommand({
      id: 't.grant',
      title: { zh: '配置角色', en: 'Grant roles' },
      args: { roles: { kind: 'choice', grants: true, label: { zh: '所属角色', en: 'Roles' }, options: () => roles } },
      run,
    });
    const { user } = renderPalette();
    act(() => void runWithDefaults(command));
    await waitFor(() => expect(palette.prompt).toMatchObject({ name: 'roles' }));
    await settle();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await settle();
    expect(run).not.toHaveBeenCalled();
    expect(palette.prompt).toMatchObject({ name: 'roles' });
    await user.keyboard('{Escape}');
  });
});

describe('a tree of ticks', () => {
  // 系统管理 is a label (a group the caller may not grant); 岗位管理 a menu with its buttons.
  const tree: ChoiceOption[] = [
    { value: 'label:sys', label: '系统管理', depth: 0, node: 'label' },
    { value: 'post', label: '岗位管理', depth: 1 },
    { value: 'post_add', label: '新增', depth: 2 },
    { value: 'post_edit', label: '修改', depth: 2 },
    { value: 'param', label: '参数管理', depth: 1 },
  ];
  const grant = (run = vi.fn()) => testCommand({
    id: 't.tree',
    title: { zh: '权限设置', en: 'Grant' },
    args: { menus: { kind: 'choice', multiple: true, optional: true, grants: true, tree: true, label: { zh: '菜单权限', en: 'Menus' }, options: () => tree, initial: () => 'param' } },
    run,
  });

  it('ticks a menu with its buttons, shows a branch partly ticked, and answers values only', async () => {
    const run = vi.fn();
    const { user } = renderPalette();
    const done = await start(grant(run));
    // The top level starts open, as in the dialog; 岗位管理's buttons are closed under it.
    expect(optionTitles()).toEqual(['确定 (已选 1 项)', '▾系统管理', '▸岗位管理', '参数管理']);
    expect(optionNames()[1]).toBe('系统管理');
    await user.keyboard('岗位{Enter}');
    expect(optionNames()).toEqual(['确定 (已选 4 项)', '系统管理', '岗位管理 (已选)', '参数管理 (已选)']);
    // → opens the branch; a button unticked leaves its menu partly ticked.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(optionTitles()).toEqual(['确定 (已选 4 项)', '▾系统管理', '▾岗位管理', '新增', '修改', '参数管理']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(optionNames().slice(2, 5)).toEqual(['岗位管理 (部分已选)', '新增', '修改 (已选)']);
    // Enter on a label picks nothing: it closes the group.
    await user.keyboard('{Home}{ArrowDown}{Enter}');
    expect(optionTitles()).toEqual(['确定 (已选 3 项)', '▸系统管理']);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await done();
    expect(run).toHaveBeenCalledWith(expect.anything(), { menus: 'post,post_edit,param' });
  });
});

describe('a destructive confirmation', () => {
  it('starts on 取消, so Enter does not go on; Y confirms', async () => {
    const run = vi.fn();
    const command = testCommand({
      id: 't.purge',
      title: { zh: '清空日志', en: 'Purge' },
      args: { sure: { kind: 'confirm', destructive: true, label: { zh: '确定清空?', en: 'Purge?' } } },
      run,
    });
    const { user } = renderPalette();
    let done = await start(command);
    expect(document.activeElement?.textContent).toBe('取消');
    await user.keyboard('{Enter}');
    await done();
    expect(run).not.toHaveBeenCalled();
    done = await start(command);
    await user.keyboard('y');
    await done();
    expect(run).toHaveBeenCalledWith(expect.anything(), { sure: true });
  });

  it('is not asked when there is nothing to confirm, and names what it concerns when there is', async () => {
    const run = vi.fn();
    const command = testCommand({
      id: 't.revoke',
      title: { zh: '权限设置', en: 'Grant' },
      args: {
        menus: { kind: 'choice', multiple: true, optional: true, grants: true, label: { zh: '菜单权限', en: 'Menus' }, options: () => roles, initial: () => 'teacher' },
        sure: {
          kind: 'confirm', destructive: true, label: { zh: '确定移除?', en: 'Remove?' },
          askedWhen: (_ctx, answers) => answers.menus !== 'teacher',
          details: async () => [{ label: { zh: '移除', en: 'Removed' }, text: '教师' }],
        },
      },
      run,
    });
    const { user } = renderPalette();
    let done = await start(command);
    await user.keyboard('{Enter}');
    await done();
    expect(run).toHaveBeenLastCalledWith(expect.anything(), { menus: 'teacher', sure: true });

    done = await start(command);
    // 教师 dropped from what was held.
    await user.keyboard('{ArrowDown}{Enter}');
    // Nothing picked: accepted as nothing, the highlighted option not taken.
    await user.keyboard('{Control>}{Enter}{/Control}');
    await settle();
    expect(palette.prompt).toMatchObject({ name: 'sure' });
    expect(screen.getByRole('group').textContent).toContain('移除教师');
    await user.keyboard('y');
    await done();
    expect(run).toHaveBeenLastCalledWith(expect.anything(), { menus: '', sure: true });
  });
});

describe('a draft resumed', () => {
  it('keeps its answered steps: Alt with a step\'s digit goes back to one', async () => {
    const run = vi.fn();
    const command = testCommand({
      id: 't.note',
      title: { zh: '发布通知', en: 'Post notice' },
      args: {
        title: { kind: 'text', label: { zh: '标题', en: 'Title' } },
        day: { kind: 'text', label: { zh: '日期', en: 'Day' } },
      },
      run,
    });
    const { user } = renderPalette();
    const done = await start(command);
    await user.keyboard('期末{Enter}');
    await settle();
    await user.keyboard('{Escape}');
    await done();
    await act(() => execute('palette.open', {}, 'hotkey'));
    await settle();
    await user.keyboard('{Enter}');
    await settle();
    expect(palette.prompt).toMatchObject({ name: 'day', step: 2, steps: 2 });
    await user.keyboard('周五{Alt>}1{/Alt}');
    await settle();
    expect(palette.prompt).toMatchObject({ name: 'title', initial: '期末', step: 1 });
    await user.keyboard('{Control>}a{/Control}期中{Control>}{Enter}{/Control}');
    await settle();
    expect(run).toHaveBeenCalledWith(expect.anything(), { title: '期中', day: '周五' });
  });
});

describe('a date prompt', () => {
  it('starts with its value selected, so a typed word replaces it; an end\'s +2d counts from its start', async () => {
    const run = vi.fn();
    const command = testCommand({
      id: 't.leave',
      title: { zh: '请假', en: 'Leave' },
      args: {
        startTime: { kind: 'date', time: true, label: { zh: '开始时间', en: 'Start' }, initial: () => '2030-02-01 09:00:00' },
        endTime: { kind: 'date', time: true, from: 'startTime', label: { zh: '结束时间', en: 'End' } },
      },
      run,
    });
    const { user } = renderPalette();
    const done = await start(command);
    const field = screen.getByRole('textbox', { name: '开始时间' }) as HTMLInputElement;
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    await user.keyboard('+1d{Enter}');
    await settle();
    expect(screen.getByRole('dialog').textContent).toContain('+3d、8:30 从开始时间');
    await user.keyboard('+2d{Enter}');
    await done();
    const today = new Date();
    const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const [startTime, endTime] = [run.mock.calls[0]![1].startTime as string, run.mock.calls[0]![1].endTime as string];
    today.setDate(today.getDate() + 1);
    expect(startTime.slice(0, 10)).toBe(day(today));
    const end = new Date(today);
    end.setDate(end.getDate() + 2);
    expect(endTime).toBe(`${day(end)} ${startTime.slice(11)}`);
  });
});
