import type { MenuItem } from '../core/menu';
import { language, t } from './index';
import { menuNamesEn } from './menu-names';

/** The server names menus in Chinese; English names come from the console, by menu code. */
export function menuLabel(menu: Pick<MenuItem, 'code' | 'name' | 'meta'>): string {
  if (menu.meta?.i18n) return t(menu.meta.i18n);
  if (language.current === 'en') return menuNamesEn[menu.code] ?? menu.name;
  return menu.name;
}
