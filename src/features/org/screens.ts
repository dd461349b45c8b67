/**
 * Organisation and access: departments, users, roles, menus, top menus, data and API scopes: the panes of menu paths that are not a plain resource screen, by path. Each
 * loader fetches its pane when first shown, so none is part of the first load.
 */
import type { PaneLoader } from '../../shell/pane';

export const orgScreens: Record<string, PaneLoader> = {
  '/system/user': () => import('./UserPane'),
  '/authority/role': () => Promise.all([import('./GrantScreen'), import('../../resources/org/role')]).then(([m, s]) => ({ default: m.grantScreen(s.role) })),
  '/authority/datascope': () => import('../../resources/view/MasterDetail').then((m) => ({ default: m.masterDetailScreen('data_scope_menu', 'data_scope', 'beside') })),
  '/authority/apiscope': () => import('../../resources/view/MasterDetail').then((m) => ({ default: m.masterDetailScreen('api_scope_menu', 'api_scope', 'beside') })),
  '/system/topmenu': () => Promise.all([import('./GrantScreen'), import('../../resources/org/top-menu')]).then(([m, s]) => ({ default: m.grantScreen(s.topMenu) })),
};
