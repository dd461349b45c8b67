import { PATIENCE } from '../helpers/patience';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentContext } from '../../src/platform/context';
import { execute, getCommand, isAvailable } from '../../src/platform/registry';
import { waitUntil } from '../../src/platform/harness/screen';
import { renderConsoleAs } from '../helpers/console';

/** The sheet's parts in order, each as its heading and the titles of its rows. */
async function openSheet(): Promise<{ heading: string; titles: string[] }[]> {
  await execute('layout.shortcuts', {}, 'test');
  const sheet = await screen.findByRole('dialog', { name: '快捷键' });
  return within(sheet).getAllByRole('rowgroup').slice(1).map((part) => {
    const [heading, ...rows] = within(part).getAllByRole('row');
    return { heading: heading!.textContent!, titles: rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent!) };
  });
}

describe('the shortcuts sheet', () => {
  it('lists the shortcuts that work on the current screen first, then the rest', async () => {
    await renderConsoleAs('admin', '/system/param');
    await waitUntil(() => isAvailable(getCommand('crud.param.add')!, currentContext()), PATIENCE, () => 'the param screen did not mount');
    const [here, elsewhere] = await openSheet();
    expect(here!.heading).toBe('当前页面可用');
    expect(here!.titles).toEqual(expect.arrayContaining(['参数管理 · 新增', '参数管理 · 刷新', '打开命令面板', '锁屏']));
    expect(here!.titles).not.toContain('岗位管理 · 新增');
    expect(elsewhere!.heading).toBe('其他页面或其他时候可用');
    expect(elsewhere!.titles).toEqual(expect.arrayContaining(['岗位管理 · 新增', '通知公告 · 刷新']));
    expect(elsewhere!.titles).not.toContain('参数管理 · 新增');
  });

  it('on the home page, puts every screen\'s shortcuts after the console\'s own', async () => {
    await renderConsoleAs('admin');
    const [here, elsewhere] = await openSheet();
    expect(here!.titles).toContain('打开命令面板');
    expect(here!.titles.some((title) => title.includes(': '))).toBe(false);
    expect(elsewhere!.titles).toContain('参数管理 · 新增');
  });
});

describe('the shortcuts sheet lists only what the user may run', () => {
  it.each([
    // account → a screen's keys listed, a screen's keys left out
    ['teacher', '通知公告 · 刷新', '用户管理 · 新增'],
    ['schoolAdmin', '用户管理 · 新增', '租户管理 · 新增'],
  ] as const)('%s sees %s, not %s', async (account, listed, left) => {
    await renderConsoleAs(account);
    const titles = (await openSheet()).flatMap((part) => part.titles);
    expect(titles).toContain(listed);
    expect(titles).not.toContain(left);
  });
});
