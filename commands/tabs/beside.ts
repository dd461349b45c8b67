import { closeTabsBeside, findTab } from '../../src/core/tabs';
import { defineCommand } from '../../src/platform/define-command';
import type { CommandContext } from '../../src/platform/types';
import { goTo, inConsole } from '../navigation/helpers';
import { tabArg, targetOf } from './arg';
import { INFO, TEST, threeTabs } from './checks';

/**
 * Close the tabs to the left or to the right of a tab (the current one by default). The check
 * opens the test page beside the info page, closes on the side that holds it and finds only
 * the tabs of the other side left, home among them.
 */
function closeBeside(side: 'left' | 'right') {
  const left = side === 'left';
  return defineCommand({
    id: left ? 'tabs.closeLeft' : 'tabs.closeRight',
    title: left ? { zh: '关闭左侧标签', en: 'Close tabs to the left' } : { zh: '关闭右侧标签', en: 'Close tabs to the right' },
    group: 'tabs',
    keywords: ['tab', 'close', side, left ? 'zuoce' : 'youce'],
    // The tab menu passes its own tab, which may have tabs beside it when the current one has none.
    when: (ctx: CommandContext) => inConsole(ctx) && ctx.tabs.length > 1,
    args: { tab: tabArg },
    run: (ctx, { tab }) => {
      const next = closeTabsBeside(targetOf(ctx, tab), side, ctx.route);
      if (next) goTo(next);
    },
    check: {
      at: INFO,
      scenario: async (h) => {
        await threeTabs(h);
        await h.execute('nav.test');
        await h.execute('nav.info');
        await h.at(INFO);
        const order = h.context().tabs.map((tab) => tab.value);
        // From the later of the two to the left, from the earlier to the right: the other one closes.
        const [earlier, later] = [TEST, INFO].sort((a, b) => order.indexOf(a) - order.indexOf(b));
        const from = left ? later : earlier;
        const index = order.indexOf(from);
        const kept = order.filter((value, position) => (left ? position >= index : position <= index) || value === order[0]);
        const stillOpen = order.filter((value) => !kept.includes(value));
        h.expect(stillOpen.length > 0, `nothing lies ${side} of ${from} in ${order.join(', ')}`);
        await h.run({ tab: from });
        const open = h.context().tabs.map((tab) => tab.value);
        h.expect(open.join() === kept.join(), `tabs left: ${open.join(', ')}, expected ${kept.join(', ')}`);
        h.expect(findTab(order[0]), 'the home tab closed');
        // Closing the current tab shows the one the command started from.
        await h.at(findTab(INFO) ? INFO : from);
      },
    },
  });
}

export const closeLeft = closeBeside('left');
export const closeRight = closeBeside('right');
