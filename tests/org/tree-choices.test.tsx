/**
 * Tree choices on a backend that refuses whole trees (tests/helpers/whole-trees.ts), in the whole
 * console against the Node mock: every form with a tree field (a department's, role's or menu's
 * parent, a user's departments and roles, a package's menus, a scope's menu) opens and chooses a
 * node found by typing a few letters of its name, by mouse, and one by keyboard; the tree opens a
 * level by mouse; the user screen's search bar and the palette's prompt choose a department the
 * same way. The chosen node is named without reading the tree.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mock-server/node';
import { roleTree } from '../../src/schema/org/trees';
import { TREE_ROOT, treeLevel } from '../../src/engine/tree-options';
import { saveRecord } from '../../src/engine/actions';
import { role } from '../../src/schema/org/role';
import { execute } from '../../src/platform/registry';
import { palette } from '../../src/palette/state';
import { resources } from '../../src/schema';
import type { FieldDef, ResourceSchema } from '../../src/schema/types';
import { chooseMaster, viewOf } from '../../src/engine/controller';
import { goTo, renderConsoleAs } from '../helpers/console';
import { PATIENCE } from '../helpers/patience';
import { refuseWholeTrees } from '../helpers/whole-trees';
import { optionTitles, setUpConsolePalette } from '../palette/helpers';
import { giveTablesASize } from '../resource-screen/gadget';

setUpConsolePalette();
let restoreSize: () => void;
beforeAll(() => {
  restoreSize = giveTablesASize(1200, 2000);
});
afterAll(() => restoreSize());

let refused: string[] = [];

const isTree = (field: FieldDef) => Boolean(field.options && 'levels' in field.options && field.form !== false);
const schemas: readonly ResourceSchema[] = resources;
const withTrees = schemas.filter((schema) => schema.buttons.add && schema.fields.some(isTree));

/** A node of each tree below its top level, found by its first letters, as each account sees it. */
const wanted: Record<string, { name: string; typed: string }> = {
  '/blade-system/dept/lazy-tree': { name: '三年级组', typed: '三年级' },
  '/blade-system/role/lazy-tree': { name: '教师', typed: '教' },
  '/blade-system/menu/lazy-menu-list': { name: '机构管理', typed: '机构' },
};

/** Opens the field's tree choice, types a few letters and clicks the match. */
async function chooseByTyping(dialog: HTMLElement, field: FieldDef) {
  const { name, typed } = wanted[(field.options as { levels: string }).levels]!;
  const user = userEvent.setup();
  await user.click(within(dialog).getByRole('button', { name: new RegExp(field.label.zh) }));
  await user.type(await screen.findByRole('searchbox', { name: field.label.zh }), typed);
  await user.click(await screen.findByRole('option', { name }, { timeout: PATIENCE }));
  // Several choices stay open until Escape.
  if (field.multiple) await user.keyboard('{Escape}');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: new RegExp(field.label.zh) }).textContent).toContain(name));
}

