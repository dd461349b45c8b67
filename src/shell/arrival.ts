/**
 * How a screen gets ready before a menu opens it (src/core/arrival.ts waits for this): its pane's
 * code, then what the pane itself prepares from the address's query.
 */
import { session } from '../core/session';
import { loadOnDemand } from './on-demand';
import { bundledPanes } from './route-def';
import { resolveRoute } from './routes';

export async function prepareScreen(href: string): Promise<void> {
  const url = new URL(href, window.location.origin);
  const resolved = resolveRoute(url.pathname, session.menus);
  if (!resolved) return;
  const { load } = resolved.route;
  const pane = bundledPanes.get(load) ?? (await loadOnDemand(load));
  await pane.prepare?.(url.search.slice(1));
}
