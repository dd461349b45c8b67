import { config } from '../../src/base/config';
import { refuse } from '../../src/core/errorlog';
import { canClose, closeAllTabs, closeOtherTabs, closeTab, findTab, tabHref } from '../../src/core/tabs';
import { t } from '../../src/i18n';
import '../../src/i18n/layout';
import { refusalOf } from '../../src/platform/harness/refusal';
import { defineCommand } from '../../src/platform/define-command';
import { goTo, inConsole } from '../navigation/helpers';
import type { CommandContext } from '../../src/platform/types';
import { tabArg, targetOf } from './arg';
import { INFO, TEST, threeTabs } from './checks';

/** A lone tab never closes, so every tab command needs a second tab. */
const severalTabs = (ctx: CommandContext) => inConsole(ctx) && ctx.tabs.length > 1;

export const closeCurrentTab = defineCommand({
  id: 'tabs.close',
  title: { zh: '关闭标签', en: 'Close tab' },
  group: 'tabs',
  keywords: ['tab', 'close'],
  shortcut: 'alt+shift+w',
  when: severalTabs,
  args: { tab: tabArg },
  run: (ctx, { tab }) => {
    const target = findTab(targetOf(ctx, tab));
    // The home tab is the one that stays; say so instead of doing nothing.
    if (!target || !canClose(target)) refuse(t('ctl.tabs.cannotClose'));
    const next = closeTab(target.value, ctx.route);
    if (next) goTo(next);
  },
  check: {
    at: INFO,
    scenario: async (h) => {
      const order = await threeTabs(h);
      // The current tab closes and its right-hand neighbour shows (the left one when it was last).
      const index = order.indexOf(INFO);
      await h.run();
      h.expect(!h.context().tabs.some((tab) => tab.value === INFO), 'the info tab is still open');
      await h.at(order[index + 1] ?? order[index - 1]);
      // The home tab refuses, says so and stays.
      await h.execute('nav.home');
      await h.at(config.homePath);
      const open = h.context().tabs.length;
      h.expect((await refusalOf(h.run())) === t('ctl.tabs.cannotClose'), 'closing the home tab was not refused');
      await h.see(t('ctl.tabs.cannotClose'));
      h.expect(h.context().tabs.length === open && findTab(config.homePath), 'a tab closed although the home tab refused');
      await h.at(config.homePath);
    },
  },
});

export const closeOthers = defineCommand({
  id: 'tabs.closeOthers',
  title: { zh: '关闭其他标签', en: 'Close other tabs' },
  group: 'tabs',
  keywords: ['tab', 'close', 'others'],
  when: severalTabs,
  args: { tab: tabArg },
  run: (ctx, { tab }) => {
    const keep = targetOf(ctx, tab);
    closeOtherTabs(keep);
    if (!findTab(ctx.route)) goTo(tabHref(findTab(keep) ?? { value: config.homePath }));
  },
  check: {
    at: INFO,
    scenario: async (h) => {
      await threeTabs(h);
      await h.execute('nav.test');
      await h.at(TEST);
      await h.run({ tab: INFO });
      await h.at(INFO);
      const open = h.context().tabs.map((tab) => tab.value);
      h.expect(open.join() === [config.homePath, INFO].join(), `tabs left: ${open.join(', ')}`);
    },
  },
});

export const closeAll = defineCommand({
  id: 'tabs.closeAll',
  title: { zh: '关闭全部标签', en: 'Close all tabs' },
  group: 'tabs',
  keywords: ['tab', 'close', 'all'],
  when: severalTabs,
  run: () => {
    closeAllTabs();
    goTo(config.homePath);
  },
  check: {
    at: INFO,
    scenario: async (h) => {
      await threeTabs(h);
      await h.run();
      await h.at(config.homePath);
      h.expect(h.context().tabs.length === 1, 'more than the home tab is open');
    },
  },
});
