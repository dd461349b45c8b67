import { config } from '../../src/base/config';
import { t } from '../../src/i18n';
import '../../src/palette/messages';
import { closePalette, palette, togglePalette } from '../../src/palette/state';
import { waitUntil } from '../../src/platform/harness/screen';
import type { Command, NoArgs } from '../../src/platform/types';

const paletteField = () => document.querySelector<HTMLInputElement>('.palette-overlay input[role=combobox]');

/** Opens the command palette (or closes it when it is already showing the command list). */
export const paletteOpen: Command<NoArgs, 'palette.open'> = {
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
      // The palette's own field, holding the keyboard: not a word that any page may also show.
      await waitUntil(() => paletteField() !== null && document.activeElement === paletteField(), 4000, () => 'the palette\'s field does not have the focus');
      h.expect(paletteField()!.closest('[role=dialog]')?.textContent?.includes(t('palette.mode.commands')), 'the palette does not say it lists commands');
      closePalette();
      await waitUntil(() => paletteField() === null, 4000, () => 'the palette did not close');
    },
  },
};
