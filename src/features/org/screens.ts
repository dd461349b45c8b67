/**
 * Organisation and access: the panes of menu paths that are not a plain resource screen, by
 * path. Each loader fetches its pane when first shown, so none is part of the first load.
 */
import { masterDetailPane } from '../../resource-screen/master-detail-pane';
import type { PaneLoader } from '../../ui/pane';

export const orgScreens: Record<string, PaneLoader> = {
  '/system/user': () => import('./UserPane'),
  '/authority/role': () => Promise.all([import('./GrantScreen'), import('../../schema/org/role')]).then(([m, s]) => ({ default: m.grantScreen(s.role) })),
  '/authority/datascope': masterDetailPane('data_scope_menu', 'data_scope'),
  '/authority/apiscope': masterDetailPane('api_scope_menu', 'api_scope'),
  '/system/topmenu': () => Promise.all([import('./GrantScreen'), import('../../schema/org/top-menu')]).then(([m, s]) => ({ default: m.grantScreen(s.topMenu) })),
};
