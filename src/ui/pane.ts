/**
 * What a page of the console is to the shell: a pane component, loaded when first shown, and the
 * route that places it. The route table (routes.ts) and the panes both use these, so the panes
 * need not import the table that loads them.
 */
import type { ComponentType } from 'react';
import type { MenuItem } from '../core/menu';

export interface PaneProps {
  params: Record<string, string | undefined>;
}
/**
 * A pane's component. `prepare` starts what the pane shows first (a resource screen's first page
 * of rows) before the pane is shown, from the query of the address it is opened at; the shell
 * waits for it when a menu opens the pane (src/shell/arrival.ts).
 */
export type PaneComponent = ComponentType<PaneProps> & { prepare?: (search: string) => Promise<unknown> };
export type PaneLoader = () => Promise<{ default: PaneComponent }>;

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
