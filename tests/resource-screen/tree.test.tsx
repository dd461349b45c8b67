import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { execute } from '../../src/platform/registry';
import { mockServer } from '../../mock-server/node';
import { defineResource } from '../../src/schema/types';
import { renderGadgets, prepareGadgetTests } from './gadget';

const branch = defineResource({
  name: 'branch',
  title: { zh: '分部', en: 'Branches' },
  menuPath: '/test/branch',
  menuCode: 'branch',
  api: { prefix: '/test/branch', list: 'list', lazy: true, detail: true, submit: true, remove: true },
  scope: 'tenant',
  buttons: { add: true, edit: true, delete: true, view: true },
  fields: [
    { name: 'branchName', label: { zh: '分部名称', en: 'Name' }, kind: 'input', required: { zh: '请输入分部名称', en: 'Enter the name' } },
    { name: 'sort', label: { zh: '排序', en: 'Sort' }, kind: 'number' },
  ],
});

const ok = (data: unknown) => HttpResponse.json({ code: 200, success: true, msg: '操作成功', data });

/** A lazy tree: 总部 → 一部 → 一组, 二部 (leaf); the names of children change on every fetch. */
function serveBranches() {
  const parents: string[] = [];
  let fetches = 0;
  mockServer.use(
    http.get('*/api/test/branch/lazy-list', ({ request }) => {
      const parentId = new URL(request.url).searchParams.get('parentId')!;
      parents.push(parentId);
      if (parentId === '0') {
        return ok([
          { id: 'a', parentId: '0', branchName: '总部', sort: 1, hasChildren: true },
          { id: 'b', parentId: '0', branchName: '二部', sort: 2, hasChildren: false },
        ]);
      }
      fetches++;
      return ok(parentId === 'a' ? [{ id: 'a1', parentId: 'a', branchName: `一部 v${fetches}`, sort: 1, hasChildren: false }] : []);
    }),
  );
  return parents;
}

prepareGadgetTests(branch);

describe('a lazy tree resource', () => {
  it('shows the top level without pages, and loads a row\'s children when it is expanded', async () => {
    const parents = serveBranches();
    (renderGadgets(branch, { branch_add: true }));
    await screen.findByText('总部');
    expect(screen.getByText('共 2 条')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '下一页' })).toBeNull();
    const top = screen.getByText('总部').closest<HTMLElement>('[role=row]')!;
    expect(top.getAttribute('aria-expanded')).toBe('false');
    // Only rows with children have an expand button.
    expect(within(screen.getByText('二部').closest<HTMLElement>('[role=row]')!).queryByRole('button')).toBeNull();
    // A press on the chevron opens the row and focuses it; it does not select it.
    await userEvent.click(within(top).getByRole('button', { name: '展开' }));
    expect(await screen.findByText('一部 v1')).toBeTruthy();
    expect(top.getAttribute('aria-expanded')).toBe('true');
    expect(top.getAttribute('aria-selected')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(top));
    expect(within(top).getByRole('button', { name: '收起' })).toBeTruthy();
    expect(screen.getByText('一部 v1').closest('[role=row]')!.getAttribute('aria-level')).toBe('2');
    expect(parents).toEqual(['0', 'a']);
  });

  it('puts the chevrons in the column that names the rows, wherever it stands', async () => {
    serveBranches();
    const sortFirst = defineResource({ ...branch, titleField: 'branchName', fields: [branch.fields[1], branch.fields[0]] });
    (renderGadgets(sortFirst, {}));
    const top = (await screen.findByText('总部')).closest<HTMLElement>('[role=row]')!;
    const cells = [...top.querySelectorAll<HTMLElement>('.data-table-cell')].slice(1);
    expect(cells.map((cell) => cell.textContent)).toEqual(['1', '▸总部']);
    expect(within(cells[0]).queryByRole('button')).toBeNull();
    expect(within(cells[1]).getByRole('button')).toBeTruthy();
  });

  it('reloads the loaded children on refresh', async () => {
    serveBranches();
    (renderGadgets(branch, {}));
    await screen.findByText('总部');
    await userEvent.click(within(screen.getByText('总部').closest<HTMLElement>('[role=row]')!).getByRole('button'));
    await screen.findByText('一部 v1');
    await act(() => execute('crud.branch.refresh', {}, 'test'));
    await waitFor(() => expect(screen.getByText('一部 v2')).toBeTruthy());
  });
});
