/**
 * The menus the console offers: the ones visible to the user's roles (no role restriction, or one of theirs) less the leaves
 * without a built screen (screens.ts decides), and less the groups that leaves nothing under.
 * The sidebar, the palette's menu search and "Go to", the nav.menu commands, the top menus and
 * their landing page, and the home page all read these, so none of them leads to a screen that is not
 * built; the home page names the rest as not built yet. Typing such a menu's address still
 * shows its "not open yet" pane.
 */
import { authApi } from '../api/auth';
import { menuLeaves, visibleLeaves, visibleMenus, type MenuItem, type MenuLeaf } from '../core/menu';
import { isBuiltScreen } from './menu-screens';

function pruned(menus: readonly MenuItem[]): MenuItem[] {
  return menus.flatMap((menu) => {
    if (!menu.children?.length) return isBuiltScreen(menu) ? [menu] : [];
    const children = pruned(menu.children);
    return children.length ? [{ ...menu, children }] : [];
  });
}

export function offeredMenus(menus: readonly MenuItem[], roles: readonly string[]): MenuItem[] {
  return pruned(visibleMenus(menus, roles));
}

/** The offered leaves, depth first, each with its ancestors. */
export function offeredLeaves(menus: readonly MenuItem[], roles: readonly string[]): MenuLeaf[] {
  return visibleLeaves(offeredMenus(menus, roles), roles);
}

/** The visible leaves the console has no screen for yet, depth first, with their ancestors' names. */
export function unbuiltLeaves(menus: readonly MenuItem[], roles: readonly string[]): { menu: MenuItem; trail: string[] }[] {
  return menuLeaves(visibleMenus(menus, roles)).filter(({ menu }) => !isBuiltScreen(menu));
}

/**
 * The user's top menus that lead to a built screen (asking the server for each one's menus): a
 * top menu with none would leave the sidebar empty.
 */
export async function offeredTopMenus(roles: readonly string[]): Promise<MenuItem[]> {
  const tops = (await authApi.topMenu()) ?? [];
  const leads = await Promise.all(tops.map(async (top) => offeredMenus((await authApi.routes(top.id)) ?? [], roles).length > 0));
  return tops.filter((_, i) => leads[i]);
}
