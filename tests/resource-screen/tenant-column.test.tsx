import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockServer } from '../../mock-server/node';
import { fixtures } from '../../fixtures';
import { execute, getCommand } from '../../src/platform/registry';
import { accounts, goTo, renderConsoleAs, type AccountName } from '../helpers/console';
import { columnTexts } from './screens/round-trip-helpers';
import { giveTablesASize } from './gadget';

const tenantName = Object.fromEntries(fixtures.tenant.map((tenant) => [tenant.tenantId, tenant.tenantName]));
const grid = () => screen.getByRole('grid');
const headers = () => within(grid()).getAllByRole('columnheader').map((cell) => cell.textContent!.trim()).filter(Boolean);
const column = (label: string) => columnTexts(document.querySelector<HTMLElement>('.resource-view')!, label);
const rowsOf = (table: 'post' | 'notice', tenantId?: string) =>
  fixtures[table].filter((row) => !tenantId || row.tenantId === tenantId).length;

// Tall enough for every post on one page of 30: the virtual table mounts only the rows that fit.
let restoreSize: () => void;
beforeAll(() => {
  restoreSize = giveTablesASize(1200, 2000);
});
afterAll(() => restoreSize());

describe('the tenant of platform lists', () => {
  it('shows the platform administrator each row\'s school on every tenant-scoped screen, and filters by it', async () => {
    await renderConsoleAs('admin', '/system/post');
    await screen.findByText(`共 ${rowsOf('post')} 条`);
    expect(headers()[0]).toBe('所属租户');
    await waitFor(() => expect(new Set(column('所属租户'))).toEqual(new Set(Object.values(tenantName))));

    await execute('crud.post.search', { tenantId: '100002' }, 'test');
    await screen.findByText(`共 ${rowsOf('post', '100002')} 条`);
    expect(new Set(column('所属租户'))).toEqual(new Set([tenantName['100002']]));

    // The search bar offers the tenants by name (the chosen one first), from a page of the tenant list.
    await userEvent.click(within(screen.getByRole('search')).getByRole('button', { name: /所属租户/ }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(fixtures.tenant.length + 1));
    const [all, chosen, ...others] = screen.getAllByRole('option').map((option) => option.textContent);
    expect([all, chosen]).toEqual(['全部', tenantName['100002']]);
    expect(new Set(others)).toEqual(new Set(fixtures.tenant.map((tenant) => tenant.tenantName).filter((name) => name !== tenantName['100002'])));
  });

  it('names each school\'s choices in a list of several schools\' rows: 文档\'s 年级 offers 一年级 once per school', async () => {
    await renderConsoleAs('admin', '/school/doc');
    const [docSearch] = await screen.findAllByRole('search');
    await userEvent.click(await within(docSearch!).findByRole('button', { name: /年级/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    const firstGrades = options.filter((text) => text?.startsWith('一年级'));
    expect(firstGrades.sort()).toEqual(['星河实验小学', '晨光外国语小学'].map((school) => `一年级 · ${school}`).sort());
    expect(new Set(options).size).toBe(options.length);
  });

  it('comes from the schema, not the screen: notices get it too, and a link carries the filter', async () => {
    await renderConsoleAs('admin');
    goTo('/desk/notice?tenantId=100001');
    await screen.findByText(`共 ${rowsOf('notice', '100001')} 条`);
    expect(headers()[0]).toBe('所属租户');
    await waitFor(() => expect(new Set(column('所属租户'))).toEqual(new Set([tenantName['100001']])));
  });

  it('names the school in the view dialog', async () => {
    await renderConsoleAs('admin', '/system/post');
    await screen.findByText(`共 ${rowsOf('post')} 条`);
    await execute('crud.post.search', { tenantId: '100001', postName: '校长' }, 'test');
    await screen.findByText('共 1 条');
    await userEvent.click(within(grid()).getByText('校长'));
    await execute('crud.post.view', {}, 'test');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('所属租户')).toBeTruthy();
    await within(dialog).findByText('星河实验小学');
  });

  it('names another school\'s related records by that school\'s own list (a document\'s posts)', async () => {
    await renderConsoleAs('admin', '/school/doc');
    await screen.findByText(`共 ${fixtures.doc.length} 条`);
    await execute('crud.doc.search', { tenantId: '100001', docName: '匆匆' }, 'test');
    await screen.findByText('共 1 条');
    const schoolPosts = fixtures.post.filter((post) => post.tenantId === '100001').map((post) => post.postName);
    await waitFor(() => {
      const names = (column('阅读岗位')[0] ?? '').split(', ').filter(Boolean);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(schoolPosts).toContain(name);
    });
  });

  for (const account of ['schoolAdmin', 'otherSchoolAdmin', 'teacher'] as const satisfies readonly AccountName[]) {
    it(`is not shown to ${account}, who sees their own school's rows only`, async () => {
      await renderConsoleAs(account, '/desk/notice');
      await screen.findByText(`共 ${rowsOf('notice', accounts[account].tenantId)} 条`);
      expect(headers()).not.toContain('所属租户');
      expect(within(screen.getByRole('search')).queryByText('所属租户')).toBeNull();
      expect(Object.keys(getCommand('crud.notice.search')!.args!)).not.toContain('tenantId');
    });
  }

  it('reads a platform screen\'s choices once, not once per row: 租户管理\'s 产品包 for every school', async () => {
    const asked: string[] = [];
    mockServer.use(http.get('*/api/blade-system/tenant-package/select', ({ request }) => void asked.push(new URL(request.url).search)));
    await renderConsoleAs('admin', '/system/tenant');
    await screen.findByText(`共 ${fixtures.tenant.length} 条`);
    const named = fixtures.tenant.find((row) => row.packageId)!;
    const packageName = fixtures.tenant_package.find((pack) => pack.id === named.packageId)!.packageName;
    await waitFor(() => expect(column('产品包')).toContain(packageName));
    expect(asked.every((search) => !search.includes('tenantId'))).toBe(true);
  });
});
