/**
 * Nothing granted or deleted behind the user's back, by keyboard in the palette against the
 * mock: approving a registration from the home page (roles least-privileged first, none taken for
 * the user, the confirmation naming applicant, role and department), and record commands that
 * leave no selection behind nor use one made on another screen.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userApi } from '../../src/api/user';
import { selection, selectRows } from '../../src/core/selection';
import { palette } from '../../src/palette/state';
import { controllerOf, viewOf } from '../../src/engine/controller';
import { goTo, renderConsoleAs } from '../helpers/console';
import { PATIENCE } from '../helpers/patience';
import { optionTitles, settle, setUpConsolePalette, typeInPalette } from '../palette/helpers';

setUpConsolePalette();

const TEACHER_ROLE = '1123598816738675207';
const WANG_FANG = '1123598821738675214';

const promptLabel = async (label: string) => waitFor(() => expect(palette.prompt?.spec.label.zh).toBe(label), { timeout: PATIENCE });

describe('approving a registration from the home page', () => {
  it('offers 教师 before 管理员, takes no role for the user, and names applicant, role and department before it runs', async () => {
    await renderConsoleAs('schoolAdmin');
    const user = await typeInPalette('通过');
    await waitFor(() => expect(optionTitles()[0]).toBe('注册审核 · 通过'));
    await user.keyboard('{Enter}');
    await promptLabel('要操作的注册审核');
    await user.keyboard('王');
    await waitFor(() => expect(optionTitles()).toEqual(['王芳']));
    await user.keyboard('{Control>}{Enter}{/Control}');

    await promptLabel('所属角色');
    await waitFor(() => expect(optionTitles()).toEqual(['确定 (已选 0 项)', '教师', '管理员']));
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(screen.getByRole('alert').textContent).toBe('请按 Enter 选定所属角色');
    await user.keyboard('{Enter}{Control>}{Enter}{/Control}');

    await promptLabel('所属部门');
    // The school's top department, a closed branch (▸): its levels open one at a time.
    await waitFor(() => expect(optionTitles()[1]).toBe('▸星河实验小学'));
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(palette.prompt?.spec.kind).toBe('confirm'));
    const question = within(screen.getByRole('group', { name: '确定通过所选注册申请?' }));
    question.getByText('注册审核 1 条: 王芳');
    expect(question.getByText('所属角色').nextElementSibling?.textContent).toBe('教师');
    expect(question.getByText('所属部门').nextElementSibling?.textContent).toBe('星河实验小学');
    await user.keyboard('{Enter}');

    await waitFor(async () => expect((await userApi.detail(WANG_FANG)).roleId).toBe(TEACHER_ROLE), { timeout: PATIENCE });
    // The applicant picked in the prompt is not left selected on 注册审核.
    expect(controllerOf('registration').selected).toEqual([]);
  });
});

describe('record commands from the palette', () => {
  it('leave no selection behind, and never act on rows selected on another screen', async () => {
    await renderConsoleAs('schoolAdmin');
    let user = await typeInPalette('编辑年级');
    await waitFor(() => expect(optionTitles()[0]).toBe('年级 · 编辑所选'));
    await user.keyboard('{Enter}');
    await promptLabel('选择年级');
    await user.keyboard('五');
    await waitFor(() => expect(optionTitles()).toEqual(['五年级']));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(palette.prompt?.subject?.title).toBe('五年级'), { timeout: PATIENCE });
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(palette.open).toBe(false), { timeout: PATIENCE });
    await settle();
    expect(window.location.pathname).toBe('/school/grade');
    expect(selection.ids).toEqual([]);
    expect(controllerOf('grade').selected).toEqual([]);

    // Rows checked on 年级, then the home page: a delete run there asks which rows, naming none unseen.
    await waitFor(() => expect(viewOf('grade')?.settled()).toBe(true), { timeout: PATIENCE });
    const [first] = viewOf('grade')!.rows();
    act(() => selectRows('grade', [first!.id]));
    await waitFor(() => expect(controllerOf('grade').selected).toEqual([first!.id]));
    goTo('/wel/index');
    await settle();
    user = await typeInPalette('删除年级');
    await waitFor(() => expect(optionTitles()[0]).toBe('年级 · 删除所选'));
    await user.keyboard('{Enter}');
    await promptLabel('要操作的年级');
    await user.keyboard('{Escape}');
    await settle();
    // Cancelled: the rows checked on 年级 are as they were.
    expect(controllerOf('grade').selected).toEqual([first!.id]);
  });
});
