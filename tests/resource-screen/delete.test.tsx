import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { execute } from '../../src/platform/registry';
import { selectRows, selection } from '../../src/core/selection';
import { renderGadgets, serveGadgets, prepareGadgetTests, toastTexts } from './gadget';

prepareGadgetTests();

const deleteButton = () => within(screen.getByRole('toolbar')).getByRole('button', { name: '删除' });
const removals = (seen: URL[]) => seen.filter((url) => url.pathname.endsWith('/remove'));

describe('deleting rows', () => {
  it('warns 请选择至少一条数据 when nothing is selected, and asks nothing', async () => {
    const server = serveGadgets();
    (renderGadgets());
    await screen.findByText('gadget 1');
    await userEvent.click(deleteButton());
    await waitFor(() => expect(toastTexts()).toContain('请选择至少一条数据'));
    expect(screen.queryByText('确定将选择数据删除?')).toBeNull();
    expect(removals(server.seen)).toEqual([]);
  });

  it('asks 确定将选择数据删除? and deletes the checked rows on OK', async () => {
    const server = serveGadgets();
    (renderGadgets());
    await screen.findByText('gadget 1');
    const checkboxes = within(screen.getByRole('grid')).getAllByRole('checkbox');
    await userEvent.click(checkboxes[1]); // [0] is select-all
    await userEvent.click(checkboxes[3]);
    await waitFor(() => expect(selection.ids).toEqual(['1', '3']));
    await userEvent.click(deleteButton());
    const question = (await screen.findByText('确定将选择数据删除?')).closest<HTMLElement>('[role=alertdialog]')!;
    await userEvent.click(within(question).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toastTexts()).toContain('删除成功'));
    expect(removals(server.seen)[0].searchParams.get('ids')).toBe('1,3');
    await screen.findByText('共 23 条');
    expect(screen.queryByText('gadget 1')).toBeNull();
    expect(selection.ids).toEqual([]);
  });

  it('keeps the rows when the question is cancelled', async () => {
    const server = serveGadgets();
    (renderGadgets());
    await screen.findByText('gadget 1');
    act(() => selectRows('gadget', ['2']));
    await userEvent.click(deleteButton());
    const question = (await screen.findByText('确定将选择数据删除?')).closest<HTMLElement>('[role=alertdialog]')!;
    await userEvent.click(within(question).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('确定将选择数据删除?')).toBeNull());
    expect(removals(server.seen)).toEqual([]);
    expect(selection.ids).toEqual(['2']);
  });

  it('deletes from the palette command once its confirm argument is given', async () => {
    const server = serveGadgets();
    (renderGadgets());
    await screen.findByText('gadget 1');
    act(() => selectRows('gadget', ['4']));
    // Without the argument (and without a palette to ask for it) nothing happens; the type check
    // refuses such a call too.
    // @ts-expect-error: a check is not asked, so it gives the confirmation
    await expect(execute('crud.gadget.delete', {}, 'test')).rejects.toThrow(/confirm/);
    await act(() => execute('crud.gadget.delete', { confirm: true }, 'test'));
    expect(removals(server.seen)[0].searchParams.get('ids')).toBe('4');
    await waitFor(() => expect(toastTexts()).toContain('删除成功'));
  });
});
