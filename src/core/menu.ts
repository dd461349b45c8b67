import { arriveAt } from './arrival';

/** A menu item as /blade-system/menu/routes returns it, plus the console's meta. */
export interface MenuMeta {
  i18n?: string;
  /** Role aliases allowed to see the item; empty or missing means everyone. */
  roles?: string[];
  isTab?: boolean;
  keepAlive?: boolean;
  isAuth?: boolean;
  target?: string;
}

export interface MenuItem {
  id: string;
  parentId: string;
  code: string;
  name: string;
  path: string;
  alias?: string;
  source?: string;
  sort?: number;
  category?: number;
  isOpen?: number;
  query?: Record<string, string> | string;
  meta?: MenuMeta;
  group?: string[];
  children?: MenuItem[];
}

/** The id of the command that opens a menu leaf; the sidebar and the palette both run it. */
export function menuCommandId(menu: Pick<MenuItem, 'code' | 'id'>): `nav.menu.${string}` {
  return `nav.menu.${menu.code || menu.id}`;
}

/** The top-menu choice that restores every menu (BladeX consoles' synthetic "首页" top menu). */
export const ALL_MENUS = 'all';

/** A menu is visible when the item carries no role restriction or one of the user's roles. */
export function isMenuVisible(menu: MenuItem, roles: readonly string[]): boolean {
  const allowed = menu.meta?.roles;
  return !allowed?.length || allowed.some((role) => roles.includes(role));
}

export function visibleMenus(menus: readonly MenuItem[], roles: readonly string[]): MenuItem[] {
  return menus
    .filter((menu) => isMenuVisible(menu, roles))
    .map((menu) => (menu.children ? { ...menu, children: visibleMenus(menu.children, roles) } : menu));
}

/** Every leaf (an item without children), depth first, with the names of its ancestors. */
export function menuLeaves(menus: readonly MenuItem[], trail: string[] = []): { menu: MenuItem; trail: string[] }[] {
  return menus.flatMap((menu) =>
    menu.children?.length ? menuLeaves(menu.children, [...trail, menu.name]) : [{ menu, trail }],
  );
}

export function queryOf(menu: MenuItem): Record<string, string> {
  if (!menu.query) return {};
  if (typeof menu.query === 'object') return menu.query;
  try {
    return JSON.parse(menu.query) as Record<string, string>;
  } catch {
    return {};
  }
}

const external = /^https?:\/\//i;

/** A path containing html, or an http(s) URL, opens in the frame route with its query. */
export function isFramed(path: string): boolean {
  return external.test(path) || path.includes('html');
}

/** The console location a menu item leads to. */
export function menuHref(menu: MenuItem): string {
  const query = queryOf(menu);
  if (isFramed(menu.path)) {
    const params = new URLSearchParams({ ...query, src: menu.path, name: menu.name });
    return `/myiframe/urlPath?${params}`;
  }
  const search = new URLSearchParams(query).toString();
  return search ? `${menu.path}?${search}` : menu.path;
}

/** The button permission map: the code of every node without children of the /menu/buttons tree. */
export function permissionMap(buttons: readonly MenuItem[]): Record<string, true> {
  const map: Record<string, true> = {};
  const walk = (nodes: readonly MenuItem[]) => {
    for (const node of nodes) {
      if (node.children?.length) walk(node.children);
      else map[node.code] = true;
    }
  };
  walk(buttons);
  return map;
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

/** A leaf menu with the menus above it. */
export interface MenuLeaf {
  menu: MenuItem;
  ancestors: MenuItem[];
}

/** The menus above `menu` in the tree `menus`, outermost first. */
export function ancestorsOf(menus: readonly MenuItem[], menu: MenuItem): MenuItem[] {
  const ancestors: MenuItem[] = [];
  for (let up = findMenu(menus, menu.parentId); up && !ancestors.includes(up); up = findMenu(menus, up.parentId)) ancestors.unshift(up);
  return ancestors;
}

/** The leaf menus the user may see, depth first, each with its ancestors. */
export function visibleLeaves(menus: readonly MenuItem[], roles: readonly string[]): MenuLeaf[] {
  const visible = visibleMenus(menus, roles);
  return menuLeaves(visible).map(({ menu }) => ({ menu, ancestors: ancestorsOf(visible, menu) }));
}

/**
 * Opens a menu item: a query target opens a new window, anything else navigates once the screen
 * is ready (arrival.ts); settles when the address has changed (or another screen was chosen).
 */
export async function openMenu(menu: MenuItem): Promise<void> {
  const href = menuHref(menu);
  const target = queryOf(menu).target;
  if (target) window.open(href, target);
  else await arriveAt(href);
}

/**
 * The leaves of each menu tree by path, the first of a path kept. A tree is indexed once: the
 * session's menus are replaced whole, never changed in place. Command availability asks this for
 * every screen's command on every render of the palette and the toolbars.
 */
const leavesByPath = new WeakMap<readonly MenuItem[], Map<string, MenuItem>>();

export function findMenuByPath(menus: readonly MenuItem[], path: string): MenuItem | undefined {
  let index = leavesByPath.get(menus);
  if (!index) {
    index = new Map();
    for (const { menu } of menuLeaves(menus)) if (!index.has(menu.path)) index.set(menu.path, menu);
    leavesByPath.set(menus, index);
  }
  return index.get(path);
}
