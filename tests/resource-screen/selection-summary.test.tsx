import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { selection } from '../../src/core/selection';
import { execute } from '../../src/platform/registry';
import { search, setPageSize } from '../../src/engine/controller';
import { mockServer } from '../../mock-server/node';
import { gadget, makeRows, prepareGadgetTests, renderGadgets, serveGadgets, toastTexts } from './gadget';

prepareGadgetTests();

const toolbar = () => within(screen.getByRole('toolbar'));

describe('the selection summary', () => {
  it('counts the checked rows, selects every row of the search on all pages, and bulk delete names and deletes them all', async () => {
    const server = serveGadgets();
    renderGadgets();
    await screen.findByText('gadget 1');
    // "gadget 1" matches gadget 1 and 10 to 19: 11 rows, 10 on the first page.
    act(() => search(gadget.name, { name: 'gadget 1' }));
    await screen.findByText('共 11 条');
    expect(toolbar().queryByRole('status')?.textContent).toBe('');

    await userEvent.click(within(screen.getByRole('grid')).getAllByRole('checkbox')[1]!);
    await waitFor(() => expect(toolbar().getByRole('status').textContent).toContain('已选 1 条'));
    await userEvent.click(toolbar().getByRole('button', { name: '选择全部 11 条匹配的数据' }));
    await waitFor(() => expect(toolbar().getByRole('status').textContent).toBe('已选全部 11 条匹配的数据'));

    await userEvent.click(toolbar().getByRole('button', { name: '删除' }));
    const question = (await screen.findByText('确定将选择数据删除?')).closest<HTMLElement>('[role=alertdialog]')!;
    // Named: how many, and the first few (the rest of them on pages not shown).
    expect(within(question).getByText('共 11 条数据: gadget 1、gadget 10、gadget 11 等')).toBeTruthy();
    await userEvent.click(within(question).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toastTexts()).toContain('删除成功'));
    const removed = server.seen.find((url) => url.pathname.endsWith('/remove'))!.searchParams.get('ids')!.split(',');
    expect(removed.sort()).toEqual(['1', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19']);
    expect(server.rows).toHaveLength(14);
  });

  it('keeps rows of other pages selected across a reload, and lets go only of a row the same page no longer lists', async () => {
    const server = serveGadgets();
    renderGadgets();
    await screen.findByText('gadget 1');
    // A page of one row, and every row selected right after asking for it: the selection must
    // hold whether the smaller page arrives before or after.
    act(() => setPageSize(gadget.name, 1));
    await act(() => execute('crud.gadget.selectMatching', {}, 'test'));
    await screen.findByText('共 25 条');
    await waitFor(() => expect(toolbar().getByRole('status').textContent).toBe('已选全部 25 条匹配的数据'));
    // Someone else deletes the row on screen; the reload lets go of it and of nothing else.
    server.rows.splice(0, 1);
    await act(() => execute('crud.gadget.refresh', {}, 'test'));
    await screen.findByText('gadget 2');
    await waitFor(() => expect(selection.ids).toHaveLength(24));
    expect(selection.ids).not.toContain('1');
  });

  it('selects more rows than a server answers in one page, reading them a page at a time with progress, and deletes them in short calls', async () => {
    const server = serveGadgets(makeRows(1201));
    renderGadgets();
    await screen.findByText('共 1201 条');
    // The second page waits until the test has seen the first page's progress.
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    mockServer.use(http.get('*/api/test/gadget/list', async ({ request }) => {
      if (new URL(request.url).searchParams.get('current') === '2') await released;
    }));
    const selecting = execute('crud.gadget.selectMatching', {}, 'test');
    const reading = (await screen.findByText('正在读取匹配的数据 500 / 1201 条')).closest<HTMLElement>('[role=dialog]')!;
    expect(within(reading).getByRole('progressbar')).toBeTruthy();
    release();
    expect(await act(() => selecting)).toBe(1201);
    await waitFor(() => expect(toolbar().getByRole('status').textContent).toBe('已选全部 1201 条匹配的数据'));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(server.lists().every((url) => Number(url.searchParams.get('size')) <= 500)).toBe(true);

    await act(() => execute('crud.gadget.delete', { confirm: true }, 'test'));
    const removes = server.seen.filter((url) => url.pathname.endsWith('/remove'));
    expect(removes).toHaveLength(13);
    expect(removes.every((url) => url.searchParams.get('ids')!.split(',').length <= 100)).toBe(true);
    expect(server.rows).toHaveLength(0);
  });

  it('stops reading when its dialog is closed, and leaves the selection as it was', async () => {
    serveGadgets(makeRows(1201));
    renderGadgets();
    await screen.findByText('共 1201 条');
    await userEvent.click(within(screen.getByRole('grid')).getAllByRole('checkbox')[1]!);
    await waitFor(() => expect(toolbar().getByRole('status').textContent).toContain('已选 1 条'));
    // The second page is held: the reading is under way when the dialog is closed.
    mockServer.use(http.get('*/api/test/gadget/list', async ({ request }) => {
      if (new URL(request.url).searchParams.get('current') === '2') await delay('infinite');
    }));
    const selecting = execute('crud.gadget.selectMatching', {}, 'test');
    const reading = (await screen.findByText('正在读取匹配的数据 500 / 1201 条')).closest<HTMLElement>('[role=dialog]')!;
    await userEvent.click(within(reading).getByRole('button', { name: '取消' }));
    expect(await act(() => selecting)).toBe(0);
    expect(selection.ids).toEqual(['1']);
  });
});
