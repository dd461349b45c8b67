import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { selection } from '../../src/core/selection';
import { execute } from '../../src/platform/registry';
import { search, setPageSize } from '../../src/engine/controller';
import { gadget, prepareGadgetTests, renderGadgets, serveGadgets, toastTexts } from './gadget';

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
});
