/**
 * Resource screens driven through the palette alone, in the whole console against the Node
 * mock: a record is added, edited and searched for by typing each form field into the palette's
 * prompts, and what the commands did is read back from the mock's database.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { execute, InvalidArgumentError } from '../../../src/platform/registry';
import { db } from '../../../mock-server/db';
import { selectRows } from '../../../src/core/selection';
import { closeDialog, controllerOf, setDraft, viewOf } from '../../../src/engine/controller';
import { palette } from '../../../src/palette/state';
import { optionTitles, settle } from '../../palette/helpers';
import { preparePaletteScreens } from './palette-screens';
import { columnTexts, expectToast, openScreen, shownTotal } from './round-trip-helpers';

preparePaletteScreens();

type Row = Record<string, unknown>;
const live = (table: string) => db.rows<Row>(table).filter((row) => row.isDeleted === 0);

/** Opens the palette as Ctrl+K does, picks the command titled `title` and waits for its first prompt. */
async function runInPalette(title: string): Promise<UserEvent> {
  const user = userEvent.setup();
  await act(() => execute('palette.open', {}, 'hotkey'));
  await settle();
  await user.keyboard(title);
  await waitFor(() => expect(optionTitles()[0]).toBe(title));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(palette.prompt).not.toBeNull());
  await settle();
  return user;
}

/** Answers the prompt on screen: types into its field (emptied first) or filters its options, then Enter. */
async function answer(user: UserEvent, label: string, typed: string): Promise<void> {
  await waitFor(() => expect(palette.prompt?.spec.label.zh).toBe(label));
  await settle();
  const field = inPalette().queryByLabelText(label, { selector: 'input:not([role=combobox]), textarea' });
  if (field) await user.clear(field);
  await user.keyboard(`${typed}{Enter}`);
  await settle();
}

/** Queries within the open palette (the screen behind it has fields with the same labels). */
const inPalette = () => within(screen.getByRole('dialog', { name: '命令面板' }));
const prompting = () => screen.queryByRole('dialog', { name: '命令面板' })?.getAttribute('data-mode') === 'prompt';

