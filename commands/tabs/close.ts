import { config } from '../../src/config';
import { refuse } from '../../src/core/errorlog';
import { canClose, closeAllTabs, closeOtherTabs, closeTab, findTab, tabHref } from '../../src/core/tabs';
import { t } from '../../src/i18n';
import '../../src/i18n/layout';
import { defineCommand, goTo, inConsole } from '../navigation/helpers';
import type { CommandContext } from '../types';
import { tabArg, targetOf } from './arg';

/** A lone tab never closes (spec §2), so every tab command needs a second tab. */
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
    at: '/info/index',
    scenario: async (h) => {
      await h.run();
      await h.at(config.homePath);
      h.expect(!h.context().tabs.some((tab) => tab.value === '/info/index'), 'the info tab is still open');
      await h.run().then(
        () => h.expect(false, 'the home tab closed'),
        () => undefined,
      );
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
    at: '/info/index',
    scenario: async (h) => {
      await h.execute('nav.test');
      await h.at('/test/index');
      await h.run({ tab: '/info/index' });
      await h.at('/info/index');
      const open = h.context().tabs.map((tab) => tab.value);
      h.expect(open.join() === [config.homePath, '/info/index'].join(), `tabs left: ${open.join(', ')}`);
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
    at: '/info/index',
    scenario: async (h) => {
      await h.run();
      await h.at(config.homePath);
      h.expect(h.context().tabs.length === 1, 'more than the home tab is open');
    },
  },
});
