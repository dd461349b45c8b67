import { config } from '../../src/base/config';
import { t } from '../../src/i18n';
import { menuLabel } from '../../src/core/menu-label';
import '../../src/palette/messages';
import { closePalette, openPalette, palette } from '../../src/palette/state';
import { offeredMenus } from '../../src/features/offered-menus';
import type { Command, NoArgs } from '../../src/platform/types';

/** A "Go to…" page browsing the menu tree: groups open a deeper page, Backspace goes up. */
export const paletteGoto: Command<NoArgs, 'palette.goto'> = {
  id: 'palette.goto',
  title: { zh: '转到…', en: 'Go to…' },
  group: 'navigation',
  keywords: ['goto', 'go', 'open', 'page', 'menu', 'zhuandao', '转到', '打开', '页面'],
  when: (ctx) => ctx.loggedIn && ctx.route !== config.lockPage,
  run: () => openPalette('commands', 'goto'),
  check: {
    scenario: async (h) => {
      await h.run();
      h.expect(palette.open && palette.pages[0]?.name === 'goto', 'the palette shows the goto page');
      await h.see(t('palette.mode.goto'));
      const ctx = h.context();
      const first = offeredMenus(ctx.menus, ctx.roles)[0];
      if (first) await h.see(menuLabel(first));
      closePalette();
      await h.notSee(t('palette.mode.goto'));
    },
  },
};