describe('the palette alone', () => {
  it('adds a parameter field by field, with the form\'s message for an empty required field', async () => {
    await openScreen({ name: 'param', path: '/system/param', account: 'admin' });
    const user = await runInPalette('参数管理 · 新增');
    screen.getByText('第 1/4 步', { exact: false });
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('请输入参数名称');
    await answer(user, '参数名称', '面板参数');
    await answer(user, '参数键名', 'palette.key');
    await answer(user, '参数键值', 'palette-value');
    screen.getByText('可留空,按 Enter 跳过');
    await answer(user, '备注', '');
    await expectToast('新增成功');
    expect(live('param').filter((row) => row.paramName === '面板参数')).toEqual([
      expect.objectContaining({ paramKey: 'palette.key', paramValue: 'palette-value' }),
    ]);
  });

  it('adds a notice with a dictionary choice, a date and time, and rich text over several lines', async () => {
    await openScreen({ name: 'notice', path: '/desk/notice', account: 'schoolAdmin' });
    const user = await runInPalette('通知公告 · 新增');
    await answer(user, '通知标题', '面板通知');
    await waitFor(() => expect(optionTitles()).toContain('发布通知'));
    await answer(user, '通知类型', '发布');
    await answer(user, '通知日期', '2024-10-08');
    expect(screen.getByRole('alert').textContent).toBe('通知日期的格式为 yyyy-MM-dd HH:mm:ss');
    await answer(user, '通知日期', '2024-10-08 09:30:05');
    await user.keyboard('<p>第一行{Enter}第二行</p>{Control>}{Enter}{/Control}');
    await expectToast('新增成功');
    const stored = live('notice').find((row) => row.title === '面板通知');
    const category = db.rows<Row>('dict').find((row) => row.code === 'notice' && row.dictValue === '发布通知')!.dictKey;
    expect(stored).toMatchObject({ releaseTime: '2024-10-08 09:30:05', content: '<p>第一行\n第二行</p>', tenantId: '100001' });
    expect(String(stored!.category)).toBe(String(category));
  });

  it('adds a tenant package with several menus picked from the menu tree', async () => {
    await openScreen({ name: 'tenant_package', path: '/system/tenantpackage', account: 'admin' });
    const user = await runInPalette('租户产品包 · 新增');
    await answer(user, '产品包名', '面板产品包');
    // The menus' top level, each a closed branch (▸); a menu under one is found by the server's search.
    await waitFor(() => expect(optionTitles()).toContain('▸工作台'));
    await user.keyboard('工作台{Enter}');
    await user.keyboard('通知公告');
    await waitFor(() => expect(optionTitles()).toContain('通知公告'));
    await user.keyboard('{Enter}');
    expect(optionTitles()[0]).toBe('确定 (已选 2 项)');
    await user.keyboard('{Enter}');
    await settle();
    await answer(user, '备注', '');
    await expectToast('新增成功');
    const menuIds = (name: string) => db.rows<Row>('menu').filter((row) => row.name === name && row.isDeleted === 0).map((row) => String(row.id));
    const stored = live('tenant_package').find((row) => row.packageName === '面板产品包')!;
    const picked = String(stored.menuId).split(',');
    expect(picked).toHaveLength(2);
    expect(menuIds('工作台')).toContain(picked.find((id) => menuIds('工作台').includes(id)));
    expect(menuIds('通知公告')).toContain(picked.find((id) => menuIds('通知公告').includes(id)));
  });

  it('edits the selected parameter: shows it, starts from its values, saves the one changed', async () => {
    await openScreen({ name: 'param', path: '/system/param', account: 'admin' });
    const target = viewOf('param')!.rows()[0]!;
    const before = live('param').find((row) => String(row.id) === target.id)!;
    act(() => selectRows('param', [target.id]));
    const user = await runInPalette('参数管理 · 编辑所选');
    const record = screen.getByRole('region', { name: `当前记录: ${before.paramName}` });
    expect(within(record).getByText('参数键值').nextSibling?.textContent).toBe(before.paramValue);
    expect(inPalette().getByLabelText<HTMLInputElement>('参数名称').value).toBe(before.paramName);
    await answer(user, '参数名称', String(before.paramName));
    await user.keyboard('{Enter}');
    await settle();
    await answer(user, '参数键值', 'edited-in-palette');
    expect(within(screen.getByRole('region', { name: '已填写' })).getByText('参数键值').nextSibling?.textContent).toBe('edited-in-palette');
    await user.keyboard('{Enter}');
    await expectToast('更新成功');
    expect(live('param').find((row) => String(row.id) === target.id)).toMatchObject({
      paramName: before.paramName, paramKey: before.paramKey, paramValue: 'edited-in-palette', remark: before.remark,
    });
  });

  it('picks a parameter by its name and deletes it, with nothing but the palette', async () => {
    await openScreen({ name: 'param', path: '/system/param', account: 'admin' });
    const target = viewOf('param')!.rows()[1]!;
    const name = String(target.paramName);
    let user = await runInPalette('参数管理 · 选择行');
    await user.keyboard(name);
    await waitFor(() => expect(optionTitles()).toContain(name));
    // Enter picks the option the filter found; Ctrl+Enter accepts the choice.
    await user.keyboard('{Enter}');
    await settle();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(controllerOf('param').selected).toEqual([target.id]));
    user = await runInPalette('参数管理 · 删除所选');
    expect(inPalette().getByText('确定将选择数据删除?')).toBeTruthy();
    await user.keyboard('y');
    await expectToast('删除成功');
    expect(live('param').some((row) => String(row.id) === target.id)).toBe(false);
  });

  it('searches parameters by name, asked first; Ctrl+Enter leaves the other search fields as they are', async () => {
    const { view } = await openScreen({ name: 'param', path: '/system/param', account: 'admin' });
    const user = await runInPalette('参数管理 · 搜索');
    await waitFor(() => expect(palette.prompt?.spec.label.zh).toBe('参数名称'));
    await settle();
    inPalette().getByText(/可留空,按 Enter 跳过 · Ctrl\+Enter 确定并完成/);
    await user.keyboard('账号{Control>}{Enter}{/Control}');
    const matching = live('param').filter((row) => String(row.paramName).includes('账号'));
    expect(matching.length).toBeGreaterThan(0);
    await waitFor(() => expect(shownTotal(view)).toBe(matching.length));
    expect(columnTexts(view, '参数名称').sort()).toEqual(matching.map((row) => String(row.paramName)).sort());
  });
});

describe('the same commands from other callers', () => {
  it('refuse a value that breaks the schema\'s rule, given by an api caller, with the form\'s message', async () => {
    await openScreen({ name: 'param', path: '/system/param', account: 'admin' });
    const count = live('param').length;
    const adding = execute('crud.param.add', { paramName: ' ', paramKey: 'k', paramValue: 'v' }, 'api');
    await expect(adding).rejects.toThrow(InvalidArgumentError);
    await expect(adding).rejects.toThrow('请输入参数名称');
    expect(live('param')).toHaveLength(count);

    await openScreen({ name: 'client', path: '/system/client', account: 'admin' });
    const client = { clientId: 'c', clientSecret: 's', webServerRedirectUri: 'http://localhost', accessTokenValidity: '0' };
    await expect(execute('crud.client.add', client, 'api')).rejects.toThrow('请输入大于0的整数秒数');
    await expect(execute('crud.client.add', { ...client, authorizedGrantTypes: '' }, 'api')).rejects.toThrow('请选择授权类型');
  });

  it('open their dialogs when a button or shortcut runs them without arguments', async () => {
    await openScreen({ name: 'param', path: '/system/param', account: 'admin' });
    await act(() => execute('crud.param.add', {}, 'button'));
    await screen.findByRole('dialog', { name: '新增 · 参数管理' });
    expect(prompting()).toBe(false);
    act(() => closeDialog('param'));

    act(() => selectRows('param', [viewOf('param')!.rows()[0]!.id]));
    await act(() => execute('crud.param.edit', {}, 'hotkey'));
    await screen.findByRole('dialog', { name: '编辑 · 参数管理' });
    expect(prompting()).toBe(false);
    act(() => closeDialog('param'));

    // The search bar's button applies what the bar holds.
    act(() => setDraft('param', 'paramName', '账号'));
    await act(() => execute('crud.param.search', {}, 'button'));
    expect(prompting()).toBe(false);
    expect(controllerOf('param').filters).toEqual({ paramName: '账号' });
  });
});
