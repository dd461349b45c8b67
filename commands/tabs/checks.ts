/** What the tab commands' checks share. */
import type { CheckHarness } from '../../src/platform/types';

export const INFO = '/info/index';
export const TEST = '/test/index';

/**
 * Makes sure at least three tabs are open, the current one the info page (where the checks
 * start): with two, "next" and "previous" both lead to the other tab and cannot be told apart,
 * and a lone tab offers no tab command at all. Resolves with the open tabs' paths in bar order.
 */
export async function threeTabs(h: CheckHarness): Promise<string[]> {
  if (h.context().tabs.length < 3 && !h.context().tabs.some((tab) => tab.value === TEST)) {
    await h.execute('nav.test');
    await h.at(TEST);
    await h.execute('nav.info');
    await h.at(INFO);
  }
  const open = h.context().tabs.map((tab) => tab.value);
  h.expect(open.length >= 3 && window.location.pathname === INFO, `expected three tabs and the info page, found ${open.join(', ')} at ${window.location.pathname}`);
  return open;
}
