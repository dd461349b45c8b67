import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { get, post, tokenOf } from '../mock-server/crud/helpers';
import { MENU, ROLE, servedCodes } from './helpers';

interface Keys { menu: string[]; dataScope: string[]; apiScope: string[] }
interface Node { id: string; parentId: string; title: string; key: string; value: string; children?: Node[] }

const ids = (nodes: readonly Node[]): string[] => nodes.flatMap((node) => [node.id, ...ids(node.children ?? [])]);

describe('role grants', () => {
  it('reach the role\'s users at their next login, and leave with a revoke', async () => {
    const admin = await tokenOf('100001');
    const before = await get<Keys>(admin, `/blade-system/menu/role-tree-keys?roleIds=${ROLE.schoolTeacher}`);
    expect(before.body.data.menu).not.toContain(MENU.post);
    const granted = [...before.body.data.menu, MENU.post, MENU.postAdd];
    expect((await post(admin, '/blade-system/role/grant', { roleIds: [ROLE.schoolTeacher], menuIds: granted })).body).toMatchObject({ code: 200, success: true, data: null });
    expect((await get<Keys>(admin, `/blade-system/menu/role-tree-keys?roleIds=${ROLE.schoolTeacher}`)).body.data.menu.sort()).toEqual(granted.sort());

    const served = await servedCodes(await tokenOf('100001', 'teacher'));
    expect(served.routes).toEqual(expect.arrayContaining(['system', 'post']));
    expect(served.buttons).toContain('post_add');

    await post(admin, '/blade-system/role/grant', { roleIds: [ROLE.schoolTeacher], menuIds: before.body.data.menu });
    const revoked = await servedCodes(await tokenOf('100001', 'teacher'));
    expect(revoked.routes).not.toContain('post');
    expect(revoked.buttons).not.toContain('post_add');
  });

  it('offer the trees of what the caller may grant, scopes under their menus', async () => {
    const platform = await get<{ menu: Node[]; dataScope: Node[]; apiScope: Node[] }>(await tokenOf('000000'), '/blade-system/menu/grant-tree');
    expect(ids(platform.body.data.menu)).toContain(MENU.menu);
    const userScopes = platform.body.data.dataScope.find((node) => node.id === MENU.user)!;
    expect(userScopes.children!.map((node) => node.title)).toContain('用户管理 [本人可见]');
    expect(userScopes).toMatchObject({ key: MENU.user, value: MENU.user, title: '用户管理' });
    const school = await get<{ menu: Node[] }>(await tokenOf('100001'), '/blade-system/menu/grant-tree');
    expect(ids(school.body.data.menu)).not.toContain(MENU.menu);
    expect(ids(school.body.data.menu)).toContain(MENU.post);
  });

  it('refuse menus outside the school\'s package or the caller\'s own, and other schools\' roles', async () => {
    const admin = await tokenOf('100001');
    expect((await post(admin, '/blade-system/role/grant', { roleIds: [ROLE.schoolTeacher], menuIds: [MENU.menu] })).body.msg).toMatch(/不可授权/);
    expect((await post(admin, '/blade-system/role/grant', { roleIds: [ROLE.otherSchoolTeacher], menuIds: [] })).body.msg).toBe('数据不存在或已被删除');
    db.table('tenant').find((t) => t.tenantId === '100001')!.packageId = '1123598822200000009';
    const outside = await post(await tokenOf('000000'), '/blade-system/role/grant', { roleIds: [ROLE.schoolTeacher], menuIds: [MENU.post] });
    expect(outside).toMatchObject({ status: 400, body: { msg: '菜单 [岗位管理] 不在租户产品包内' } });
    expect((await get<Keys>(admin, `/blade-system/menu/role-tree-keys?roleIds=${ROLE.schoolTeacher}`)).body.data.menu).not.toContain(MENU.post);
    // A package names menus; their buttons come with them.
    const noticeAdd = db.table('menu').find((m) => m.code === 'notice_add')!.id;
    expect((await post(await tokenOf('000000'), '/blade-system/role/grant', { roleIds: [ROLE.schoolTeacher], menuIds: [MENU.notice, noticeAdd] })).body.success).toBe(true);
    expect((await get<Keys>(admin, `/blade-system/menu/role-tree-keys?roleIds=${ROLE.schoolTeacher}`)).body.data.menu).toEqual(expect.arrayContaining([MENU.notice, noticeAdd]));
  });

  it.each([
    ['no roleIds', {}],
    ['roleIds not a list', { roleIds: 'x' }],
    ['a list of objects', { roleIds: [ROLE.schoolTeacher], menuIds: [{}] }],
  ])('answer a malformed grant (%s) with a 400 envelope', async (_, body) => {
    const answer = await post(await tokenOf('100001'), '/blade-system/role/grant', body);
    expect(answer).toMatchObject({ status: 400, body: { success: false } });
  });

  it('refuse callers without the role screen', async () => {
    const teacher = await tokenOf('100001', 'teacher');
    expect((await get(teacher, '/blade-system/menu/grant-tree')).status).toBe(403);
    expect((await post(teacher, '/blade-system/role/grant', { roleIds: [ROLE.schoolTeacher], menuIds: [] })).status).toBe(403);
  });

  it('keep data and API scopes a role is granted', async () => {
    const platform = await tokenOf('000000');
    const grant = { roleIds: [ROLE.schoolTeacher], menuIds: [MENU.desk], dataScopeIds: ['1123598823910000002'], apiScopeIds: ['1123598823920000003'] };
    expect((await post(platform, '/blade-system/role/grant', grant)).status).toBe(200);
    const keys = await get<Keys>(platform, `/blade-system/menu/role-tree-keys?roleIds=${ROLE.schoolTeacher}`);
    expect(keys.body.data).toEqual({ menu: [MENU.desk], dataScope: grant.dataScopeIds, apiScope: grant.apiScopeIds });
  });
});
