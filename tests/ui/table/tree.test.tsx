/**
 * A tree table of which React Aria holds only a window (src/ui/table/window.ts): screen readers
 * still hear each row's level and place among its siblings, an unloaded branch says "loading",
 * and the arrow keys expand rows and move to a parent however far above it is.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataTable } from '../../../src/ui/table/DataTable';
import type { DataColumn } from '../../../src/ui/table/types';
import { giveTablesASize } from '../../resource-screen/gadget';

interface Place {
  id: string;
  name: string;
  children?: Place[];
  hasChildren?: boolean;
}

const columns: DataColumn<Place>[] = [{ id: 'name', label: '名称', render: (row) => row.name }];

/** 江苏 with 450 cities (expanded), 浙江 whose cities are not loaded (expanded), 安徽 with two (collapsed). */
const places: Place[] = [
  { id: 'js', name: '江苏', children: Array.from({ length: 450 }, (_, i) => ({ id: `js${i + 1}`, name: `江苏城市${i + 1}` })) },
  { id: 'zj', name: '浙江', hasChildren: true },
  { id: 'ah', name: '安徽', children: [{ id: 'ah1', name: '合肥' }, { id: 'ah2', name: '芜湖' }] },
];

function Tree({ onExpandedChange }: { onExpandedChange?: (ids: string[]) => void }) {
  const [expanded, setExpanded] = useState(['js', 'zj']);
  return (
    <DataTable
      label="地区"
      columns={columns}
      rows={places}
      selected={[]}
      onSelectionChange={() => undefined}
      emptyText="暂无数据"
      loadingText="加载中…"
      tree={{
        expanded,
        onExpandedChange: (ids) => {
          setExpanded(ids);
          onExpandedChange?.(ids);
        },
      }}
    />
  );
}

let restoreSize: () => void;
beforeAll(() => (restoreSize = giveTablesASize()));
afterAll(() => restoreSize());

const grid = () => screen.getByRole('treegrid');
const rowOf = (name: string) => screen.getByText(name).closest<HTMLElement>('[role=row]')!;
const aria = (row: HTMLElement) => ['aria-rowindex', 'aria-level', 'aria-posinset', 'aria-setsize'].map((name) => row.getAttribute(name));

/** Scrolls so that row `index` (from 0) is at the top (React Aria scrolls the frame without table.css). */
async function scrollTo(index: number) {
  const frame = grid().closest<HTMLElement>('.data-table-frame')!;
  await act(async () => {
    frame.scrollTop = index * 40;
    fireEvent.scroll(frame);
  });
}

describe('a tree table', () => {
  it('gives each row its level and place among its siblings, and counts every shown row', async () => {
    render(<Tree />);
    await screen.findByText('江苏');
    // 3 provinces, 450 cities and the "loading" row under 浙江, and the header row.
    await waitFor(() => expect(grid().getAttribute('aria-rowcount')).toBe('455'));
    expect(aria(rowOf('江苏'))).toEqual(['2', '1', '1', '3']);
    expect(aria(rowOf('江苏城市1'))).toEqual(['3', '2', '1', '450']);
    await scrollTo(445);
    await screen.findByText('浙江');
    await waitFor(() => expect(aria(rowOf('江苏城市450'))).toEqual(['452', '2', '450', '450']));
    expect(aria(rowOf('浙江'))).toEqual(['453', '1', '2', '3']);
    expect(rowOf('浙江').getAttribute('aria-expanded')).toBe('true');
    // The stand-in row under a branch whose children are still loading.
    const loading = rowOf('加载中…');
    expect(aria(loading)).toEqual(['454', '2', '1', '1']);
    expect(loading.getAttribute('aria-disabled')).toBe('true');
    expect(aria(rowOf('安徽'))).toEqual(['455', '1', '3', '3']);
    expect(rowOf('安徽').getAttribute('aria-expanded')).toBe('false');
  });

  it('expands a row with the right arrow, and moves from a city to its province with the left arrow, 440 rows up', async () => {
    const expandedChange = vi.fn();
    const user = userEvent.setup();
    render(<Tree onExpandedChange={expandedChange} />);
    await scrollTo(445);
    await screen.findByText('安徽');
    act(() => rowOf('安徽').focus());
    await user.keyboard('{ArrowRight}');
    expect(expandedChange).toHaveBeenLastCalledWith(['js', 'zj', 'ah']);
    expect(await screen.findByText('合肥')).toBeTruthy();
    act(() => rowOf('江苏城市440').focus());
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(document.activeElement).toBe(rowOf('江苏')));
    expect(within(rowOf('江苏')).getByText('江苏')).toBeTruthy();
  });
});
