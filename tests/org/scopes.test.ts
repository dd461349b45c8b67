import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { get, page, post, tokenOf } from '../mock-server/crud/helpers';
import { ROLE } from './helpers';

const TEACHER_USER = '1123598821738675206';
const TEACHER_DEPT = '1123598813738675205';
const SCOPE = {
  noticeOwn: '1123598823910000005',
  noticeDept: '1123598823910000006',
  noticeList: '1123598823920000004',
} as const;

/** Gives the school's teacher role these scopes, keeping its menus. */
async function grantTeacher(scopes: { dataScopeIds?: string[]; apiScopeIds?: string[] }): Promise<void> {
  const platform = await tokenOf('000000');
  const keys = await get<{ menu: string[] }>(platform, `/blade-system/menu/role-tree-keys?roleIds=${ROLE.schoolTeacher}`);
  const answer = await post(platform, '/blade-system/role/grant', { roleIds: [ROLE.schoolTeacher], menuIds: keys.body.data.menu, ...scopes });
  expect(answer.status).toBe(200);
}

/** A notice of school 100001 as if created by this user in this department. */
function noticeBy(title: string, createUser: string, createDept: string): void {
  const [seed] = db.rows('notice').filter((n) => n.tenantId === '100001');
  db.insert('notice', { ...seed!, id: db.nextId(), title, createUser, createDept });
}

const titles = async (token: string) => (await page(token, '/blade-desk/notice/list?size=100')).records.map((n) => n.title);

describe('data scopes', () => {
  it('本人可见 narrows a list to the rows the user created', async () => {
    noticeBy('教师本人的通知', TEACHER_USER, '1123598813738675203');
    const everything = await titles(await tokenOf('100001', 'teacher'));
    expect(everything.length).toBeGreaterThan(1);
    await grantTeacher({ dataScopeIds: [SCOPE.noticeOwn] });
    expect(await titles(await tokenOf('100001', 'teacher'))).toEqual(['教师本人的通知']);
    expect(await titles(await tokenOf('100001'))).toHaveLength(everything.length);
  });

  it('所在机构可见 narrows it to the rows of the user\'s department', async () => {
    noticeBy('语文组的通知', '1123598821738675205', TEACHER_DEPT);
    await grantTeacher({ dataScopeIds: [SCOPE.noticeDept] });
    expect(await titles(await tokenOf('100001', 'teacher'))).toEqual(['语文组的通知']);
  });

  it('several scopes widen each other, and a revoke shows every row again', async () => {
    noticeBy('教师本人的通知', TEACHER_USER, '1123598813738675203');
    noticeBy('语文组的通知', '1123598821738675205', TEACHER_DEPT);
    const everything = await titles(await tokenOf('100001', 'teacher'));
    await grantTeacher({ dataScopeIds: [SCOPE.noticeOwn, SCOPE.noticeDept] });
    expect((await titles(await tokenOf('100001', 'teacher'))).sort()).toEqual(['教师本人的通知', '语文组的通知'].sort());
    await grantTeacher({ dataScopeIds: [] });
    expect(await titles(await tokenOf('100001', 'teacher'))).toEqual(everything);
  });
});

describe('data scopes on the user list', () => {
  const SCHOOL_ADMIN_USER = '1123598821738675205';
  const SCHOOL_ROOT_DEPT = '1123598813738675203';
  const USER_SCOPE = { own: '1123598823910000002', dept: '1123598823910000003' } as const;

  async function grantSchoolAdmin(dataScopeIds: string[]): Promise<void> {
    const platform = await tokenOf('000000');
    const keys = await get<{ menu: string[] }>(platform, `/blade-system/menu/role-tree-keys?roleIds=${ROLE.schoolAdmin}`);
    expect((await post(platform, '/blade-system/role/grant', { roleIds: [ROLE.schoolAdmin], menuIds: keys.body.data.menu, dataScopeIds })).status).toBe(200);
  }
  const accounts = async () => (await page(await tokenOf('100001'), '/blade-system/user/page?size=100')).records.map((u) => u.account).sort();
  const schoolUsers = () => db.rows('user').filter((u) => u.tenantId === '100001' && u.isDeleted === 0);

  it.each([
    ['本人可见: the users the administrator created', USER_SCOPE.own, (u: { createUser: string }) => u.createUser === SCHOOL_ADMIN_USER],
    ['所在机构可见: the users created in the administrator\'s department', USER_SCOPE.dept, (u: { createDept: string }) => u.createDept === SCHOOL_ROOT_DEPT],
  ])('narrow user/page to %s', async (_, scope, kept) => {
    const [first, second] = schoolUsers();
    db.update('user', first!, { createUser: SCHOOL_ADMIN_USER, createDept: SCHOOL_ROOT_DEPT });
    const everyone = await accounts();
    expect(everyone.length).toBeGreaterThan(1);
    await grantSchoolAdmin([scope]);
    const narrowed = await accounts();
    expect(narrowed).toEqual(schoolUsers().filter(kept).map((u) => u.account).sort());
    expect(narrowed).toContain(first!.account);
    expect(narrowed).not.toContain(second!.account);
    await grantSchoolAdmin([]);
    expect(await accounts()).toEqual(everyone);
  });
});

describe('API scopes', () => {
  it('let a role call the paths granted and refuse every other, keeping the session\'s own calls', async () => {
    const [notice] = db.rows('notice').filter((n) => n.tenantId === '100001');
    const before = await tokenOf('100001', 'teacher');
    expect((await get(before, `/blade-desk/notice/detail?id=${notice!.id}`)).status).toBe(200);
    await grantTeacher({ apiScopeIds: [SCOPE.noticeList] });
    const teacher = await tokenOf('100001', 'teacher');
    expect((await get(teacher, '/blade-desk/notice/list')).status).toBe(200);
    expect(await get(teacher, `/blade-desk/notice/detail?id=${notice!.id}`)).toMatchObject({ status: 403, body: { msg: '请求被拒绝' } });
    expect((await get(teacher, '/blade-system/menu/routes')).status).toBe(200);
    expect((await get(teacher, '/blade-auth/oauth/user-info')).status).toBe(200);
  });

  it('take every path under a scope ending in /**', async () => {
    const all = db.update('api_scope', db.rows('api_scope').find((s) => s.scopePath === '/blade-system/user/**')!, { scopePath: '/blade-desk/notice/**' });
    await grantTeacher({ apiScopeIds: [all.id] });
    const teacher = await tokenOf('100001', 'teacher');
    const [notice] = db.rows('notice').filter((n) => n.tenantId === '100001');
    expect((await get(teacher, `/blade-desk/notice/detail?id=${notice!.id}`)).status).toBe(200);
    expect((await get(teacher, '/blade-system/dept/lazy-tree?parentId=0')).status).toBe(403);
  });
});

describe('scope lists', () => {
  it('list a menu\'s scopes by menuId, with the type from its dictionary', async () => {
    const platform = await tokenOf('000000');
    const scopes = await page(platform, '/blade-system/data-scope/list?menuId=1123598815738675367');
    expect(scopes.records.map((s) => s.scopeName)).toContain('用户管理 [本人可见]');
    expect(scopes.total).toBe(4);
    expect((await get(await tokenOf('100001'), '/blade-system/api-scope/list')).status).toBe(403);
  });
});
