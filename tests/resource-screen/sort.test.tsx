import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute } from '../../src/platform/registry';
import { renderConsoleAs } from '../helpers/console';
import { columnTexts } from './screens/round-trip-helpers';
import { giveTablesASize } from './gadget';

const header = (label: string) => within(screen.getByRole('grid')).getByRole('columnheader', { name: new RegExp(label) });
const codes = () => columnTexts(document.querySelector<HTMLElement>('.resource-view')!, '岗位编号');
/** The school's posts in the seed: by their sort field (the default order), and by code. */
const bySort = ['ceo', 'principal', 'dean', 'teacher'];
const byCode = ['ceo', 'dean', 'principal', 'teacher'];

let restoreSize: () => void;
beforeAll(() => {
  restoreSize = giveTablesASize(1200, 2000);
});
afterAll(() => restoreSize());

describe('sorting a list by its column headers', () => {
  it('cycles a header through ascending, descending and the default order, as the server orders the rows', async () => {
    await renderConsoleAs('schoolAdmin', '/system/post');
    await waitFor(() => expect(codes()).toEqual(bySort));
    expect(header('岗位编号').getAttribute('aria-sort')).toBe('none');

    await userEvent.click(header('岗位编号'));
    await waitFor(() => expect(codes()).toEqual(byCode));
    expect(header('岗位编号').getAttribute('aria-sort')).toBe('ascending');

    await userEvent.click(header('岗位编号'));
    await waitFor(() => expect(codes()).toEqual([...byCode].reverse()));
    expect(header('岗位编号').getAttribute('aria-sort')).toBe('descending');

    await userEvent.click(header('岗位编号'));
    await waitFor(() => expect(codes()).toEqual(bySort));
    expect(header('岗位编号').getAttribute('aria-sort')).toBe('none');
  });

  it('sorts the focused header with Enter, and by the palette command with a column and a direction', async () => {
    await renderConsoleAs('schoolAdmin', '/system/post');
    await waitFor(() => expect(codes()).toEqual(bySort));
    header('岗位编号').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    fireEvent.keyUp(document.activeElement!, { key: 'Enter' });
    await waitFor(() => expect(codes()).toEqual(byCode));

    await execute('crud.post.sort', { column: 'sort', direction: 'descending' }, 'test');
    await waitFor(() => expect(codes()).toEqual([...bySort].reverse()));
    expect(header('岗位排序').getAttribute('aria-sort')).toBe('descending');
    expect(header('岗位编号').getAttribute('aria-sort')).toBe('none');
    await expect(execute('crud.post.sort', { column: 'remark', direction: 'ascending' }, 'test')).rejects.toThrow(/cannot be sorted by remark/);
  });
});
