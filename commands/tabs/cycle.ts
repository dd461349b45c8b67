import { config } from '../../src/config';
import { adjacentTab, tabHref } from '../../src/core/tabs';
import { defineCommand, goTo, inConsole } from '../navigation/helpers';
import type { CommandContext } from '../types';

function step(ctx: CommandContext, by: 1 | -1): void {
  const tab = adjacentTab(ctx.route, by);
  if (tab) goTo(tabHref(tab));
}

const hasTabsToCycle = (ctx: CommandContext) => inConsole(ctx) && ctx.tabs.length > 1;

export const nextTab = defineCommand({
  id: 'tabs.next',
  title: { zh: '下一个标签', en: 'Next tab' },
  group: 'tabs',
  keywords: ['tab', 'next', 'switch'],
  shortcut: 'alt+shift+arrowright',
  when: hasTabsToCycle,
  run: (ctx) => step(ctx, 1),
  check: {
    at: '/info/index',
    scenario: async (h) => {
      // Tabs: home, info. After the last tab comes the first again.
      await h.run();
      await h.at(config.homePath);
      await h.run();
      await h.at('/info/index');
    },
  },
});

export const previousTab = defineCommand({
  id: 'tabs.previous',
  title: { zh: '上一个标签', en: 'Previous tab' },
  group: 'tabs',
  keywords: ['tab', 'previous', 'back', 'switch'],
  shortcut: 'alt+shift+arrowleft',
  when: hasTabsToCycle,
  run: (ctx) => step(ctx, -1),
  check: {
    at: '/info/index',
    scenario: async (h) => {
      await h.run();
      await h.at(config.homePath);
      await h.run();
      await h.at('/info/index');
    },
  },
});
