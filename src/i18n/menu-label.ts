import type { MenuItem } from '../core/menu';
import type { Language } from '../config';
import { language, tIn } from './index';
import { menuNamesEn } from './menu-names';

/**
 * A menu's name in `lang` (default the current language). The server names menus in Chinese;
 * English names come from the console, by menu code.
 */
export function menuLabel(menu: Pick<MenuItem, 'code' | 'name' | 'meta'>, lang: Language = language.current): string {
  if (menu.meta?.i18n) return tIn(lang, menu.meta.i18n);
  if (lang === 'en') return menuNamesEn[menu.code] ?? menu.name;
  return menu.name;
}
