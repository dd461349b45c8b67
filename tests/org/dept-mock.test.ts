/** blade-system/dept against the Node mock: lazy levels, trees, tenant isolation, moves and refused removals. */
import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { get, post, tokenOf, type Row } from '../mock-server/crud/helpers';

const XINGHE_ROOT = '1123598813738675203';
const XINGHE_JIAOWU = '1123598813738675204';
const CHENGUANG_ROOT = '1123598813738675206';

type Dept = Row & { deptName: string; parentId: string; hasChildren?: boolean; children?: Dept[]; ancestors?: string };

describe('dept', () => {
  it('lists one level at a time, each row saying whether it has children', async () => {
    const token = await tokenOf('100001');
    const roots = (await get<Dept[]>(token, '/blade-system/dept/lazy-list?parentId=0')).body.data;
    expect(roots.map((d) => d.deptName)).toEqual(['星河实验小学']);
    expect(roots[0].hasChildren).toBe(true);
    const level = (await get<Dept[]>(token, `/blade-system/dept/lazy-list?parentId=${XINGHE_ROOT}`)).body.data;
    expect(level.map((d) => d.deptName)).toEqual(['校长室', '教务处', '德育处', '总务处', '一年级组', '二年级组', '三年级组']);
    expect(level.find((d) => d.deptName === '校长室')?.hasChildren).toBe(false);
    expect(level.find((d) => d.deptName === '教务处')).toMatchObject({ hasChildren: true, parentName: '星河实验小学', deptCategoryName: '部门' });
  });

  it('searches every level from the top, and keeps each school to its own tree', async () => {
    const token = await tokenOf('100002');
    const found = (await get<Dept[]>(token, '/blade-system/dept/lazy-list?parentId=0&deptName=英语')).body.data;
    expect(found.map((d) => d.deptName)).toEqual(['英语教研组']);
    expect(found[0].tenantId).toBe('100002');
    const tree = (await get<Dept[]>(token, '/blade-system/dept/tree')).body.data;
    expect(tree.map((d) => d.title)).toEqual(['晨光外国语小学']);
    expect(tree[0]).toMatchObject({ id: CHENGUANG_ROOT, key: CHENGUANG_ROOT, value: CHENGUANG_ROOT });
    expect((await get<Dept[]>(token, `/blade-system/dept/lazy-list?parentId=${XINGHE_ROOT}`)).body.data).toEqual([]);
    expect((await get(token, `/blade-system/dept/detail?id=${XINGHE_ROOT}`)).body.msg).toBe('数据不存在或已被删除');
  });

  it('answers the whole tree, and the lazy tree with hasChildren', async () => {
    const token = await tokenOf('100001');
    const whole = (await get<Dept[]>(token, '/blade-system/dept/list')).body.data;
    expect(whole[0].children?.map((d) => d.deptName)).toContain('一年级组');
    const lazy = (await get<Dept[]>(token, `/blade-system/dept/lazy-tree?parentId=${XINGHE_ROOT}`)).body.data;
    expect(lazy.find((d) => d.title === '一年级组')).toMatchObject({ hasChildren: true, key: expect.any(String) });
  });

  it('files a new department under its parent, moves it with its path, and refuses a parent inside it', async () => {
    const token = await tokenOf('100001');
    const made = await post(token, '/blade-system/dept/submit', { deptName: '四年级组', fullName: '南京市星河实验小学四年级组', deptCategory: '2', sort: 8, parentId: XINGHE_ROOT });
    expect(made.body.success).toBe(true);
    const level = (await get<Dept[]>(token, `/blade-system/dept/lazy-list?parentId=${XINGHE_ROOT}`)).body.data;
    const grade = level.find((d) => d.deptName === '四年级组')!;
    expect(grade).toMatchObject({ tenantId: '100001', ancestors: `0,${XINGHE_ROOT}`, deptCategory: 2, deptCategoryName: '部门' });
    // What BladeX answers, and the Vue client reads to draw the new row in its lazy tree.
    expect(made.body.data).toEqual({ id: grade.id, tenantId: '100001', deptCategoryName: '部门' });
    await post(token, '/blade-system/dept/submit', { deptName: '四年级(1)班', fullName: '四年级(1)班', deptCategory: 3, sort: 1, parentId: grade.id });
    const klass = (await get<Dept[]>(token, `/blade-system/dept/lazy-list?parentId=${grade.id}`)).body.data[0];
    const moved = await post(token, '/blade-system/dept/submit', { ...grade, parentId: XINGHE_JIAOWU });
    expect(moved.body).toMatchObject({ success: true, data: { id: grade.id, tenantId: '100001', deptCategoryName: '部门' } });
    expect((await get<Dept>(token, `/blade-system/dept/detail?id=${klass.id}`)).body.data.ancestors).toBe(`0,${XINGHE_ROOT},${XINGHE_JIAOWU},${grade.id}`);
    const loop = await post(token, '/blade-system/dept/submit', { ...grade, parentId: klass.id });
    expect(loop.body.msg).toBe('上级机构不能选择自身或其下级机构');
    const foreign = await post(token, '/blade-system/dept/submit', { ...grade, parentId: CHENGUANG_ROOT });
    expect(foreign.body.msg).toBe('上级机构不存在');
  });

  it.each([
    ['children', XINGHE_JIAOWU, '请先删除子节点!'],
    ['members', '1123598813738675216', '该机构下存在用户,请先移除用户!'],
  ])('refuses to delete a department with %s', async (_what, id, message) => {
    const token = await tokenOf('100001');
    const answer = await post(token, `/blade-system/dept/remove?ids=${id}`);
    expect(answer.body).toMatchObject({ success: false, msg: message });
    expect((await get(token, `/blade-system/dept/detail?id=${id}`)).body.success).toBe(true);
  });

  it('refuses to delete a department that is one of a member\'s several', async () => {
    const office = '1123598813738675210';
    db.update('user', db.rows('user').find((u) => u.tenantId === '100001' && u.account === 'teacher')!, { deptId: `1123598813738675205,${office}` });
    const answer = await post(await tokenOf('100001'), `/blade-system/dept/remove?ids=${office}`);
    expect(answer.body).toMatchObject({ success: false, msg: '该机构下存在用户,请先移除用户!' });
  });

  it('deletes an empty department', async () => {
    const token = await tokenOf('100001');
    const office = '1123598813738675210';
    expect((await post(token, `/blade-system/dept/remove?ids=${office}`)).body.success).toBe(true);
    expect((await get(token, `/blade-system/dept/detail?id=${office}`)).body.success).toBe(false);
  });

  it('counts only live children, in the detail as in the levels', async () => {
    const token = await tokenOf('100001');
    const children = db.group('dept', 'parentId', XINGHE_JIAOWU).filter((d) => d.isDeleted === 0);
    expect(children.length).toBeGreaterThan(0);
    expect((await get<Dept>(token, `/blade-system/dept/detail?id=${XINGHE_JIAOWU}`)).body.data.hasChildren).toBe(true);
    for (const child of children) db.update('dept', child, { isDeleted: 1 });
    expect((await get<Dept>(token, `/blade-system/dept/detail?id=${XINGHE_JIAOWU}`)).body.data).toMatchObject({ hasChildren: false, parentName: '星河实验小学' });
    const level = (await get<Dept[]>(token, `/blade-system/dept/lazy-tree?parentId=${XINGHE_ROOT}`)).body.data;
    expect(level.find((d) => d.id === XINGHE_JIAOWU)?.hasChildren).toBe(false);
    expect((await get<Dept[]>(token, `/blade-system/dept/lazy-list?parentId=${XINGHE_JIAOWU}`)).body.data).toEqual([]);
  });

  it('refuses a teacher without the menu', async () => {
    const token = await tokenOf('100001', 'teacher');
    expect((await get(token, '/blade-system/dept/lazy-list?parentId=0')).status).toBe(403);
  });
});

