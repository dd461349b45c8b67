import { PATIENCE } from '../../helpers/patience';
/**
 * The five resource screens, round trip, driven like a user through the whole console against
 * the Node mock: required messages, add, search, edit, delete, the empty-selection warning and
 * paging; then who sees which rows and screens. One table of per-screen data drives it all.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { waitUntil } from '../../../src/platform/harness/screen';
import { db } from '../../../mock-server/db';
import { findMenuByPath } from '../../../src/core/menu';
import { session } from '../../../src/core/session';
import { resourceByName } from '../../../src/schema';
import { accounts, goTo, renderConsoleAs, type AccountName } from '../../helpers/console';
import { largeTablesAndPatientWaits } from '../gadget';
import {
  cellText, check, closeToasts, columnTexts, expectToast, fieldOf, fill, findRow, openScreen,
  rowsOf, seedRows, shownTotal, titleLabel, toolbarButton, visibleCount, type Entry,
} from './round-trip-helpers';

interface ScreenCase {
  name: string;
  path: string;
  account: AccountName;
  /** Label → message (the form's, to the letter) of each required field an empty add form leaves empty. */
  required: Record<string, string>;
  /** A valid record by field label (the title field's value names its row). */
  valid: Record<string, Entry>;
  search: { label: string; text: string };
  edit: { label: string; value: string };
  /** Business fields of a seeded row, as stored (the title field is set per row). */
  seed: Record<string, unknown>;
}

const screens: ScreenCase[] = [
  {
    name: 'param',
    path: '/system/param',
    account: 'admin',
    required: { 参数名称: '请输入参数名称', 参数键名: '请输入参数键名', 参数键值: '请输入参数键值' },
    valid: { 参数名称: '往返测试参数', 参数键名: 'roundtrip.key', 参数键值: 'roundtrip-value', 备注: '往返备注' },
    search: { label: '参数名称', text: '往返' },
    edit: { label: '参数键值', value: 'changed-value' },
    seed: { paramKey: 'paging.key', paramValue: 'v', remark: '' },
  },
  {
    name: 'tenant_package',
    path: '/system/tenantpackage',
    account: 'admin',
    required: { 产品包名: '请输入产品包名称', 菜单列表: '请选择菜单' },
    valid: { 产品包名: '往返测试产品包', 菜单列表: ['工作台', '通知公告'], 备注: '往返备注' },
    search: { label: '产品包名', text: '往返' },
    edit: { label: '备注', value: '改过的备注' },
    seed: { menuId: '1123598815738675201', remark: '' },
  },
  {
    name: 'client',
    path: '/system/client',
    account: 'admin',
    // 授权类型, 授权范围 and the two lifetimes start from their defaults.
    required: { 应用id: '请输入应用id', 应用密钥: '请输入应用密钥', 回调地址: '请输入回调地址' },
    valid: { 应用id: 'roundtrip-client', 应用密钥: 'roundtrip-secret', 令牌秒数: '7200', 回调地址: 'http://localhost:9999' },
    search: { label: '应用id', text: 'roundtrip' },
    edit: { label: '回调地址', value: 'http://localhost:7777' },
    seed: {
      clientSecret: 's', resourceIds: '', scope: 'all', authorizedGrantTypes: 'password', webServerRedirectUri: 'http://localhost',
      authorities: '', accessTokenValidity: 3600, refreshTokenValidity: 7200, additionalInformation: '', autoapprove: '',
    },
  },
  {
    name: 'post',
    path: '/system/post',
    account: 'schoolAdmin',
    required: { 岗位类型: '请选择岗位类型', 岗位编号: '请输入岗位编号', 岗位名称: '请输入岗位名称', 岗位排序: '请输入岗位排序' },
    valid: { 岗位类型: '中层', 岗位编号: 'roundtrip', 岗位名称: '往返测试岗位', 岗位排序: '9', 岗位描述: '往返描述' },
    search: { label: '岗位名称', text: '往返' },
    edit: { label: '岗位类型', value: '基层' },
    // Sort 0 puts the seeded posts before the fixtures' (sorted 1 and up).
    seed: { category: 1, postCode: 'paging', sort: 0, remark: '' },
  },
  {
    name: 'notice',
    path: '/desk/notice',
    account: 'schoolAdmin',
    required: { 通知标题: '请输入通知标题', 通知类型: '请选择通知类型', 通知日期: '请选择通知日期' },
    valid: { 通知标题: '往返测试通知', 通知类型: '发布通知', 通知日期: '2024-10-08 09:30:05', 通知内容: '<p>往返内容</p>' },
    search: { label: '通知标题', text: '往返' },
    edit: { label: '通知日期', value: '2024-10-09 18:00:00' },
    seed: { category: 1, releaseTime: '2024-10-01 09:00:00', content: '<p>分页</p>' },
  },
];

