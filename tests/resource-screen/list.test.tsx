import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { execute } from '../../src/platform/registry';
import { selectRows, selection } from '../../src/core/selection';
import { setDraft } from '../../src/engine/controller';
import { holdExports, renderGadgets, serveGadgets, prepareGadgetTests } from './gadget';

prepareGadgetTests();

const grid = () => screen.getByRole('grid');
/** Data rows (the header row excluded). */
const bodyRows = () => within(grid()).getAllByRole('row').filter((row) => row.querySelector('[role=gridcell], [role=rowheader]'));
/** The first text cell of a row (its checkbox cell comes before it). */
const cellOf = (row: HTMLElement) => row.querySelector<HTMLElement>('[role=rowheader]')!;

describe('the resource list', () => {
  it('renders the first page of records and the total', async () => {
    const server = serveGadgets();
    (renderGadgets());
    await screen.findByText('gadget 1');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('共 25 条')).toBeTruthy();
    expect(screen.getByText('第 1 / 3 页')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /^名称/ })).toBeTruthy();
    // Option codes read as their labels.
    expect(within(bodyRows()[0]).getByText('红')).toBeTruthy();
    const first = server.lists()[0].searchParams;
    expect([first.get('current'), first.get('size')]).toEqual(['1', '10']);
  });

  it('pages with next and previous, and changes the page size', async () => {
    const server = serveGadgets();
    (renderGadgets());
    await screen.findByText('gadget 1');
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByText('gadget 11');
    expect(screen.getByText('第 2 / 3 页')).toBeTruthy();
    expect(server.lists().at(-1)!.searchParams.get('current')).toBe('2');
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    await screen.findByText('gadget 1');
    await act(() => execute('crud.gadget.pageSize', { size: '30' }, 'test'));
    await screen.findByText('第 1 / 1 页');
    expect(server.lists().at(-1)!.searchParams.get('size')).toBe('30');
    expect(screen.getByRole('button', { name: /30 条\/页/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '下一页' }).hasAttribute('disabled')).toBe(true);
  });

  it('searches with the search bar: text as typed, dates as createTime_dategt / createTime_datelt', async () => {
    const server = serveGadgets();
    (renderGadgets());
    await screen.findByText('gadget 1');
    const search = screen.getByRole('search');
    await userEvent.type(within(search).getByRole('textbox', { name: '名称' }), 'gadget 2');
    act(() => setDraft('gadget', 'createTime', { from: '2024-01-01 00:00:00', to: '2024-01-31 23:59:59' }));
    await userEvent.click(within(search).getByRole('button', { name: '搜索' }));
    await screen.findByText('共 7 条');
    const query = server.lists().at(-1)!.searchParams;
    expect(query.get('name')).toBe('gadget 2');
    expect(query.get('createTime_dategt')).toBe('2024-01-01 00:00:00');
    expect(query.get('createTime_datelt')).toBe('2024-01-31 23:59:59');
    expect(query.get('current')).toBe('1');
    await userEvent.click(within(search).getByRole('button', { name: '清空' }));
    await screen.findByText('共 25 条');
    expect(within(search).getByRole('textbox', { name: '名称' })).toHaveProperty('value', '');
  });

  it('moves between rows with the keyboard and syncs checked rows with the console selection', async () => {
    serveGadgets();
    (renderGadgets());
    await screen.findByText('gadget 1');
    const user = userEvent.setup();
    await user.tab(); // the search bar's first field
    act(() => cellOf(bodyRows()[0]).focus());
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.closest('[role=row]')).toBe(bodyRows()[1]);
    await user.keyboard(' ');
    await waitFor(() => expect(selection).toMatchObject({ resource: 'gadget', ids: ['2'] }));
    expect(bodyRows()[1].getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown} ');
    await waitFor(() => expect(selection.ids).toEqual(['2', '3']));
    // A command (or a check) selecting rows checks them in the table.
    act(() => selectRows('gadget', ['5']));
    await waitFor(() => expect(bodyRows()[4].getAttribute('aria-selected')).toBe('true'));
    expect(bodyRows()[1].getAttribute('aria-selected')).toBe('false');
    // Edit and view act on exactly one row.
    expect(screen.getByRole('button', { name: '编辑' }).hasAttribute('disabled')).toBe(false);
  });

  it('opens a row with Enter, read-only', async () => {
    serveGadgets();
    (renderGadgets());
    await screen.findByText('gadget 1');
    act(() => cellOf(bodyRows()[2]).focus());
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: '查看 · 小工具' });
    // The name, and the content shown as (sanitised) HTML.
    await waitFor(() => expect(within(dialog).getAllByText('gadget 3')).toHaveLength(2));
    expect(selection.ids).toEqual(['3']);
  });

  it('selects a row on a click, as on every screen, and opens it on a double click', async () => {
    serveGadgets();
    (renderGadgets());
    await screen.findByText('gadget 1');
    await userEvent.click(cellOf(bodyRows()[3]));
    await waitFor(() => expect(selection.ids).toEqual(['4']));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.dblClick(cellOf(bodyRows()[1]));
    await screen.findByRole('dialog', { name: '查看 · 小工具' });
    expect(selection.ids).toEqual(['2']);
  });

  it('keeps only the rows in view in the DOM', async () => {
    serveGadgets();
    (renderGadgets());
    await screen.findByText('gadget 1');
    await act(() => execute('crud.gadget.pageSize', { size: '200' }, 'test'));
    await screen.findByText('第 1 / 1 页');
    // 600 px of table at 40 px a row: the 25 rows are not all mounted.
    expect(bodyRows().length).toBeLessThan(25);
    expect(grid().getAttribute('aria-rowcount')).toBe('26');
  });
});

describe('toolbar permissions', () => {
  it('shows a record button only when the permission map grants its code', async () => {
    serveGadgets();
    (renderGadgets(undefined, { gadget_add: true }));
    await screen.findByText('gadget 1');
    const toolbar = screen.getByRole('toolbar');
    const names = within(toolbar).getAllByRole('button').map((button) => button.textContent);
    // Import and its template come with the add permission; bulk edit needs the edit one.
    expect(names).toEqual(['新增', '导出', '刷新', '导入表格', '导入模板', '显示列', '紧凑']);
    expect(within(toolbar).queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('shows none of them without permissions, and the commands refuse too', async () => {
    serveGadgets();
    (renderGadgets(undefined, {}));
    await screen.findByText('gadget 1');
    expect(within(screen.getByRole('toolbar')).queryByRole('button', { name: '新增' })).toBeNull();
    await expect(execute('crud.gadget.add', {}, 'test')).rejects.toThrow(/not available/);
  });
});

describe('a toolbar button while its command runs', () => {
  it('is pending until the export it started has answered: a second press starts no second export', async () => {
    serveGadgets();
    const held = holdExports();
    (renderGadgets());
    await screen.findByText('gadget 1');
    const exportButton = within(screen.getByRole('toolbar')).getByRole('button', { name: '导出' });
    const user = userEvent.setup();
    await user.click(exportButton);
    await waitFor(() => expect(exportButton.hasAttribute('data-pending')).toBe(true));
    await user.click(exportButton);
    held.release();
    await waitFor(() => expect(exportButton.hasAttribute('data-pending')).toBe(false));
    expect(held.calls()).toBe(1);
  });
});

