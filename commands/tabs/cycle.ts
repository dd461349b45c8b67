import { adjacentTab, tabHref } from '../../src/core/tabs';
import { defineCommand } from '../../src/platform/define-command';
import { goTo, inConsole } from '../navigation/helpers';
import type { CommandCheck, CommandContext } from '../../src/platform/types';
import { INFO, threeTabs } from './checks';

function step(ctx: CommandContext, by: 1 | -1): void {
  const tab = adjacentTab(ctx.route, by);
  if (tab) goTo(tabHref(tab));
}

const hasTabsToCycle = (ctx: CommandContext) => inConsole(ctx) && ctx.tabs.length > 1;

/**
 * Steps once round the bar: each run must land on the neighbour in the direction's order, and the
 * last step back where it started (after the last tab comes the first, before the first the last).
 */
function cycleCheck(by: 1 | -1): CommandCheck {
  return {
    at: INFO,
    scenario: async (h) => {
      const order = await threeTabs(h);
      const start = order.indexOf(INFO);
      for (let steps = 1; steps <= order.length; steps++) {
        await h.run();
        await h.at(order[(((start + by * steps) % order.length) + order.length) % order.length]);
      }
    },
  };
}

export const nextTab = defineCommand({
  id: 'tabs.next',
  title: { zh: '下一个标签', en: 'Next tab' },
  group: 'tabs',
  keywords: ['tab', 'next', 'switch'],
  shortcut: 'alt+shift+arrowright',
  when: hasTabsToCycle,
  run: (ctx) => step(ctx, 1),
  check: cycleCheck(1),
});

export const previousTab = defineCommand({
  id: 'tabs.previous',
  title: { zh: '上一个标签', en: 'Previous tab' },
  group: 'tabs',
  keywords: ['tab', 'previous', 'back', 'switch'],
  shortcut: 'alt+shift+arrowleft',
  when: hasTabsToCycle,
  run: (ctx) => step(ctx, -1),
  check: cycleCheck(-1),
});
