/**
 * The whole errand by keyboard, in the whole console against the Node mock: a school
 * administrator adds a department in the palette, adds a user in it, grants the user a role,
 * resets their password, and the user logs in with the reset password.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { execute } from '../../src/platform/registry';
import { selectRows } from '../../src/core/selection';
import { viewOf } from '../../src/engine/controller';
import { palette } from '../../src/palette/state';
import { login } from '../mock-server/helpers';
import { optionTitles, settle } from '../palette/helpers';
import { preparePaletteScreens } from '../resource-screen/screens/palette-screens';
import { closeToasts, expectToast, openScreen } from '../resource-screen/screens/round-trip-helpers';

preparePaletteScreens();

const inPalette = () => within(screen.getByRole('dialog', { name: '命令面板' }));

/** Ctrl+K, the command's title, Enter. */
async function runInPalette(user: UserEvent, title: string): Promise<void> {
  await act(() => execute('palette.open', {}, 'hotkey'));
  await settle();
  await user.keyboard(title);
  // The current screen's commands rank first, so the wanted row may sit below them: ↓ to it.
  await waitFor(() => expect(optionTitles()).toContain(title));
  await user.keyboard(`${'{ArrowDown}'.repeat(optionTitles().indexOf(title))}{Enter}`);
  await settle();
}

/** Types into the prompt labelled `label` (emptied first), then Enter. */
async function answer(user: UserEvent, label: string, typed: string): Promise<void> {
  await waitFor(() => expect(palette.prompt?.spec.label.zh).toBe(label));
  await settle();
  const field = inPalette().queryByLabelText(label, { selector: 'input:not([role=combobox]), textarea' });
  if (field) await user.clear(field);
  await user.keyboard(`${typed}{Enter}`);
  await settle();
}

/** Picks options of the choice prompt `label` by typing each, then accepts them (several) or takes the one. */
async function choose(user: UserEvent, label: string, picks: readonly string[], multiple: boolean): Promise<void> {
  await waitFor(() => expect(palette.prompt?.spec.label.zh).toBe(label));
  for (const pick of picks) {
    await user.keyboard(pick);
    await waitFor(() => expect(optionTitles()).toContain(pick));
    await user.keyboard('{Enter}');
    await settle();
  }
  if (multiple) {
    await waitFor(() => expect(optionTitles()[0]).toMatch(/^确定/));
    await user.keyboard('{Enter}');
    await settle();
  }
}

const live = (table: string) => db.rows<Record<string, unknown>>(table).filter((row) => row.isDeleted === 0);

it('adds a department and a user in it, grants a role, resets the password; the user logs in with it', async () => {
  await openScreen({ name: 'dept', path: '/system/dept', account: 'schoolAdmin' });
  const user = userEvent.setup();

  await runInPalette(user, '机构管理 · 新增');
  await answer(user, '机构名称', '四年级组');
  await answer(user, '机构全称', '南京市星河实验小学四年级组');
  await choose(user, '上级机构', ['星河实验小学'], false);
  await choose(user, '机构类型', ['部门'], false);
  await answer(user, '排序', '8');
  await answer(user, '备注', '');
  await expectToast('新增成功');
  const grade = live('dept').find((row) => row.deptName === '四年级组' && row.tenantId === '100001')!;
  expect(grade).toMatchObject({ parentId: '1123598813738675203', deptCategory: 2 });

  await runInPalette(user, '用户管理');
  await waitFor(() => expect(viewOf('user')?.settled()).toBe(true));
  await runInPalette(user, '用户管理 · 新增');
  await answer(user, '登录账号', 'zhaolei');
  await answer(user, '用户平台', '');
  await answer(user, '密码', 'Start-123');
  await answer(user, '确认密码', 'Start-123');
  await answer(user, '用户昵称', '赵磊');
  await answer(user, '用户姓名', '赵磊');
  await answer(user, '手机号码', '13912340000');
  await answer(user, '电子邮箱', '');
  await answer(user, '用户性别', '');
  await answer(user, '用户生日', '');
  await answer(user, '用户编号', '');
  await choose(user, '所属角色', ['教师'], true);
  await choose(user, '所属部门', ['四年级组'], true);
  await choose(user, '所属岗位', ['语文教师'], true);
  await expectToast('新增成功');
  const added = live('user').find((row) => row.account === 'zhaolei' && row.tenantId === '100001')!;
  expect(added).toMatchObject({ deptId: grade.id, roleId: '1123598816738675207' });
  await login('100001', 'zhaolei', 'Start-123');

  act(() => selectRows('user', [String(added.id)]));
  await runInPalette(user, '用户管理 · 角色配置');
  await choose(user, '所属角色', ['管理员', '教师'], true);
  await expectToast('操作成功!');
  // Picked in the options' order: the least-privileged role first.
  expect(live('user').find((row) => row.id === added.id)!.roleId).toBe('1123598816738675207,1123598816738675206');

  closeToasts();
  const hash = live('user').find((row) => row.id === added.id)!.password;
  await runInPalette(user, '用户管理 · 密码重置');
  await waitFor(() => expect(palette.prompt?.spec.kind).toBe('confirm'));
  await settle();
  // A reset starts on 取消 and names the account; Y confirms.
  expect(document.activeElement?.textContent).toBe('取消');
  inPalette().getByText('用户管理 1 条: 赵磊');
  await user.keyboard('y');
  await expectToast('操作成功!');
  expect(live('user').find((row) => row.id === added.id)!.password).not.toBe(hash);
  expect((await login('100001', 'zhaolei', '123456')).role_name).toBe('admin,teacher');
}, 90000);
