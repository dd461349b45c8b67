import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { get, post, tokenOf } from '../mock-server/crud/helpers';
import { ROLE } from './helpers';

interface RoleNode { id: string; roleName: string; roleAlias: string; parentId: string; parentName: string; tenantId: string; hasChildren?: boolean; children?: RoleNode[] }
interface TreeNode { id: string; title: string; key: string; value: string; children?: TreeNode[] }

describe('role calls', () => {
  it('list a school\'s roles as one tree; the administrator sees every school\'s', async () => {
    const school = await get<RoleNode[]>(await tokenOf('100001'), '/blade-system/role/list');
    expect(school.body.data.map((r) => [r.roleName, r.tenantId, r.parentName])).toEqual([['管理员', '100001', '顶级'], ['教师', '100001', '顶级']]);
    const platform = await get<RoleNode[]>(await tokenOf('000000'), '/blade-system/role/list');
    const user = platform.body.data.find((r) => r.roleName === '用户')!;
    expect(user.children!.map((r) => [r.roleName, r.parentName])).toEqual([['人事', '用户'], ['经理', '用户'], ['老板', '用户']]);
    expect(new Set(platform.body.data.map((r) => r.tenantId))).toEqual(new Set(['000000', '100001', '100002']));
    const searched = await get<RoleNode[]>(await tokenOf('000000'), '/blade-system/role/list?roleName=经理');
    expect(searched.body.data.map((r) => r.roleName)).toEqual(['经理']);
  });

  it('answer tree, tree-by-id and select as BladeX does', async () => {
    const platform = await tokenOf('000000');
    const tree = await get<TreeNode[]>(platform, '/blade-system/role/tree');
    expect(tree.body.data[1]).toMatchObject({ id: '1123598816738675202', title: '用户', key: '1123598816738675202', value: '1123598816738675202' });
    expect((await get<TreeNode[]>(platform, '/blade-system/role/tree?tenantId=100002')).body.data.map((n) => n.title)).toEqual(['管理员', '教师']);
    const titles = async (token: string, path: string) => (await get<TreeNode[]>(token, path)).body.data.map((n) => n.title);
    const school = await tokenOf('100001');
    // BladeX's tree-by-id: the whole tree of the role's tenant, or the caller's without a role.
    const cases: [string, string, string[]][] = [
      [platform, '/blade-system/role/tree-by-id?roleId=1123598816738675202', tree.body.data.map((n) => n.title)],
      [platform, `/blade-system/role/tree-by-id?roleId=${ROLE.otherSchoolTeacher}`, ['管理员', '教师']],
      [platform, '/blade-system/role/tree-by-id', tree.body.data.map((n) => n.title)],
      [school, '/blade-system/role/tree-by-id', ['管理员', '教师']],
      [school, `/blade-system/role/tree-by-id?roleId=${ROLE.otherSchoolTeacher}`, ['管理员', '教师']],
    ];
    for (const [token, path, expected] of cases) expect(await titles(token, path), path).toEqual(expected);
    const mine = (await get<TreeNode[]>(school, `/blade-system/role/tree-by-id?roleId=${ROLE.otherSchoolTeacher}`)).body.data.map((n) => n.id);
    expect(mine).toContain(ROLE.schoolTeacher);
    const select = await get<{ roleName: string }[]>(await tokenOf('100001'), `/blade-system/role/select?roleId=${ROLE.schoolTeacher}`);
    expect(select.body.data.map((r) => r.roleName)).toEqual(['教师']);
  });

  it('file a new role under a parent of the same school, and refuse loops and foreign parents', async () => {
    const admin = await tokenOf('100001');
    expect((await post(admin, '/blade-system/role/submit', { roleName: '班主任', roleAlias: 'head_teacher', sort: 3, parentId: ROLE.schoolTeacher })).status).toBe(200);
    const created = db.rows('role').find((r) => r.roleAlias === 'head_teacher')!;
    expect(created).toMatchObject({ tenantId: '100001', parentId: ROLE.schoolTeacher });
    const loop = await post(admin, '/blade-system/role/submit', { id: ROLE.schoolTeacher, roleName: '教师', roleAlias: 'teacher', sort: 2, parentId: created.id });
    expect(loop).toMatchObject({ status: 400, body: { msg: '父节点不可选择自身或下级' } });
    const foreign = await post(admin, '/blade-system/role/submit', { roleName: '外校', roleAlias: 'x', sort: 1, parentId: ROLE.otherSchoolTeacher });
    expect(foreign).toMatchObject({ status: 400, body: { msg: '上级角色不存在' } });
    expect((await post(admin, `/blade-system/role/remove?ids=${ROLE.schoolTeacher}`)).body.msg).toBe('请先删除子节点!');
    expect((await post(admin, `/blade-system/role/remove?ids=${ROLE.schoolTeacher},${created.id}`)).status).toBe(200);
    expect(db.rows('role').find((r) => r.id === ROLE.schoolTeacher)!.isDeleted).toBe(1);
  });

  it('lazy-list answers one level of role/list\'s rows, each saying whether it has children', async () => {
    const platform = await tokenOf('000000');
    const level = async (token: string, search: string) => (await get<RoleNode[]>(token, `/blade-system/role/lazy-list?${search}`)).body.data;
    const top = await level(platform, 'parentId=0');
    expect(top.map((r) => [r.roleName, r.tenantId, r.hasChildren])).toEqual([
      ['超级管理员', '000000', false], ['管理员', '100001', false], ['管理员', '100002', false],
      ['用户', '000000', true], ['教师', '100001', false], ['教师', '100002', false],
    ]);
    const users = top.find((r) => r.roleName === '用户')!;
    const under = await level(platform, `parentId=${users.id}`);
    // The rows role/list nests, as it answers them but for their children.
    const whole = (await get<RoleNode[]>(platform, '/blade-system/role/list')).body.data.find((r) => r.id === users.id)!;
    expect(under).toEqual(whole.children!.map((row) => ({ ...row, hasChildren: false })));
    expect(under.map((r) => [r.roleName, r.parentName])).toEqual([['人事', '用户'], ['经理', '用户'], ['老板', '用户']]);
    // No parent is the top; the platform administrator may narrow to one school.
    expect(await level(platform, '')).toEqual(top);
    expect((await level(platform, 'parentId=0&tenantId=100002')).map((r) => r.id)).toEqual(['1123598816738675208', ROLE.otherSchoolTeacher]);
  });

  it('lazy-list searches every level from the top, and a level under a parent', async () => {
    const platform = await tokenOf('000000');
    const names = async (token: string, search: string) => (await get<RoleNode[]>(token, `/blade-system/role/lazy-list?${search}`)).body.data.map((r) => `${r.tenantId} ${r.roleName}`);
    expect(await names(platform, 'parentId=0&roleName=经理')).toEqual(['000000 经理']);
    expect(await names(platform, 'roleAlias=teacher')).toEqual(['100001 教师', '100002 教师']);
    expect(await names(platform, 'roleAlias=teacher&tenantId=100002')).toEqual(['100002 教师']);
    expect(await names(platform, 'parentId=1123598816738675202&roleName=老')).toEqual(['000000 老板']);
  });

  it('lazy-list keeps each school to its own roles', async () => {
    const school = await tokenOf('100001');
    const names = async (search: string) => (await get<RoleNode[]>(school, `/blade-system/role/lazy-list?${search}`)).body.data.map((r) => `${r.tenantId} ${r.roleName}`);
    expect(await names('parentId=0')).toEqual(['100001 管理员', '100001 教师']);
    expect(await names('parentId=0&tenantId=100002')).toEqual([]);
    expect(await names('roleAlias=teacher')).toEqual(['100001 教师']);
    expect(await names('parentId=1123598816738675202')).toEqual([]);
  });

  it('lazy-list counts only live children', async () => {
    const platform = await tokenOf('000000');
    for (const row of db.rows('role').filter((r) => r.parentId === '1123598816738675202')) db.update('role', row, { isDeleted: 1 });
    const top = (await get<RoleNode[]>(platform, '/blade-system/role/lazy-list?parentId=0')).body.data;
    expect(top.find((r) => r.roleName === '用户')?.hasChildren).toBe(false);
    expect((await get<RoleNode[]>(platform, '/blade-system/role/lazy-list?parentId=1123598816738675202')).body.data).toEqual([]);
  });

  it.each(['abc', '1.5', '12345678901234567890', '1,2'])('lazy-list answers parentId=%s with a BladeX error envelope', async (parentId) => {
    const answer = await get(await tokenOf('100001'), `/blade-system/role/lazy-list?parentId=${encodeURIComponent(parentId)}`);
    expect(answer).toMatchObject({ status: 400, body: { code: 400, success: false, data: null, msg: '请求参数类型错误: parentId' } });
  });

  it('lazy-list wants a token and the role menu', async () => {
    expect((await fetch('/api/blade-system/role/lazy-list?parentId=0')).status).toBe(401);
    expect((await get(await tokenOf('100001', 'teacher'), '/blade-system/role/lazy-list?parentId=0')).status).toBe(403);
  });

  it('refuse a teacher the role screen\'s calls', async () => {
    const teacher = await tokenOf('100001', 'teacher');
    expect((await get(teacher, '/blade-system/role/list')).status).toBe(403);
    expect((await post(teacher, '/blade-system/role/submit', { roleName: 'x', roleAlias: 'x', sort: 1 })).status).toBe(403);
  });
});
