/**
 * Tenancy and configuration: tenants, dictionaries, business dictionaries, regions, data sources: the panes of menu paths that are not a plain resource screen, by path. Each
 * loader fetches its pane when first shown, so none is part of the first load.
 */
import type { PaneLoader } from '../../shell/pane';

export const tenancyScreens: Record<string, PaneLoader> = {};
