import { tabLabel } from '../../src/core/tabs';
import type { Tab } from '../../src/core/session';
import type { CommandContext } from '../../src/platform/types';

/**
 * The tab a tab command acts on: optional, the current page's tab by default. The tab bar's
 * context menu passes the tab that was right-clicked; the palette may offer the open tabs.
 */
export const tabArg = {
  kind: 'choice' as const,
  optional: true as const,
  label: { zh: '标签', en: 'Tab' },
  options: (ctx: CommandContext) => ctx.tabs.map((tab) => ({ value: tab.value, label: tabLabel(tab as Tab) })),
};

/** The target of a tab command: the given tab, else the page on screen. */
export const targetOf = (ctx: CommandContext, tab: string | undefined) => tab ?? ctx.route;
