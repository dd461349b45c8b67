import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { consoleCommands } from '../../commands';
import { execute } from '../../src/platform/registry';
import { selection, selectRows } from '../../src/core/selection';
import { session } from '../../src/core/session';
import type { MenuItem } from '../../src/core/menu';
import { closePalette, palette } from '../../src/palette/state';
import { goTo, renderConsoleAs } from '../helpers/console';
import { viewOf } from '../../src/engine/controller';
import { optionTitles, setUpConsolePalette, typeInPalette } from './helpers';

setUpConsolePalette();

describe('every command from anywhere', () => {
  it('finds the commands of every screen from the home page, by their words in any order and the screens\' aliases', async () => {
    await renderConsoleAs('schoolAdmin');
    // query typed on the home page → the command it finds first
    const table: [string, string][] = [
      ['新增通知', '通知公告 · 新增'],
      ['通知 新增', '通知公告 · 新增'],
      ['年级新增', '年级 · 新增'],
      ['部门新增', '机构管理 · 新增'],
      ['老师新增', '用户管理 · 新增'],
      ['编辑年级', '年级 · 编辑所选'],
      ['删除部门', '机构管理 · 删除所选'],
      // Part of a screen's name: the screen before its commands.
      ['通知', '通知公告'],
      ['用户', '用户管理'],
      // A screen by its alias, or opened in words.
      ['部门', '机构管理'],
      ['老师', '用户管理'],
      ['打开 通知', '通知公告'],
    ];
    const found = [];
    for (const [query] of table) {
      await typeInPalette(query);
      found.push([query, optionTitles()[0]]);
      act(() => closePalette());
    }
    expect(found).toEqual(table);
  });

  it('opens on a letter typed on the home page, with it and the letters after it typed', async () => {
    await renderConsoleAs('schoolAdmin');
    const user = userEvent.setup();
    await user.keyboard('nj');
    // 年级's initials: the screen is found first.
    await waitFor(() => expect(optionTitles()[0]).toBe('年级'));
    expect((document.querySelector('.palette-input') as HTMLInputElement).value).toBe('nj');
  });

  it('finds a screen\'s commands by the name the server gives its menu, as a tenant renamed it', async () => {
    await renderConsoleAs('schoolAdmin');
    const renamed = (menus: readonly MenuItem[]): MenuItem[] =>
      menus.map((menu) => ({ ...menu, name: menu.path === '/desk/notice' ? '校园公告' : menu.name, children: menu.children && renamed(menu.children) }));
    act(() => void (session.menus = renamed(session.menus)));
    await typeInPalette('校园公告 新增');
    expect(optionTitles()[0]).toBe('通知公告 · 新增');
  });

  it('has every command on selected rows name them (Command.records), so the palette asks for them when none are', () => {
    const onRows = consoleCommands.filter((command) => command.group === 'selection');
    expect(onRows.length).toBeGreaterThan(20);
    expect(onRows.filter((command) => !command.records).map((command) => command.id)).toEqual([]);
  });

  it('puts the screen\'s own search before the global searches on it', async () => {
    await renderConsoleAs('schoolAdmin', '/desk/notice');
    await typeInPalette('搜索');
    expect(optionTitles()[0]).toBe('通知公告 · 搜索');
  });

  it('runs a record command from home: opens its screen, asks for the record by title on the server, then its fields', async () => {
    await renderConsoleAs('schoolAdmin');
    const user = await typeInPalette('编辑年级');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/school/grade'));
    await waitFor(() => expect(palette.prompt?.spec.label.zh).toBe('选择年级'));
    await user.keyboard('三年');
    await waitFor(() => expect(optionTitles()[0]).toBe('三年级'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(palette.prompt?.name).toBe('gradeName'));
    expect(selection.resource).toBe('grade');
    expect(selection.ids).toHaveLength(1);
    expect(document.querySelector<HTMLInputElement>('.palette-text-field input')!.value).toBe('三年级');
  });
});

describe('a tree choice starts from the current context', () => {
  it.each([
    // selected department (教务处's id, or none) → where 上级机构 starts
    [undefined, '星河实验小学'],
    ['1123598813738675204', '教务处'],
  ])('in 机构管理 新增 with %s selected, 上级机构 starts from %s', async (selected, start) => {
    await renderConsoleAs('schoolAdmin');
    goTo('/system/dept');
    await waitFor(() => expect(viewOf('dept')?.settled()).toBe(true));
    if (selected) act(() => selectRows('dept', [selected]));
    act(() => void execute('crud.dept.add', { deptName: '测试组', fullName: '测试组' }, 'palette').catch(() => undefined));
    await waitFor(() => expect(palette.prompt?.name).toBe('parentId'));
    await waitFor(() => expect(optionTitles()[0]).toBe(`保留当前值: ${start}`));
  });
});

describe('no raw id where a name exists', () => {
  it.each([
    ['0', undefined],
    ['1123598813738675204', '1123598813738675204'],
  ])('上级机构 %s reads as %s (a top-level unit has no parent to name)', async (value, text) => {
    const { argText } = await import('../../commands/crud/field-args');
    const { dept } = await import('../../src/schema/org/dept');
    expect(argText(dept.fields.find((field) => field.name === 'parentId')!, value)).toBe(text);
  });
});
