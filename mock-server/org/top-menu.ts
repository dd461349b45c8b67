/**
 * A top menu's menus (the generic handlers serve topmenu/list, detail, submit and remove):
 *
 * | call                                | answer                                                       |
 * |-------------------------------------|--------------------------------------------------------------|
 * | GET  menu/grant-top-tree            | { menu }: TreeNodes of the menus (no buttons) the caller may give a top menu |
 * | GET  menu/top-tree-keys ?topMenuIds | { menu }: the menu ids those top menus hold                   |
 * | POST topmenu/grant (JSON)           | { topMenuIds, menuIds } replaces what the top menus hold; R status |
 *
 * The header's top menu then lists only those menus (menu/routes?topMenuId=, menus/access.ts).
 */
import { http } from 'msw';
import { topMenu } from '../../src/schema/org/top-menu';
import type { AuthContext } from '../auth/authenticate';
import { splitIds } from '../auth/identity';
import type { CrudRow } from '../crud/rows';
import { requireGrant, withScope } from '../crud/scope';
import { findVisible, objectBody } from '../crud/write';
import { db } from '../db';
import { BadRequest, Forbidden, ok, readJson, requireParam, status } from '../envelope';
import { holdsMenu } from '../menus/access';
import type { MenuRow } from '../schema-rows';
import { buildTree } from '../tree';
import { grantableMenus, inPackage } from './grantable';
import { idList, treeNode } from './tree-nodes';

const MENU = 1;
const SETTING = 'topmenu_setting';

const bySort = (a: Readonly<MenuRow>, b: Readonly<MenuRow>) => a.sort - b.sort;

/** The menus a top menu of the caller's school may show. */
function offerable(auth: AuthContext): Readonly<MenuRow>[] {
  const allowed = inPackage(auth.tenantId);
  return grantableMenus(auth).filter((m) => m.category === MENU && allowed(m)).sort(bySort);
}

/** The top menus named, each one the caller may see (their school's; the administrator: any). */
function topMenusNamed(auth: AuthContext, ids: readonly string[]): string[] {
  const visible = (row: CrudRow) => auth.isAdministrator || row.tenantId === auth.tenantId;
  return ids.map((id) => findVisible(db.rows<CrudRow>(topMenu.name), id, visible).id);
}

export const topMenuGrantHandlers = [
  http.get('*/api/blade-system/menu/grant-top-tree', withScope(topMenu, ({ auth }) => {
    requireGrant(topMenu, auth, 'menu');
    return ok({ menu: buildTree(offerable(auth).map((m) => treeNode(m.id, m.parentId, m.name))) });
  })),
  http.get('*/api/blade-system/menu/top-tree-keys', withScope(topMenu, ({ request, auth }) => {
    requireGrant(topMenu, auth, 'menu');
    const ids = new Set(topMenusNamed(auth, splitIds(requireParam(new URL(request.url), 'topMenuIds'))));
    const live = new Set(db.rows('menu').filter((m) => m.isDeleted === 0).map((m) => m.id));
    const menuIds = db.rows('top_menu_setting').filter((s) => ids.has(s.topMenuId) && live.has(s.menuId)).map((s) => s.menuId);
    return ok({ menu: [...new Set(menuIds)] });
  })),
  http.post('*/api/blade-system/topmenu/grant', withScope(topMenu, async ({ request, auth }) => {
    if (!holdsMenu(auth, SETTING)) throw new Forbidden();
    const body = objectBody(await readJson(request));
    const topMenuIds = topMenusNamed(auth, idList(body, 'topMenuIds'));
    if (topMenuIds.length === 0) throw new BadRequest('缺少必要的请求参数: topMenuIds');
    const offered = new Set(offerable(auth).map((m) => m.id));
    const menuIds = idList(body, 'menuIds');
    for (const id of menuIds) if (!offered.has(id)) throw new BadRequest(`菜单 [${id}] 不存在或不可配置`);
    const tops = new Set(topMenuIds);
    db.remove('top_menu_setting', db.rows('top_menu_setting').filter((s) => tops.has(s.topMenuId)));
    for (const topMenuId of tops) for (const menuId of menuIds) db.insert('top_menu_setting', { id: db.nextId(), topMenuId, menuId });
    return status(true);
  })),
];
