import { config } from '../../src/config';
import { t } from '../../src/i18n';
import '../../src/palette/messages';
import { closePalette, palette, togglePalette } from '../../src/palette/state';
import type { Command } from '../../src/platform/types';

/** Opens the command palette (or closes it when it is already showing the command list). */
export const paletteOpen: Command = {
  id: 'palette.open',
  title: { zh: '打开命令面板', en: 'Open the command palette' },
  group: 'layout',
  keywords: ['palette', 'command', 'commands', 'search', '命令', '面板', '搜索'],
  shortcut: 'mod+k',
  // The lock screen must stay a dead end.
  when: (ctx) => ctx.route !== config.lockPage,
  run: () => togglePalette('commands'),
  check: {
    scenario: async (h) => {
      closePalette();
      await h.run();
      h.expect(palette.open && palette.mode === 'commands', 'the palette is open on the command list');
      await h.see(t('palette.mode.commands'));
      closePalette();
      await h.notSee(t('palette.mode.commands'));
    },
  },
};
