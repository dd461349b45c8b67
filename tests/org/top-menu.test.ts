import { describe, expect, it } from 'vitest';
import { get, page, post, tokenOf } from '../mock-server/crud/helpers';
import { MENU, servedCodes } from './helpers';

const DESK_TOP = '1123598822400000001';

interface Node { id: string; children?: Node[] }
const ids = (nodes: readonly Node[]): string[] => nodes.flatMap((node) => [node.id, ...ids(node.children ?? [])]);

describe('top menus', () => {
  it('list a school\'s top menus by sort as a page', async () => {
    const platform = await tokenOf('000000');
    const tops = await page(platform, '/blade-system/topmenu/list?tenantId=100001');
    expect(tops.records.map((t) => t.name).slice(0, 2)).toEqual(['工作台', '教学内容']);
  });

  it('show only the menus granted to the top menu chosen', async () => {
    const platform = await tokenOf('000000');
    const tree = await get<{ menu: Node[] }>(platform, '/blade-system/menu/grant-top-tree');
    expect(ids(tree.body.data.menu)).toContain(MENU.notice);
    expect(ids(tree.body.data.menu)).not.toContain(MENU.postAdd);
    expect((await post(platform, '/blade-system/topmenu/grant', { topMenuIds: [DESK_TOP], menuIds: [MENU.desk, MENU.notice] })).status).toBe(200);
    expect((await get<{ menu: string[] }>(platform, `/blade-system/menu/top-tree-keys?topMenuIds=${DESK_TOP}`)).body.data.menu).toEqual([MENU.desk, MENU.notice]);
    expect((await servedCodes(await tokenOf('100001', 'teacher'), DESK_TOP)).routes).toEqual(['desk', 'notice']);
  });

  it('refuse buttons, unknown top menus and callers without the setting button', async () => {
    const platform = await tokenOf('000000');
    expect((await post(platform, '/blade-system/topmenu/grant', { topMenuIds: [DESK_TOP], menuIds: [MENU.postAdd] })).status).toBe(400);
    expect((await post(platform, '/blade-system/topmenu/grant', { topMenuIds: ['1'], menuIds: [] })).body.msg).toBe('数据不存在或已被删除');
    expect((await post(await tokenOf('100001'), '/blade-system/topmenu/grant', { topMenuIds: [DESK_TOP], menuIds: [] })).status).toBe(403);
    expect((await get(await tokenOf('100001', 'teacher'), '/blade-system/menu/grant-top-tree')).status).toBe(403);
  });
});
