/**
 * 机构管理 and 角色管理, the org trees that open a level at a time (`lazy-list?parentId=`), in the
 * whole console against the Node mock: on a backend that refuses every whole tree
 * (tests/helpers/whole-trees.ts) each opens, expands a row and, after an edit of a row of that
 * level, reads the level again; on a gateway without `lazy-list` (BladeX has no role/lazy-list)
 * each reads its `list` whole, once, and shows every level from it, and again after an edit.
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
    expect(calls).toEqual(expect.arrayContaining(['lazy-list?parentId=0', level]));
    const before = calls.filter((call) => call === level).length;
    await renameChild(subject, grid);
    expect(calls.filter((call) => call === level).length).toBe(before + 1);
    expect(rowsOf(grid, subject.child.name)).toEqual([]);
    expect(refused).toEqual([]);
  });
});

describe('on a gateway without lazy-list', () => {
  it.each(withoutLevels)('$title reads its list whole, once, and again after an edit', async (subject) => {
    mockServer.use(http.get(`*/api/blade-system/${subject.name}/lazy-list`, () => HttpResponse.json({ code: 404, success: false, data: null, msg: 'Not Found' }, { status: 404 })));
    const calls = noteCalls(subject.name);
    const grid = await openLevel(subject);
    expect(calls.filter((call) => call.startsWith('list'))).toEqual(['list']);
    // The level came with the tree: expanding the row asked for nothing.
    expect(calls.filter((call) => call.startsWith('lazy-list'))).toEqual(['lazy-list?parentId=0']);
    await renameChild(subject, grid);
    expect(calls.filter((call) => call.startsWith('list'))).toEqual(['list', 'list']);
    expect(rowsOf(grid, subject.child.name)).toEqual([]);
    // No message told of the missing call.
    expect(screen.queryByText('Not Found')).toBeNull();
  });
});
