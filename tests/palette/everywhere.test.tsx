import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { execute } from '../../src/platform/registry';
import { selection } from '../../src/core/selection';
import { closePalette, palette } from '../../src/palette/state';
import { renderConsoleAs } from '../helpers/console';
import { giveListAHeight, optionNames, settle } from './helpers';

const restoreHeight = giveListAHeight();
afterAll(() => restoreHeight());
afterEach(() => act(() => closePalette()));

async function typeInPalette(text: string) {
  const user = userEvent.setup();
  await act(() => execute('palette.open', {}, 'hotkey'));
  await settle();
  await user.keyboard(text);
  return user;
}

describe('every command from anywhere', () => {
  it('finds the commands of every screen from the home page, by their words in any order and the screens\' aliases', async () => {
    await renderConsoleAs('schoolAdmin');
    // query typed on the home page → the command it finds first
    const table: [string, string][] = [
      ['新增通知', '通知公告: 新增'],
      ['通知 新增', '通知公告: 新增'],
      ['年级新增', '年级: 新增'],
      ['部门新增', '机构管理: 新增'],
      ['老师新增', '用户管理: 新增'],
      ['编辑年级', '年级: 编辑所选'],
      ['删除部门', '机构管理: 删除所选'],
    ];
    const found = [];
    for (const [query] of table) {
      await typeInPalette(query);
      found.push([query, optionNames()[0]]);
      act(() => closePalette());
    }
    expect(found).toEqual(table);
  });

  it('puts the screen\'s own search before the global searches on it', async () => {
    await renderConsoleAs('schoolAdmin', '/desk/notice');
    await typeInPalette('搜索');
    expect(optionNames()[0]).toBe('通知公告: 搜索');
  });

  it('runs a record command from home: opens its screen, asks for the record by title on the server, then its fields', async () => {
    await renderConsoleAs('schoolAdmin');
    const user = await typeInPalette('编辑年级');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/school/grade'), { timeout: 5000 });
    await waitFor(() => expect(palette.prompt?.spec.label.zh).toBe('选择年级'), { timeout: 5000 });
    await user.keyboard('三年');
    await waitFor(() => expect(optionNames()[0]).toBe('三年级'), { timeout: 5000 });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(palette.prompt?.name).toBe('gradeName'), { timeout: 5000 });
    expect(selection.resource).toBe('grade');
    expect(selection.ids).toHaveLength(1);
    expect(document.querySelector<HTMLInputElement>('.palette-text-field input')!.value).toBe('三年级');
  });
});
