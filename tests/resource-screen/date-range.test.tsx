import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { execute } from '../../src/platform/registry';
import { renderConsoleAs } from '../helpers/console';
import { columnTexts } from './screens/round-trip-helpers';
import { giveTablesASize } from './gadget';

const bar = () => within(screen.getByRole('search'));
const codes = () => columnTexts(document.querySelector<HTMLElement>('.resource-view')!, '岗位编号');

let restoreSize: () => void;
beforeAll(() => {
  restoreSize = giveTablesASize(1200, 2000);
});
afterAll(() => restoreSize());

/** The school's four posts, created one a day from 2024-10-01 on. */
function datePosts(): void {
  const days: Record<string, string> = { ceo: '2024-10-01', principal: '2024-10-02', dean: '2024-10-03', teacher: '2024-10-04' };
  for (const row of db.rows('post').filter((post) => post.tenantId === '100001')) db.update('post', row, { createTime: `${days[String(row.postCode)]} 09:00:00` });
}

describe('the creation time\'s range in the search bar', () => {
  it('searches the days typed, the last one whole, and names its calendar buttons', async () => {
    datePosts();
    const user = userEvent.setup();
    await renderConsoleAs('schoolAdmin', '/system/post');
    await waitFor(() => expect(codes()).toHaveLength(4));
    expect(bar().getByRole('button', { name: '创建时间 起: 从日历选择' })).toBeTruthy();
    expect(bar().getByRole('button', { name: '创建时间 止: 从日历选择' })).toBeTruthy();
    await user.type(bar().getByRole('textbox', { name: '创建时间 起' }), '2024-10-02');
    await user.type(bar().getByRole('textbox', { name: '创建时间 止' }), '2024-10-03');
    await user.click(bar().getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(codes().sort()).toEqual(['dean', 'principal']));
  });

  it('refuses a day that does not exist and a last day before the first, with their messages, and does not search', async () => {
    datePosts();
    const user = userEvent.setup();
    await renderConsoleAs('schoolAdmin', '/system/post');
    await waitFor(() => expect(codes()).toHaveLength(4));
    const from = bar().getByRole('textbox', { name: '创建时间 起' });
    const to = bar().getByRole('textbox', { name: '创建时间 止' });
    await user.type(from, '2024-13-45');
    expect(await bar().findByText('创建时间的格式为 yyyy-MM-dd')).toBeTruthy();
    expect((from as HTMLInputElement).value).toBe('2024-13-45');
    await user.clear(from);
    await user.type(from, '2024-10-03');
    await user.type(to, '2024-10-02');
    expect(await bar().findByText('创建时间的结束日期不能早于开始日期')).toBeTruthy();
    await user.click(bar().getByRole('button', { name: '搜索' }));
    expect(codes()).toHaveLength(4);

    await expect(execute('crud.post.search', { createTimeFrom: '2024-10-03', createTimeTo: '2024-10-01' }, 'test')).rejects.toThrow(/结束日期不能早于开始日期/);
    await execute('crud.post.search', { createTimeFrom: '2024-10-03', createTimeTo: '2024-10-04' }, 'test');
    await waitFor(() => expect(codes().sort()).toEqual(['dean', 'teacher']));
  });
});
