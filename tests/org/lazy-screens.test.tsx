/**
 * 机构管理 and 角色管理, the org trees that open a level at a time (`lazy-list?parentId=`), in the
 * whole console against the Node mock: on a backend that refuses every whole tree
 * (tests/helpers/whole-trees.ts) each opens, expands a row and, after an edit of a row of that
 * level, reads the level again; on a gateway without `lazy-list` (BladeX has no role/lazy-list)
 * each reads its `list` whole, once, and shows every level from it, and again after an edit. A
 * top level of more rows than a page (the platform administrator's roles of every school) comes a
 * page at a time (`lazy-page`), stepped through with the pager's commands.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { mockServer } from '../../mock-server/node';
import { selectRows } from '../../src/core/selection';
import { viewOf } from '../../src/engine/controller';
import { execute } from '../../src/platform/registry';
import { config } from '../../src/base/config';
import { topLevelPage } from '../../src/api/resource';
import { role as roleSchema } from '../../src/schema/org/role';
import type { AccountName } from '../helpers/console';
import { renderConsoleAs } from '../helpers/console';
import { PATIENCE } from '../helpers/patience';
import { refuseWholeTrees } from '../helpers/whole-trees';
import { giveTablesASize } from '../resource-screen/gadget';
import { ROLE } from './helpers';

let restoreSize: () => void;
beforeAll(() => {
  restoreSize = giveTablesASize(1200, 2000);
});
afterAll(() => restoreSize());

interface Case {
  name: 'dept' | 'role';
  title: string;
  path: string;
  account: AccountName;
  /** A top-level row with children, and one of them as the edit form takes it. */
  parent: { id: string; name: string };
  child: { id: string; name: string; values: Record<string, string> };
  /** The child's values with a new name. */
  renamed: Record<string, string>;
}

const XINGHE = '1123598813738675203';
const JIAOWU = '1123598813738675204';
const USERS = '1123598816738675202';
const HEAD_TEACHER = '9123598816738675299';

const dept = (account: AccountName): Case => ({
  name: 'dept',
  title: '机构管理',
  path: '/system/dept',
  account,
  parent: { id: XINGHE, name: '星河实验小学' },
  child: { id: JIAOWU, name: '教务处', values: { deptName: '教务处', fullName: '南京市星河实验小学教务处', parentId: XINGHE, deptCategory: '2', sort: '2', remark: '' } },
  renamed: { deptName: '教学处', fullName: '南京市星河实验小学教学处' },
});

const role = { name: 'role', title: '角色管理', path: '/authority/role' } as const;

/**
 * Each screen once as a school's administrator and once as the platform's, one on each backend:
 * SWR keeps a user's answers across the tests of a file, and a screen must not open on the top
 * level the other backend answered. A school's roles get a child role (班主任 under 教师).
 */
const onLazyBackend: Case[] = [
  dept('schoolAdmin'),
  {
    ...role,
    account: 'admin',
    parent: { id: USERS, name: '用户' },
    child: { id: '1123598816738675204', name: '经理', values: { roleName: '经理', roleAlias: 'manager', parentId: USERS, sort: '2' } },
    renamed: { roleName: '主管' },
  },
];
const withoutLevels: Case[] = [
  dept('admin'),
  {
    ...role,
    account: 'schoolAdmin',
    parent: { id: ROLE.schoolTeacher, name: '教师' },
    child: { id: HEAD_TEACHER, name: '班主任', values: { roleName: '班主任', roleAlias: 'head_teacher', parentId: ROLE.schoolTeacher, sort: '1' } },
    renamed: { roleName: '年级组长' },
  },
];

beforeEach(() => {
  const [teacher] = db.rows('role').filter((row) => row.id === ROLE.schoolTeacher);
  db.insert('role', { ...teacher!, id: HEAD_TEACHER, parentId: ROLE.schoolTeacher, roleName: '班主任', roleAlias: 'head_teacher', sort: 1 });
});

/** The calls of a screen's prefix, as path and query, from now until the mock's handlers are reset. */
function noteCalls(name: string): string[] {
  const calls: string[] = [];
  mockServer.use(http.get(`*/api/blade-system/${name}/*`, ({ request }) => {
    const url = new URL(request.url);
    calls.push(`${url.pathname.replace(/^.*\//, '')}${url.search}`);
    return undefined;
  }));
  return calls;
}

/** The rows of the grid showing `name` (a school's column may lead the row, so not by its accessible name). */
const rowsOf = (grid: HTMLElement, name: string) => within(grid).queryAllByRole('row').filter((row) => row.textContent?.includes(name));

/** The row showing `name`, once there. */
const rowOf = (grid: HTMLElement, name: string) => waitFor(() => {
  const [row] = rowsOf(grid, name);
  expect(row).toBeDefined();
  return row!;
}, { timeout: PATIENCE });

