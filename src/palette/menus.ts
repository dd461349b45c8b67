import { navigate } from 'wouter/use-browser-location';
import { menuHref, menuLeaves, queryOf, visibleMenus, type MenuItem } from '../core/menu';

/** A leaf menu with the menus above it (for the muted trail shown beside it). */
export interface MenuLeaf {
  menu: MenuItem;
  ancestors: MenuItem[];
}

/** The spec §2 candidates: leaf menus the user may see, depth first. */
export function visibleLeaves(menus: readonly MenuItem[], roles: readonly string[]): MenuLeaf[] {
  const visible = visibleMenus(menus, roles);
  const byId = new Map<string, MenuItem>();
  const index = (items: readonly MenuItem[]) => items.forEach((m) => { byId.set(m.id, m); if (m.children) index(m.children); });
  index(visible);
  return menuLeaves(visible).map(({ menu }) => {
    const ancestors: MenuItem[] = [];
    for (let up = byId.get(menu.parentId); up && !ancestors.includes(up); up = byId.get(up.parentId)) ancestors.unshift(up);
    return { menu, ancestors };
  });
}

/** Spec §2: case-insensitive prefix match on the leaf's name in the current language. */
export function prefixMatches<T>(items: readonly T[], lowerLabels: readonly string[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...items];
  return items.filter((_, i) => lowerLabels[i]!.startsWith(q));
}

/** The menu with this id in a tree, or undefined. */
export function findMenu(menus: readonly MenuItem[], id: string): MenuItem | undefined {
  for (const menu of menus) {
    if (menu.id === id) return menu;
    const found = menu.children && findMenu(menu.children, id);
    if (found) return found;
  }
  return undefined;
}

/** Opens a menu as the sidebar does: a query target opens a new window, anything else navigates. */
export function openMenuItem(menu: MenuItem): void {
  const href = menuHref(menu);
  const target = queryOf(menu).target;
  if (target) window.open(href, target);
  else navigate(href);
}