// Each step waits on the mock and, the first time, on lazily loaded code (the confirm dialog).
largeTablesAndPatientWaits();
afterEach(() => closeToasts());

describe.each(screens)('the $name screen ($path, as $account)', (data) => {
  it('shows a required field\'s message when it is left, and every message on saving an empty form', async () => {
    const { view } = await openScreen(data);
    const user = userEvent.setup();
    await user.click(toolbarButton(view, '新增'));
    const dialog = await screen.findByRole('dialog', { name: /^新增 · / });
    const [first, ...others] = Object.keys(data.required);
    // The first field has focus when the form opens; Tab leaves it.
    await waitFor(() => expect(fieldOf(dialog, first!).contains(document.activeElement)).toBe(true));
    await user.tab();
    expect(await within(fieldOf(dialog, first!)).findByText(data.required[first!]!)).toBeTruthy();
    for (const label of others) expect(within(dialog).queryByText(data.required[label]!), label).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    for (const [label, message] of Object.entries(data.required)) {
      expect(await within(fieldOf(dialog, label)).findByText(message), label).toBeTruthy();
    }
    // Nothing was sent: the dialog stays, the list is as it was.
    expect(screen.getByRole('dialog', { name: /^新增 · / })).toBeTruthy();
    expect(shownTotal(view)).toBe(visibleCount(resourceByName(data.name)!, data.account));
  });

  it('adds a record, finds it by search, edits it and deletes it', async () => {
    const { schema, view } = await openScreen(data);
    const user = userEvent.setup();
    const title = titleLabel(schema);
    const name = String(data.valid[title]);
    const row = () => findRow(view, title, name);
    const before = shownTotal(view);

    // Add.
    await user.click(toolbarButton(view, '新增'));
    const adding = await screen.findByRole('dialog', { name: /^新增 · / });
    for (const [label, value] of Object.entries(data.valid)) await fill(user, adding, label, value);
    await user.click(within(adding).getByRole('button', { name: '保存' }));
    await expectToast('新增成功');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(row()).toBeTruthy());
    expect(shownTotal(view)).toBe(before + 1);
    const added = row()!;
    for (const [label, value] of Object.entries(data.valid)) {
      const shown = cellText(view, added, label);
      // Fields without a column (menus, rich text, descriptions) are not in the list.
      if (shown !== undefined) expect(shown, label).toBe(typeof value === 'string' ? value : value.join(', '));
    }

    // Search: only matching rows, then clear brings every row back.
    const search = within(view).getByRole('search');
    const unrelated = columnTexts(view, title).find((text) => !text!.includes(data.search.text))!;
    await fill(user, search, data.search.label, data.search.text);
    await user.click(within(search).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(findRow(view, title, unrelated)).toBeUndefined());
    expect(row()).toBeTruthy();
    for (const shown of rowsOf(view)) expect(cellText(view, shown, data.search.label)).toContain(data.search.text);
    expect(shownTotal(view)).toBe(rowsOf(view).length);
    await user.click(within(search).getByRole('button', { name: '清空' }));
    await waitFor(() => expect(findRow(view, title, unrelated)).toBeTruthy());
    expect(shownTotal(view)).toBe(before + 1);
    expect(fieldOf(search, data.search.label).querySelector('input')).toHaveProperty('value', '');

    // Edit the selected row.
    await check(user, row()!);
    await user.click(toolbarButton(view, '编辑'));
    const editing = await screen.findByRole('dialog', { name: /^编辑 · / });
    await waitFor(() => expect(editing.querySelector('form.record-form')).toBeTruthy());
    await fill(user, editing, data.edit.label, data.edit.value);
    await user.click(within(editing).getByRole('button', { name: '保存' }));
    await expectToast('更新成功');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cellText(view, row()!, data.edit.label)).toBe(data.edit.value));

    // Delete it, after the question.
    await check(user, row()!);
    await user.click(toolbarButton(view, '删除'));
    const question = await screen.findByRole('alertdialog', { name: '提示' });
    expect(within(question).getByText('确定将选择数据删除?')).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: '确定' }));
    await expectToast('删除成功');
    await waitFor(() => expect(row()).toBeUndefined());
    expect(shownTotal(view)).toBe(before);
  });

  it('warns 请选择至少一条数据 when delete is pressed with no row selected', async () => {
    const { view } = await openScreen(data);
    const user = userEvent.setup();
    await user.click(toolbarButton(view, '删除'));
    await expectToast('请选择至少一条数据');
    expect(screen.queryByRole('alertdialog', { name: '提示' })).toBeNull();
    expect(shownTotal(view)).toBe(visibleCount(resourceByName(data.name)!, data.account));
  });

  it('pages through more rows than one page holds, and shows them all at 30 a page', async () => {
    const schema = resourceByName(data.name)!;
    const titles = Array.from({ length: 15 }, (_, i) => `分页${String(i + 1).padStart(2, '0')}`);
    seedRows(schema, data.seed, titles, accounts[data.account].tenantId);
    const total = visibleCount(schema, data.account);
    const pages = Math.ceil(total / 10);
    expect(total).toBeLessThanOrEqual(30);

    const { view } = await openScreen(data);
    const user = userEvent.setup();
    const names = () => columnTexts(view, titleLabel(schema));
    const pager = within(view).getByRole('navigation', { name: '分页' });
    expect(names()).toEqual(titles.slice(0, 10));
    expect(pager.textContent).toContain(`共 ${total} 条`);
    expect(pager.textContent).toContain(`第 1 / ${pages} 页`);

    await user.click(within(pager).getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(names().slice(0, 5)).toEqual(titles.slice(10)));
    expect(rowsOf(view)).toHaveLength(Math.min(10, total - 10));
    expect(pager.textContent).toContain(`第 2 / ${pages} 页`);
    expect(pager.textContent).toContain(`共 ${total} 条`);

    await user.click(within(pager).getByRole('button', { name: /每页条数/ }));
    await user.click(await screen.findByRole('option', { name: '30 条/页' }));
    // The table holds the whole page (it draws the rows in view; its row count tells screen readers the rest).
    await waitFor(() => expect(within(view).getByRole('grid').getAttribute('aria-rowcount')).toBe(String(total + 1)));
    expect(names().slice(0, 15)).toEqual(titles);
    expect(pager.textContent).toContain('第 1 / 1 页');
  });
});

