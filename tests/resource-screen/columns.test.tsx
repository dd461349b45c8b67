import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readStored } from '../../src/base/local-data';
import { execute } from '../../src/platform/registry';
import { columnPrefsKey, restoreColumnPrefs, type ColumnPrefs } from '../../src/engine/column-prefs';
import { afterThisTest, gadget, prepareGadgetTests, renderGadgets, serveGadgets } from './gadget';

prepareGadgetTests();

/** The gadget screen's layout as a new user finds it, put back after each test. */
const untouched: ColumnPrefs = { order: [], hidden: [], widths: {}, density: 'normal' };
function freshLayout() {
  act(() => restoreColumnPrefs(gadget.name, untouched));
  afterThisTest(() => restoreColumnPrefs(gadget.name, untouched));
}

const headers = () => within(screen.getByRole('grid')).getAllByRole('columnheader').map((header) => header.dataset.column).filter(Boolean);

describe('laying out the table', () => {
  it('hides, shows and moves columns from the toolbar, and a new visit finds them so', async () => {
    freshLayout();
    serveGadgets();
    const view = renderGadgets();
    await screen.findByText('gadget 1');
    expect(headers()).toEqual(['name', 'color', 'createTime']);

    await userEvent.click(screen.getByRole('button', { name: '显示列' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '颜色' }));
    await waitFor(() => expect(headers()).toEqual(['name', 'createTime']));
    await userEvent.click(screen.getByRole('button', { name: '后移“名称”' }));
    await waitFor(() => expect(headers()).toEqual(['createTime', 'name']));

    view.unmount();
    renderGadgets(gadget, undefined, { register: false });
    await screen.findByText('gadget 1');
    expect(headers()).toEqual(['createTime', 'name']);
    expect(readStored<ColumnPrefs | null>(columnPrefsKey(gadget.name), null)?.hidden).toEqual(['color']);
  });

  it('keeps the last shown column: the command refuses to hide it', async () => {
    freshLayout();
    serveGadgets();
    renderGadgets();
    await screen.findByText('gadget 1');
    await execute('crud.gadget.columns', { action: 'hide', column: 'color' }, 'test');
    await execute('crud.gadget.columns', { action: 'hide', column: 'createTime' }, 'test');
    await expect(execute('crud.gadget.columns', { action: 'hide', column: 'name' }, 'test')).rejects.toThrow('至少要显示一列');
    await waitFor(() => expect(headers()).toEqual(['name']));
  });

  it('makes rows compact with the density switch and back with the command', async () => {
    freshLayout();
    serveGadgets();
    renderGadgets();
    await screen.findByText('gadget 1');
    const frame = () => document.querySelector<HTMLElement>('.data-table-frame')!;
    const rowHeight = () => screen.getByText('gadget 1').closest<HTMLElement>('[role=row]')!.parentElement!.style.height;
    expect(rowHeight()).toBe('40px');
    await userEvent.click(screen.getByRole('button', { name: '紧凑' }));
    await waitFor(() => expect(frame().dataset.density).toBe('compact'));
    await waitFor(() => expect(rowHeight()).toBe('32px'));
    await execute('crud.gadget.density', { density: 'normal' }, 'test');
    await waitFor(() => expect(rowHeight()).toBe('40px'));
  });

  it('sorts with Enter on a header\'s resizer, and widens the column with Shift+Enter and the arrow keys, remembering the width', async () => {
    freshLayout();
    serveGadgets();
    renderGadgets();
    await screen.findByText('gadget 1');
    const header = screen.getByRole('columnheader', { name: /^名称/ });
    const resizer = within(header).getByRole('slider');
    const before = Number(resizer.getAttribute('value'));
    act(() => resizer.focus());
    fireEvent.keyDown(resizer, { key: 'Enter' });
    fireEvent.keyUp(resizer, { key: 'Enter' });
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /^名称/ }).getAttribute('aria-sort')).toBe('ascending'));
    expect(readStored<ColumnPrefs | null>(columnPrefsKey(gadget.name), null)?.widths.name).toBeUndefined();

    fireEvent.keyDown(resizer, { key: 'Enter', shiftKey: true });
    fireEvent.keyUp(resizer, { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(resizer, { key: 'ArrowRight' });
    fireEvent.keyUp(resizer, { key: 'ArrowRight' });
    fireEvent.keyDown(resizer, { key: 'Enter' });
    fireEvent.keyUp(resizer, { key: 'Enter' });
    await waitFor(() => expect(readStored<ColumnPrefs | null>(columnPrefsKey(gadget.name), null)?.widths.name).toBe(before + 10));
  });

  it('gives a cut-off value its whole text as a title when the pointer rests on it', async () => {
    freshLayout();
    const rows = serveGadgets().rows;
    rows[0]!.name = 'gadget 1 with a name far too long for its column to show whole';
    renderGadgets();
    const text = await screen.findByText(/far too long/);
    fireEvent.pointerEnter(text);
    expect(text.getAttribute('title')).toBe('gadget 1 with a name far too long for its column to show whole');
  });
});
