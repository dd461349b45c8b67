/**
 * What a user sees of a long table, which React Aria holds only a window of
 * (src/ui/table/window.ts): the row count and each row's index are the whole list's, the keys
 * move across the window's edge and to the list's ends, and select-all selects every row.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataTable } from '../../../src/ui/table/DataTable';
import type { DataColumn } from '../../../src/ui/table/types';
import { BLOCK, OPENING_MARGIN, openingWindow, shownEntries } from '../../../src/ui/table/window';
import { giveTablesASize } from '../../resource-screen/gadget';

interface Item {
  id: string;
  name: string;
}

const columns: DataColumn<Item>[] = [{ id: 'name', label: '名称', render: (row) => row.name }];
const items = (n: number): Item[] => Array.from({ length: n }, (_, i) => ({ id: String(i + 1), name: `item ${i + 1}` }));

function List({ rows, initiallySelected = [], onSelectionChange }: { rows: Item[]; initiallySelected?: string[]; onSelectionChange?: (ids: string[]) => void }) {
  const [selected, setSelected] = useState(initiallySelected);
  return (
    <DataTable
      label="列表"
      columns={columns}
      rows={rows}
      selected={selected}
      onSelectionChange={(ids) => {
        setSelected(ids);
        onSelectionChange?.(ids);
      }}
      emptyText="暂无数据"
      loadingText="加载中…"
    />
  );
}

let restoreSize: () => void;
beforeAll(() => (restoreSize = giveTablesASize()));
afterAll(() => restoreSize());

const grid = () => screen.getByRole('grid');
const rowOf = (name: string) => screen.getByText(name).closest<HTMLElement>('[role=row]')!;
const focusedRow = () => document.activeElement?.closest('[role=row]');

/**
 * Scrolls the table so that row `index` (from 0) is at its top. Without table.css the table does
 * not scroll itself, so React Aria scrolls its frame; happy-dom fires no scroll event itself.
 */
async function scrollTo(index: number) {
  const frame = grid().closest<HTMLElement>('.data-table-frame')!;
  await act(async () => {
    frame.scrollTop = index * 40;
    fireEvent.scroll(frame);
  });
}

