import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db';
import { get, post, tokenOf } from '../mock-server/crud/helpers';
import { MENU, servedCodes } from './helpers';

interface MenuNode { id: string; name: string; code: string; category: number; hasChildren?: boolean; parentName: string; categoryName: string; children?: MenuNode[] }

const count = (nodes: readonly MenuNode[]): number => nodes.reduce((n, node) => n + 1 + count(node.children ?? []), 0);
const live = () => db.rows('menu').filter((m) => m.isDeleted === 0);

describe('menu management', () => {
  it('lists one level at a time with hasChildren, menus only where asked', async () => {
    const admin = await tokenOf('000000');
    const top = await get<MenuNode[]>(admin, '/blade-system/menu/lazy-list?parentId=0');
    expect(top.body.data.every((m) => m.parentName === '顶级' && m.hasChildren)).toBe(true);
    const users = await get<MenuNode[]>(admin, `/blade-system/menu/lazy-list?parentId=${MENU.user}`);
    expect(users.body.data.map((m) => m.code)).toContain('user_add');
    expect(users.body.data[0]).toMatchObject({ categoryName: '按钮', parentName: '用户管理' });
    const menusOnly = await get<MenuNode[]>(admin, `/blade-system/menu/lazy-menu-list?parentId=${MENU.user}`);
    expect(menusOnly.body.data).toEqual([]);
    const system = (await get<MenuNode[]>(admin, '/blade-system/menu/lazy-menu-list?parentId=0')).body.data.find((m) => m.code === 'system')!;
    expect(system.hasChildren).toBe(true);
    const found = await get<MenuNode[]>(admin, '/blade-system/menu/lazy-list?parentId=0&code=user_add');
    expect(found.body.data.map((m) => m.code)).toEqual(['user_add']);
  });

  it('answers the whole trees of list and menu-list', async () => {
    const admin = await tokenOf('000000');
    expect(count((await get<MenuNode[]>(admin, '/blade-system/menu/list')).body.data)).toBe(live().length);
    expect(count((await get<MenuNode[]>(admin, '/blade-system/menu/menu-list')).body.data)).toBe(live().filter((m) => m.category === 1).length);
  });

  it('adds a menu, answering its id, and the administrator is served it at once', async () => {
    const admin = await tokenOf('000000');
    const answer = await post<{ id: string }>(admin, '/blade-system/menu/submit', {
      name: '阅读打卡', path: '/school/checkin', code: 'checkin', category: 1, alias: 'menu', sort: 9, isOpen: 1, parentId: '1123598815738675225', source: 'iconfont icon-book',
    });
    expect(answer.body).toMatchObject({ code: 200, success: true });
    expect(db.rows('menu').find((m) => m.id === answer.body.data.id)).toMatchObject({ code: 'checkin', action: 0, category: 1 });
    expect((await servedCodes(admin)).routes).toContain('checkin');
    const detail = await get<MenuNode>(admin, `/blade-system/menu/detail?id=${answer.body.data.id}`);
    expect(detail.body.data).toMatchObject({ name: '阅读打卡', parentName: '学校内容', categoryName: '菜单', isOpenName: '否' });
  });

  it.each([
    ['a code in use', { name: 'x', path: '/x', code: 'user', category: 1, alias: 'menu', sort: 1 }, '菜单名或编号已存在!'],
    ['a button as parent', { name: 'x', path: '/x', code: 'x1', category: 1, alias: 'menu', sort: 1, parentId: '1123598815738675368' }, '父节点只可选择菜单类型!'],
    ['itself as parent', { id: MENU.user, name: '用户管理', path: '/system/user', code: 'user', category: 1, alias: 'menu', sort: 1, parentId: MENU.user }, '父节点不可选择自身或下级'],
    ['a button without placement', { name: 'x', path: '/x', code: 'x2', category: 2, alias: 'add', sort: 1, parentId: MENU.user }, '请选择按钮功能'],
    ['a menu without path', { name: 'x', code: 'x3', category: 1, alias: 'menu', sort: 1 }, '请输入路由地址'],
  ])('refuses %s', async (_, body, msg) => {
    expect(await post(await tokenOf('000000'), '/blade-system/menu/submit', body)).toMatchObject({ status: 400, body: { msg } });
  });

  it('refuses removing a menu with children, and anyone but the administrator', async () => {
    const admin = await tokenOf('000000');
    expect((await post(admin, `/blade-system/menu/remove?ids=${MENU.post}`)).body.msg).toBe('请先删除子节点!');
    const buttons = live().filter((m) => m.parentId === MENU.post).map((m) => m.id);
    expect((await post(admin, `/blade-system/menu/remove?ids=${[MENU.post, ...buttons].join(',')}`)).status).toBe(200);
    expect((await servedCodes(admin)).routes).not.toContain('post');
    expect((await get(await tokenOf('100001'), '/blade-system/menu/lazy-list?parentId=0')).status).toBe(403);
  });
});
