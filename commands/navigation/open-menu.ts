import { menuHref, queryOf, type MenuItem } from '../../src/core/menu';
import { goTo } from './helpers';

/**
 * Opens a menu item (spec §2): a query `target` opens a new window; anything else navigates,
 * framed pages (html or http(s) paths) through the frame route with their query.
 */
export function openMenu(menu: MenuItem): void {
  const href = menuHref(menu);
  const target = queryOf(menu).target;
  if (target) window.open(href, target);
  else goTo(href);
}

/** The id of the command that opens a menu leaf; the sidebar and the palette both run it. */
export function menuCommandId(menu: Pick<MenuItem, 'code' | 'id'>): string {
  return `nav.menu.${menu.code || menu.id}`;
}
