/**
 * What a caller may grant a role: the administrator any live menu, anyone else only what they
 * hold themselves (as BladeX's grant tree offers them); either way within the product package of
 * the role's school, since a menu outside it would never reach the role's users.
 */
import type { AuthContext } from '../auth/authenticate';
import { db } from '../db';
import { grantedMenus, packageMenuIds } from '../menus/access';
import type { MenuRow } from '../schema-rows';

const BUTTON = 2;

export function grantableMenus(auth: AuthContext): Readonly<MenuRow>[] {
  return auth.isAdministrator ? db.rows('menu').filter((m) => m.isDeleted === 0) : grantedMenus(auth);
}

/** Whether a school's package lets its roles hold the menu (a button goes with its menu). */
export function inPackage(tenantId: string): (menu: MenuRow) => boolean {
  const allowed = packageMenuIds(tenantId);
  return (menu) => !allowed || allowed.has(menu.category === BUTTON ? menu.parentId : menu.id);
}