/** Opens the screen and its parent row's level; the tree grid. */
async function openLevel(subject: Case): Promise<HTMLElement> {
  await renderConsoleAs(subject.account, subject.path);
  const pane = await screen.findByRole('region', { name: subject.title }, { timeout: PATIENCE });
  const grid = await within(pane).findByRole('treegrid', {}, { timeout: PATIENCE });
  // The screen shows the server's answer, not one kept from before.
  await waitFor(() => expect(viewOf(subject.name)?.settled()).toBe(true), { timeout: PATIENCE });
  const parent = await rowOf(grid, subject.parent.name);
  await userEvent.setup().click(parent.querySelector<HTMLElement>('.chevron')!);
  await rowOf(grid, subject.child.name);
  return grid;
}

/** Renames the child through the edit command and waits for the grid to show the new name. */
async function renameChild(subject: Case, grid: HTMLElement): Promise<void> {
  act(() => selectRows(subject.name, [subject.child.id]));
  await act(() => execute(`crud.${subject.name}.edit`, { ...subject.child.values, ...subject.renamed }, 'test'));
  await rowOf(grid, String(Object.values(subject.renamed)[0]));
  await waitFor(() => expect(viewOf(subject.name)?.settled()).toBe(true), { timeout: PATIENCE });
}

describe('on a backend that refuses whole trees', () => {
  it.each(onLazyBackend)('$title opens level by level, and reads the level again after an edit', async (subject) => {
    const refused = refuseWholeTrees();
    const calls = noteCalls(subject.name);
    const grid = await openLevel(subject);
    const level = `lazy-list?parentId=${subject.parent.id}`;
    // The top level a page at a time, the level opened whole.
    expect(calls).toEqual(expect.arrayContaining([`lazy-page?parentId=0&current=1&size=${config.pageSize}`, level]));
    expect(calls).not.toContain('lazy-list?parentId=0');
    const before = calls.filter((call) => call === level).length;
    await renameChild(subject, grid);
    expect(calls.filter((call) => call === level).length).toBe(before + 1);
    expect(rowsOf(grid, subject.child.name)).toEqual([]);
    expect(refused).toEqual([]);
  });
});

describe('on a gateway without lazy-list and lazy-page', () => {
  it.each(withoutLevels)('$title reads its list whole, once, and again after an edit, without asking again for the calls it lacks', async (subject) => {
    const notFound = () => HttpResponse.json({ code: 404, success: false, data: null, msg: 'Not Found' }, { status: 404 });
    mockServer.use(http.get(`*/api/blade-system/${subject.name}/lazy-list`, notFound), http.get(`*/api/blade-system/${subject.name}/lazy-page`, notFound));
    const calls = noteCalls(subject.name);
    const grid = await openLevel(subject);
    expect(calls.filter((call) => call.startsWith('list'))).toEqual(['list']);
    // The level came with the tree: expanding the row asked for nothing.
    expect(calls.filter((call) => call.startsWith('lazy-list'))).toEqual(['lazy-list?parentId=0']);
    await renameChild(subject, grid);
    expect(calls.filter((call) => call.startsWith('list'))).toEqual(['list', 'list']);
    // The calls the gateway lacks are not asked again in this session (the next login asks again,
    // as the test after this one, logged in anew, finds).
    expect(calls.filter((call) => call.startsWith('lazy')).map((call) => call.split('?')[0])).toEqual(['lazy-page', 'lazy-list']);
    expect(rowsOf(grid, subject.child.name)).toEqual([]);
    // No message told of the missing call.
    expect(screen.queryByText('Not Found')).toBeNull();
  });
});

describe('a top level of more rows than a page', () => {
  it('角色管理 shows the platform administrator a page of its top level and steps to the next', async () => {
    const [template] = db.rows('role').filter((row) => row.id === USERS);
    for (let i = 1; i <= 25; i++) db.insert('role', { ...template!, id: `8${String(i).padStart(18, '0')}`, parentId: '0', roleName: `教研员${i}`, roleAlias: `researcher_${i}`, sort: 100 + i });
    const calls = noteCalls('role');
    await renderConsoleAs('admin', '/authority/role');
    const pane = await screen.findByRole('region', { name: '角色管理' }, { timeout: PATIENCE });
    const grid = await within(pane).findByRole('treegrid', {}, { timeout: PATIENCE });
    await waitFor(() => expect(viewOf('role')?.settled()).toBe(true), { timeout: PATIENCE });
    const first = await topLevelPage(roleSchema, { current: 1, size: config.pageSize, filters: {} });
    expect(first.total).toBeGreaterThan(2 * config.pageSize);
    expect(viewOf('role')!.rows().map((row) => row.id)).toEqual(first.records.map((row) => row.id));
    await within(pane).findByText(`第 1 / ${Math.ceil(first.total / config.pageSize)} 页`, {}, { timeout: PATIENCE });
    await act(() => execute('crud.role.nextPage', {}, 'test'));
    const second = await topLevelPage(roleSchema, { current: 2, size: config.pageSize, filters: {} });
    await waitFor(() => expect(viewOf('role')!.rows().map((row) => row.id)).toEqual(second.records.map((row) => row.id)), { timeout: PATIENCE });
    await rowOf(grid, String(second.records[0]!.roleName));
    expect(calls).toContain(`lazy-page?parentId=0&current=2&size=${config.pageSize}`);
    expect(calls.filter((call) => call.startsWith('list') || call.startsWith('lazy-list?parentId=0'))).toEqual([]);
  });
});
