import { config } from '../../src/base/config';
import { t } from '../../src/i18n';
import '../../src/palette/messages';
import { closePalette, openPalette, palette } from '../../src/palette/state';
import type { Command, NoArgs } from '../../src/platform/types';

/** The menu search: the palette listing leaf menus by case-insensitive prefix. */
export const paletteMenuSearch: Command<NoArgs, 'palette.menuSearch'> = {
  id: 'palette.menuSearch',
  title: { zh: '菜单搜索', en: 'Search menus' },
  group: 'navigation',
  keywords: ['menu', 'search', 'find', 'caidan', '菜单', '搜索', '查找'],
  shortcut: 'mod+shift+f',
  when: (ctx) => ctx.loggedIn && ctx.route !== config.lockPage,
  run: () => openPalette('menus'),
  check: {
    scenario: async (h) => {
      await h.run();
      h.expect(palette.open && palette.mode === 'menus', 'the palette is open in menu-search mode');
      await h.see(t('palette.mode.menus'));
      closePalette();
      await h.notSee(t('palette.mode.menus'));
    },
  },
};
