import type { MenuItem } from '../../src/core/menu';
import { openMenuItem } from '../../src/palette/menus';

/**
 * Opens a menu item (spec §2): a query `target` opens a new window; anything else navigates,
 * framed pages (html or http(s) paths) through the frame route with their query. The palette's
 * menu search opens menus the same way, so both share its implementation.
 */
export const openMenu: (menu: MenuItem) => void = openMenuItem;

/** The id of the command that opens a menu leaf; the sidebar and the palette both run it. */
export function menuCommandId(menu: Pick<MenuItem, 'code' | 'id'>): string {
  return `nav.menu.${menu.code || menu.id}`;
}