describe('tree choices on a backend that refuses whole trees', () => {
  beforeEach(() => {
    refused = refuseWholeTrees();
  });

  it.each(withTrees.map((schema) => [schema.title.zh, schema] as const))('%s: the form chooses each tree field\'s node by a few letters of its name', async (_, schema: ResourceSchema) => {
    await renderConsoleAs(schema.scope === 'platform' ? 'admin' : 'schoolAdmin', schema.menuPath);
    const toolbars = await screen.findAllByRole('toolbar', {}, { timeout: PATIENCE });
    if (schema.master) {
      await waitFor(() => expect(viewOf(schema.master!.resource)?.settled()).toBe(true), { timeout: PATIENCE });
      act(() => chooseMaster(schema.name, viewOf(schema.master!.resource)!.rows()[0]!.id));
    }
    await userEvent.click(await within((schema.master ? toolbars.at(-1) : toolbars[0])!).findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    for (const field of schema.fields.filter(isTree)) await chooseByTyping(dialog, field);
    expect(refused).toEqual([]);
  });

  it('机构管理\'s 上级机构 opens a level by mouse and chooses by keyboard', async () => {
    await renderConsoleAs('schoolAdmin', '/system/dept');
    const [toolbar] = await screen.findAllByRole('toolbar', {}, { timeout: PATIENCE });
    const user = userEvent.setup();
    await user.click(within(toolbar!).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    const parent = within(dialog).getByRole('button', { name: /上级机构/ });
    await user.click(parent);
    const tree = await screen.findByRole('treegrid', { name: '上级机构' }, { timeout: PATIENCE });
    const school = await within(tree).findByRole('row', { name: '星河实验小学' }, { timeout: PATIENCE });
    await user.click(school.querySelector<HTMLElement>('[slot=chevron]')!);
    await user.click(await within(tree).findByRole('row', { name: '教务处' }, { timeout: PATIENCE }));
    await waitFor(() => expect(parent.textContent).toContain('教务处'));
    // By keyboard: Enter opens it, letters search, ↓ goes to the matches, Enter chooses.
    parent.focus();
    await user.keyboard('{Enter}');
    await user.type(await screen.findByRole('searchbox', { name: '上级机构' }), '总务');
    await screen.findByRole('option', { name: '总务处' }, { timeout: PATIENCE });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(parent.textContent).toContain('总务处'));
    expect(refused).toEqual([]);
  });

  it('用户管理\'s search bar chooses a department by a few letters', async () => {
    await renderConsoleAs('schoolAdmin', '/system/user');
    const search = await screen.findByRole('search', {}, { timeout: PATIENCE });
    const user = userEvent.setup();
    await user.click(within(search).getByRole('button', { name: /所属部门/ }));
    await user.type(await screen.findByRole('searchbox', { name: '所属部门' }), '教务');
    await user.click(await screen.findByRole('option', { name: '教务处' }, { timeout: PATIENCE }));
    await waitFor(() => expect(within(search).getByRole('button', { name: /所属部门/ }).textContent).toContain('教务处'));
    expect(refused).toEqual([]);
  });

  it('the palette\'s 上级机构 prompt opens a level with → and finds a department by typing', async () => {
    await renderConsoleAs('schoolAdmin');
    goTo('/system/dept');
    await waitFor(() => expect(viewOf('dept')?.settled()).toBe(true), { timeout: PATIENCE });
    act(() => void execute('crud.dept.add', { deptName: '测试组', fullName: '测试组' }, 'palette').catch(() => undefined));
    await waitFor(() => expect(palette.prompt?.name).toBe('parentId'), { timeout: PATIENCE });
    await waitFor(() => expect(optionTitles()).toContain('▸星河实验小学'), { timeout: PATIENCE });
    const user = userEvent.setup();
    // The starting value (keep) leads; ↓ goes to the school, → opens its level.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await waitFor(() => expect(optionTitles()).toContain('▾星河实验小学'), { timeout: PATIENCE });
    await waitFor(() => expect(optionTitles()).toContain('▸教务处'), { timeout: PATIENCE });
    await user.keyboard('三年级');
    await waitFor(() => expect(optionTitles()[0]).toBe('三年级组'), { timeout: PATIENCE });
    expect(refused).toEqual([]);
  });
});

describe('a gateway without a lazy role tree', () => {
  it('serves the role levels from role/tree when role/lazy-tree answers 404, to each user from their own', async () => {
    await renderConsoleAs('admin', '/wel/index');
    mockServer.use(http.get('*/api/blade-system/role/lazy-tree', () => HttpResponse.json({ code: 404, success: false, data: null, msg: 'Not Found' }, { status: 404 })));
    const top = await treeLevel(roleTree, TREE_ROOT);
    expect(top.map((node) => [node.label, node.hasChildren])).toEqual([['超级管理员', false], ['用户', true]]);
    const under = await treeLevel(roleTree, top[1]!.value);
    expect(under.map((node) => node.label)).toEqual(['人事', '经理', '老板']);
    // The next user of the page reads their own school's tree, not the one kept for the last.
    await renderConsoleAs('schoolAdmin', '/wel/index');
    mockServer.use(http.get('*/api/blade-system/role/lazy-tree', () => HttpResponse.json({ code: 404, success: false, data: null, msg: 'Not Found' }, { status: 404 })));
    expect((await treeLevel(roleTree, TREE_ROOT)).map((node) => node.label)).toEqual(['管理员', '教师']);
    // A role saved on 角色管理 is offered at once: the kept tree is read again.
    await saveRecord(role, { roleName: '图书管理员', roleAlias: 'librarian', parentId: TREE_ROOT, sort: 3 });
    expect((await treeLevel(roleTree, TREE_ROOT)).map((node) => node.label)).toEqual(['管理员', '教师', '图书管理员']);
  });
});