describe('a table of 1,000 rows', () => {
  it('opens with the rows its view shows drawn, and none below them', async () => {
    render(<List rows={items(1000)} />);
    await screen.findByText('item 1');
    // The view is 600 px: the header and 14 rows of 40 px; the rows below come with a scroll.
    const drawn = screen.getAllByRole('row').slice(1).map((row) => row.getAttribute('aria-rowindex'));
    expect(drawn).toEqual(Array.from({ length: 14 }, (_, i) => String(i + 2)));
  });

  it('is given, before it scrolls or is focused, the rows in view, a few more and the last', () => {
    const entries = shownEntries(items(1000), null);
    const given = openingWindow(entries, 13);
    expect(given.map((entry) => entry.index)).toEqual([...Array.from({ length: 13 + OPENING_MARGIN }, (_, i) => i), 999]);
    expect(openingWindow(entries.slice(0, 10), 13)).toEqual(entries.slice(0, 10));
  });

  it('tells screen readers how many rows there are and where each is', async () => {
    render(<List rows={items(1000)} />);
    await waitFor(() => expect(grid().getAttribute('aria-rowcount')).toBe('1001'));
    expect(rowOf('item 1').getAttribute('aria-rowindex')).toBe('2');
    await scrollTo(700);
    await screen.findByText('item 701');
    await waitFor(() => expect(rowOf('item 701').getAttribute('aria-rowindex')).toBe('702'));
    expect(grid().getAttribute('aria-rowcount')).toBe('1001');
  });

  it('shows the rows in view while scrolling down and back up, past the rows it holds', async () => {
    render(<List rows={items(1000)} />);
    await screen.findByText('item 1');
    for (const index of [40, 80, 120, 500, 460, 420, 380, 340]) {
      await scrollTo(index);
      await waitFor(() => expect(rowOf(`item ${index + 1}`).getAttribute('aria-rowindex')).toBe(String(index + 2)));
    }
  });

  it('moves focus with ArrowDown past the rows it was given first, and to the ends with Ctrl+End and Ctrl+Home', async () => {
    const user = userEvent.setup();
    render(<List rows={items(1000)} />);
    await scrollTo(195);
    await screen.findByText('item 199');
    act(() => within(rowOf('item 199')).getByRole('rowheader').focus());
    for (let i = 0; i < 4; i++) await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedRow()?.getAttribute('aria-rowindex')).toBe('204'));
    expect(focusedRow()?.textContent).toContain('item 203');
    await user.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(focusedRow()?.textContent).toContain('item 1000'));
    expect(focusedRow()?.getAttribute('aria-rowindex')).toBe('1001');
    await user.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(focusedRow()?.textContent).toContain('item 1'));
    expect(focusedRow()?.getAttribute('aria-rowindex')).toBe('2');
  });

  it('walks the whole list with PageDown from the first row, past the rows it was given first', async () => {
    const user = userEvent.setup();
    render(<List rows={items(1000)} />);
    await screen.findByText('item 1');
    act(() => within(rowOf('item 1')).getByRole('rowheader').focus());
    const seen: number[] = [];
    while ((seen.at(-1) ?? 0) < 3 * BLOCK && seen.length < 40) {
      await user.keyboard('{PageDown}');
      seen.push(Number(focusedRow()?.getAttribute('aria-rowindex')));
    }
    // Each press moves a page (15 rows of 600 px) on, far past the rows React Aria held at first
    // (its first block, window.ts).
    expect(seen.map((index, i) => index - (seen[i - 1] ?? 2)).filter((step) => step < 1 || step > 15)).toEqual([]);
    expect(seen.at(-1)).toBeGreaterThanOrEqual(3 * BLOCK);
    expect(focusedRow()?.textContent).toContain(`item ${seen.at(-1)! - 1}`);
  });

  it('selects every row with the select-all checkbox, and none with it again', async () => {
    const picked = vi.fn();
    render(<List rows={items(1000)} onSelectionChange={picked} />);
    const selectAll = await screen.findByRole('checkbox', { name: 'Select All' });
    await userEvent.click(selectAll);
    expect(picked).toHaveBeenLastCalledWith(items(1000).map((item) => item.id));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select All' })).toHaveProperty('checked', true));
    expect(rowOf('item 3').getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select All' }));
    expect(picked).toHaveBeenLastCalledWith([]);
  });

  it("toggles a row with a press on its checkbox, which shows the row's selection, and names it", async () => {
    const picked = vi.fn();
    render(<List rows={items(1000)} onSelectionChange={picked} />);
    await screen.findByText('item 3');
    const box = () => within(rowOf('item 3')).getByRole('checkbox', { name: 'Select' });
    expect(box().getAttribute('aria-checked')).toBe('false');
    await userEvent.click(box());
    expect(picked).toHaveBeenLastCalledWith(['3']);
    await waitFor(() => expect(box().getAttribute('aria-checked')).toBe('true'));
    expect(rowOf('item 3').getAttribute('aria-selected')).toBe('true');
    await userEvent.click(box());
    expect(picked).toHaveBeenLastCalledWith([]);
  });

  it('does not take the rows it was given for all: with those checked, select-all is partly checked and selects the rest', async () => {
    const picked = vi.fn();
    // More than React Aria holds at first: its first block and the last row, and many more.
    const held = [...items(500), ...items(1000).slice(800)].map((item) => item.id);
    render(<List rows={items(1000)} initiallySelected={held} onSelectionChange={picked} />);
    await screen.findByText('item 1');
    const selectAll = screen.getByRole('checkbox', { name: 'Select All' });
    expect(selectAll).toHaveProperty('checked', false);
    expect(selectAll).toHaveProperty('indeterminate', true);
    await userEvent.click(selectAll);
    expect(picked).toHaveBeenLastCalledWith(items(1000).map((item) => item.id));
  });
});
