import { findTab, reopenTab, tabHref, tabMemory } from '../../src/core/tabs';
import { defineCommand } from '../../src/platform/define-command';
import { goTo, inConsole } from '../navigation/helpers';
import { INFO } from './checks';

export const reopenClosedTab = defineCommand({
  id: 'tabs.reopen',
  title: { zh: '重新打开已关闭的标签', en: 'Reopen closed tab' },
  group: 'tabs',
  keywords: ['tab', 'reopen', 'undo', 'restore'],
  shortcut: 'alt+shift+t',
  // CommandContext leaves the closed-tab stack out (only this command looks at it): read it directly.
  when: (ctx) => inConsole(ctx) && tabMemory.closed.length > 0,
  run: () => {
    const tab = reopenTab();
    if (tab) goTo(tabHref(tab));
  },
  check: {
    at: INFO,
    scenario: async (h) => {
      await h.execute('tabs.close');
      h.expect(!findTab(INFO), 'the info tab did not close');
      await h.run();
      await h.at(INFO);
      h.expect(findTab(INFO), 'the info tab is not open again');
    },
  },
});
