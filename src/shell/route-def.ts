/**
 * What the shell places a page by: its route (the pattern, title and frame a pane is shown at),
 * and which panes are already in the first bundle. The route table (routes.ts), the pane host,
 * the layout and the page title read these; the panes themselves know only ui/pane.ts.
 */
import type { MenuItem } from '../core/menu';
import type { PaneComponent, PaneLoader } from '../ui/pane';

export interface RouteDef {
  pattern: string;
  /** i18n key of the page title, or the menu item for menu routes. */
  title: string | MenuItem;
  /** false: open to visitors without a token (a menu meta's isAuth). */
  isAuth: boolean;
  /** Rendered inside the main layout (header, sidebar, tags). */
  inLayout: boolean;
  hidden?: boolean;
  keepAlive?: boolean;
  load: PaneLoader;
}

/** Panes that are part of the first bundle, by their loader: rendered at once. */
export const bundledPanes = new WeakMap<PaneLoader, PaneComponent>();

/**
 * A loader for a pane already in the bundle: rendered at once, without the one render of a
 * loading placeholder a pane loaded on demand shows first (on-demand.ts).
 */
export function bundled(component: PaneComponent): PaneLoader {
  const load: PaneLoader = () => Promise.resolve({ default: component });
  bundledPanes.set(load, component);
  return load;
}
