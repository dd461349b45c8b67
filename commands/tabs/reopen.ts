import { config } from '../../src/config';
import { reopenTab, tabHref, tabMemory } from '../../src/core/tabs';
import { defineCommand, goTo, inConsole } from '../navigation/helpers';

export const reopenClosedTab = defineCommand({
  id: 'tabs.reopen',
  title: { zh: '重新打开已关闭的标签', en: 'Reopen closed tab' },
  group: 'tabs',
  keywords: ['tab', 'reopen', 'undo', 'restore'],
  shortcut: 'alt+shift+t',
  // The closed-tab stack is not part of CommandContext (see the report): read it directly.
  when: (ctx) => inConsole(ctx) && tabMemory.closed.length > 0,
  run: () => {
    const tab = reopenTab();
    if (tab) goTo(tabHref(tab));
  },
  check: {
    at: '/info/index',
    scenario: async (h) => {
      await h.execute('tabs.close');
      await h.at(config.homePath);
      await h.run();
      await h.at('/info/index');
    },
  },
});
