/**
 * Which menus and buttons a session may use:
 * - the platform administrator: every live menu;
 * - anyone else: the menus granted to the session's roles (role_menu), limited to the tenant's
 *   product package when it has one (a button counts as in the package when its menu is).
 * Routes add every ancestor of a granted menu, so a grant of a leaf shows its group.
 */
import type { AuthContext } from '../auth/authenticate';
import { splitIds } from '../auth/identity';
import { db } from '../db';
import type { MenuRow } from '../schema-rows';

const MENU = 1;
const BUTTON = 2;

const liveMenus = () => db.rows('menu').filter((m) => m.isDeleted === 0);

/** The package's menu ids, or undefined when the tenant has no package (all menus allowed). */
export function packageMenuIds(tenantId: string): Set<string> | undefined {
  const tenant = db.group('tenant', 'tenantId', tenantId).find((t) => t.isDeleted === 0);
  const pack = tenant?.packageId ? db.rows('tenant_package').find((p) => p.id === tenant.packageId && p.isDeleted === 0) : undefined;
  return pack && new Set(splitIds(pack.menuId));
}

export function grantedMenus(auth: AuthContext): Readonly<MenuRow>[] {
  const menus = liveMenus();
  if (auth.isAdministrator) return menus;
  const roleIds = new Set(auth.roleIds);
  const granted = new Set([...roleIds].flatMap((roleId) => db.group('role_menu', 'roleId', roleId).map((g) => g.menuId)));
  const inPackage = packageMenuIds(auth.tenantId);
  return menus.filter((m) => granted.has(m.id) && (!inPackage || inPackage.has(m.category === BUTTON ? m.parentId : m.id)));
}

/** The menus of a top menu of the session's tenant; an unknown or foreign top menu has none. */
function topMenuIds(auth: AuthContext, topMenuId: string): Set<string> {
  const top = db.rows('top_menu').find((t) => t.id === topMenuId && t.tenantId === auth.tenantId && t.isDeleted === 0);
  if (!top) return new Set();
  return new Set(db.group('top_menu_setting', 'topMenuId', top.id).map((s) => s.menuId));
}

function withAncestors(chosen: readonly Readonly<MenuRow>[]): Readonly<MenuRow>[] {
  const byId = new Map(liveMenus().map((m) => [m.id, m]));
  const ids = new Set(chosen.map((m) => m.id));
  for (const menu of chosen) {
    for (let parent = byId.get(menu.parentId); parent && !ids.has(parent.id); parent = byId.get(parent.parentId)) {
      ids.add(parent.id);
    }
  }
  return [...byId.values()].filter((m) => ids.has(m.id));
}

const bySort = (a: Readonly<MenuRow>, b: Readonly<MenuRow>) => a.sort - b.sort;

/**
 * Whether the session was granted the menu or button with this code: what the server checks
 * before a call that screen or button makes, so a call the console would not offer is refused.
 */
export function holdsMenu(auth: AuthContext, code: string): boolean {
  return auth.isAdministrator || grantedMenus(auth).some((m) => m.code === code);
}

/** Category-1 menus of the session, narrowed to a top menu when one is named; sorted. */
export function routeMenus(auth: AuthContext, topMenuId?: string): Readonly<MenuRow>[] {
  let menus = grantedMenus(auth).filter((m) => m.category === MENU);
  if (topMenuId) {
    const inTop = topMenuIds(auth, topMenuId);
    menus = menus.filter((m) => inTop.has(m.id));
  }
  return withAncestors(menus).sort(bySort);
}

/** The session's buttons with the menus that own them; sorted. */
export function buttonMenus(auth: AuthContext): Readonly<MenuRow>[] {
  const buttons = grantedMenus(auth).filter((m) => m.category === BUTTON);
  const ownerIds = new Set(buttons.map((b) => b.parentId));
  const owners = liveMenus().filter((m) => ownerIds.has(m.id));
  return [...owners, ...buttons].sort(bySort);
}
