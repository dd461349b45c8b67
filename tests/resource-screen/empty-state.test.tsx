import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { search } from '../../src/engine/controller';
import { gadget, prepareGadgetTests, renderGadgets, serveGadgets } from './gadget';

prepareGadgetTests();

describe('an empty table says why', () => {
  it('says the list has no rows, with nothing to clear', async () => {
    serveGadgets([]);
    renderGadgets();
    expect(await within(screen.getByRole('grid')).findByText('暂无数据')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '清空搜索' })).toBeNull();
  });

  it('says no row matches the search, and 清空搜索 brings the rows back', async () => {
    serveGadgets();
    renderGadgets();
    await screen.findByText('gadget 1');
    act(() => search(gadget.name, { name: 'no such gadget' }));
    await screen.findByText('没有符合搜索条件的数据');
    await userEvent.click(screen.getByRole('button', { name: '清空搜索' }));
    await screen.findByText('gadget 1');
    expect(screen.queryByText('没有符合搜索条件的数据')).toBeNull();
  });

  it('stripes every other row of a list', async () => {
    serveGadgets();
    renderGadgets();
    const row = (name: string) => screen.getByText(name).closest('[role=row]')!;
    await screen.findByText('gadget 1');
    await waitFor(() => expect(row('gadget 2').hasAttribute('data-stripe')).toBe(true));
    expect(row('gadget 1').hasAttribute('data-stripe')).toBe(false);
    expect(row('gadget 3').hasAttribute('data-stripe')).toBe(false);
  });
});