describe.each(screens.filter((data) => resourceByName(data.name)!.scope === 'tenant'))('the $name screen of a school', (data) => {
  it('lists only the school\'s own rows', async () => {
    const schema = resourceByName(data.name)!;
    const title = (row: Record<string, unknown>) => String(row[schema.titleField!]);
    const shows = (view: HTMLElement, row: Record<string, unknown>) => Boolean(findRow(view, titleLabel(schema), title(row)));
    // The other school (100002) has fixture rows; one more whose title no row of 100001 shares.
    seedRows(schema, data.seed, ['晨光小学的行'], accounts.otherSchoolAdmin.tenantId);
    const live = db.rows<Record<string, unknown>>(schema.name).filter((row) => row.isDeleted === 0);
    const mine = live.filter((row) => row.tenantId === accounts[data.account].tenantId);
    const theirs = live.filter((row) => row.tenantId === accounts.otherSchoolAdmin.tenantId && !mine.some((own) => title(own) === title(row)));
    expect(theirs.length).toBeGreaterThan(0);

    const { view } = await openScreen(data);
    expect(shownTotal(view)).toBe(mine.length);
    for (const row of mine) expect(shows(view, row), title(row)).toBe(true);
    for (const row of theirs) expect(shows(view, row), title(row)).toBe(false);
  });
});

describe('platform screens', () => {
  it.each(screens.filter((data) => resourceByName(data.name)!.scope === 'platform'))(
    'are not in a school admin\'s menus: $path goes to /404',
    async ({ path }) => {
      await renderConsoleAs('schoolAdmin');
      expect(findMenuByPath(session.menus, path)).toBeUndefined();
      goTo(path);
      await waitUntil(() => window.location.pathname === '/404', PATIENCE, () => `${path} stayed at ${window.location.pathname}`);
      expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
      expect(document.querySelector('[data-resource]')).toBeNull();
    },
  );
});


describe('a date field', () => {
  it('refuses a date that does not exist, and keeps the other parts while the year is retyped', async () => {
    const notice = screens.find((data) => data.name === 'notice')!;
    const { view } = await openScreen(notice);
    const user = userEvent.setup();
    const row = rowsOf(view)[0]!;
    const before = cellText(view, row, '通知日期')!;
    await check(user, row);
    await user.click(toolbarButton(view, '编辑'));
    const editing = await screen.findByRole('dialog', { name: /^编辑 · / });
    const date = within(editing).getByRole('textbox', { name: '通知日期' }) as HTMLInputElement;
    await fill(user, editing, '通知日期', '2024-13-45 09:00:00');
    await user.click(within(editing).getByRole('button', { name: '保存' }));
    expect(await within(editing).findByText('通知日期的格式为 yyyy-MM-dd HH:mm:ss')).toBeTruthy();
    expect(date.value).toBe('2024-13-45 09:00:00');

    await fill(user, editing, '通知日期', before);
    date.setSelectionRange(0, 4);
    await user.type(date, '2031', { initialSelectionStart: 0, initialSelectionEnd: 4 });
    await user.click(within(editing).getByRole('button', { name: '保存' }));
    await expectToast('更新成功');
    await waitFor(() => expect(cellText(view, rowsOf(view).find((r) => cellText(view, r, '通知日期')?.startsWith('2031-'))!, '通知日期')).toBe(`2031${before.slice(4)}`));
  });
});
