/** blade-system/menu: the session's routes, buttons and top menus. */
import { http } from 'msw';
import { withAuth } from '../auth/authenticate';
import { db } from '../db';
import { ok } from '../envelope';
import { buttonMenus, routeMenus } from '../menus/access';
import { buildTree } from '../tree';

const MENU = '*/api/blade-system/menu';

export const menuHandlers = [
  http.get(`${MENU}/routes`, withAuth(({ request, auth }) => {
    const topMenuId = new URL(request.url).searchParams.get('topMenuId') ?? undefined;
    return ok(buildTree(routeMenus(auth, topMenuId)));
  })),
  http.get(`${MENU}/buttons`, withAuth(({ auth }) => ok(buildTree(buttonMenus(auth))))),
  http.get(`${MENU}/top-menu`, withAuth(({ auth }) =>
    ok(db.rows('top_menu').filter((t) => t.tenantId === auth.tenantId && t.isDeleted === 0).sort((a, b) => a.sort - b.sort)),
  )),
];