describe('post/list', () => {
  it('answers a page, as post/page does', async () => {
    const token = await tokenOf('100001');
    const list = (await get<{ records: Row[]; total: number }>(token, '/blade-system/post/list?current=1&size=2')).body.data;
    const paged = (await get<{ records: Row[]; total: number }>(token, '/blade-system/post/page?current=1&size=2')).body.data;
    expect(list).toEqual(paged);
    expect(list.total).toBe(4);
  });
});

describe('the platform administrator', () => {
  it('sees every school\'s top level, or one school\'s with tenantId', async () => {
    const token = await tokenOf('000000');
    const every = (await get<Dept[]>(token, '/blade-system/dept/lazy-list?parentId=0')).body.data;
    expect(every.map((d) => d.id)).toEqual(expect.arrayContaining([XINGHE_ROOT, CHENGUANG_ROOT]));
    const one = (await get<Dept[]>(token, '/blade-system/dept/lazy-tree?parentId=0&tenantId=100002')).body.data;
    expect(one.map((d) => d.id)).toEqual([CHENGUANG_ROOT]);
    expect(one[0]!.hasChildren).toBe(true);
  });

  it('adds a department under a school\'s, in that school', async () => {
    const token = await tokenOf('000000');
    expect((await post(token, '/blade-system/dept/submit', { deptName: '五年级组', fullName: '五年级组', deptCategory: 2, sort: 9, parentId: XINGHE_ROOT })).body.success).toBe(true);
    const school = await tokenOf('100001');
    const level = (await get<Dept[]>(school, `/blade-system/dept/lazy-list?parentId=${XINGHE_ROOT}`)).body.data;
    expect(level.find((d) => d.deptName === '五年级组')).toMatchObject({ tenantId: '100001', ancestors: `0,${XINGHE_ROOT}` });
  });
});
