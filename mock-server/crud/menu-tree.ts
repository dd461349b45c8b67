/**
 * GET /blade-system/menu/tree: every live menu (category 1, no buttons) as TreeNodes
 * {id, parentId, title, key, value, children?} by sort, as BladeX's MenuMapper.tree query builds them.
 * The tenant-package form picks its menus from it, so, like that form, it is platform-only.
 */
import { http } from 'msw';
import { requireAdministrator, withAuth } from '../auth/authenticate';
import { db } from '../db';
import { ok } from '../envelope';
import { buildTree } from '../tree';

const MENU = 1;

function menuTree() {
  const nodes = db.rows('menu')
    .filter((menu) => menu.category === MENU && menu.isDeleted === 0)
    .sort((a, b) => a.sort - b.sort)
    .map((menu) => ({ id: menu.id, parentId: menu.parentId, title: menu.name, key: menu.id, value: menu.id }));
  return buildTree(nodes);
}

export const menuTreeHandler = http.get('*/api/blade-system/menu/tree', withAuth(({ auth }) => {
  requireAdministrator(auth);
  return ok(menuTree());
}));
