import { shortcutSheet } from '../../src/hotkeys/sheet';
import { t } from '../../src/i18n';
import '../../src/i18n/layout';
import { defineCommand } from '../../src/platform/define-command';
import { inConsole } from '../navigation/helpers';

export const showShortcuts = defineCommand({
  id: 'layout.shortcuts',
  title: { zh: '快捷键一览', en: 'Keyboard shortcuts' },
  group: 'layout',
  keywords: ['keyboard', 'shortcuts', 'keys', 'help', 'hotkeys'],
  shortcut: 'shift+slash',
  when: inConsole,
  run: () => {
    shortcutSheet.open = true;
  },
  check: {
    scenario: async (h) => {
      await h.run();
      // The sheet's column heading: the title 快捷键 is also a user-menu item.
      await h.see(t('ctl.shortcuts.keys'));
      shortcutSheet.open = false;
    },
  },
});
