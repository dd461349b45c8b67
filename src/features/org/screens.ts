/**
 * Organisation and access: departments, users, roles, menus, top menus, data and API scopes: the panes of menu paths that are not a plain resource screen, by path. Each
 * loader fetches its pane when first shown, so none is part of the first load.
 */
import type { PaneLoader } from '../../shell/pane';

export const orgScreens: Record<string, PaneLoader> = {
  '/system/user': () => import('./UserPane'),
};
