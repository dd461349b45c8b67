import { findTab, tabHref } from '../../src/core/tabs';
import { refuse } from '../../src/core/errorlog';
import { t } from '../../src/i18n';
import '../../src/i18n/layout';
import { defineCommand } from '../../src/platform/define-command';
import { goTo, inConsole } from '../navigation/helpers';
import { tabArg } from './arg';
import { INFO, TEST, threeTabs } from './checks';

/** Every open tab in one list (the palette's choice, the tab bar's list button): shows the one chosen. */
export const showTab = defineCommand({
  id: 'tabs.show',
  title: { zh: '切换到标签', en: 'Go to tab' },
  group: 'tabs',
  keywords: ['tab', 'list', 'switch', 'open tabs', 'qiehuan', 'biaoqian'],
  when: (ctx) => inConsole(ctx) && ctx.tabs.length > 1,
  args: { tab: { ...tabArg, optional: false as const } },
  run: (_ctx, { tab }) => {
    const target = findTab(tab);
    if (!target) refuse(t('ctl.tabs.notOpen'));
    goTo(tabHref(target));
  },
  check: {
    at: INFO,
    scenario: async (h) => {
      await threeTabs(h);
      await h.run({ tab: TEST });
      await h.at(TEST);
    },
  },
});
