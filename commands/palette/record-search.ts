import { config } from '../../src/base/config';
import { t } from '../../src/i18n';
import '../../src/palette/messages';
import { closePalette, openPalette, palette, RECORD_PREFIX } from '../../src/palette/state';
import type { Command, NoArgs } from '../../src/platform/types';

/** The palette's record search, as typing RECORD_PREFIX (`#`) first in the command list. */
export const paletteRecordSearch: Command<NoArgs, 'palette.recordSearch'> = {
  id: 'palette.recordSearch',
  title: { zh: '搜索记录', en: 'Search records' },
  group: 'navigation',
  keywords: ['record', 'search', 'find', RECORD_PREFIX, 'jilu', '记录', '搜索', '查找'],
  // `#` (on a US layout) outside a field, as typing it first in the command list.
  shortcut: 'shift+3',
  when: (ctx) => ctx.loggedIn && ctx.route !== config.lockPage,
  run: () => openPalette('records'),
  check: {
    scenario: async (h) => {
      await h.run();
      h.expect(palette.open && palette.mode === 'records', 'the palette is open in record-search mode');
      await h.see(t('palette.records.hint'));
      closePalette();
      await h.notSee(t('palette.mode.records'));
    },
  },
};
