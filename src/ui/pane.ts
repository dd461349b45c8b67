/**
 * What a page of the console is: a pane component, loaded when first shown. The features'
 * screens are panes; the shell places them by their routes (src/shell/route-def.ts), so the
 * panes need not import the table that loads them.
 */
import type { ComponentType } from 'react';

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
