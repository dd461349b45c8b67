import type { MenuItem } from './menu';
import type { Language } from '../base/config';
import { language, tIn } from '../i18n/index';
import { menuNamesEn } from '../i18n/menu-names';

/**
 * A menu's name in `lang` (default the current language). The server names menus in Chinese;
 * English names come from the console, by menu code.
 */
export function menuLabel(menu: Pick<MenuItem, 'code' | 'name' | 'meta'>, lang: Language = language.current): string {
  if (menu.meta?.i18n) return tIn(lang, menu.meta.i18n);
  if (lang === 'en') return menuNamesEn[menu.code] ?? menu.name;
  return menu.name;
}
