/**
 * Tenancy and configuration: the panes of menu paths that are not a plain resource screen, by
 * path. Each loader fetches its pane when first shown, so none is part of the first load.
 */
import { masterDetailPane } from '../../resource-screen/master-detail-pane';
import type { PaneLoader } from '../../ui/pane';

/** A dictionary's codes beside the chosen code's items (src/shell/routes.ts lays them out both ways too). */
export const tenancyScreens: Record<string, PaneLoader> = {
  '/system/dict': masterDetailPane('dict', 'dict_item'),
  '/system/dictbiz': masterDetailPane('dict_biz', 'dict_biz_item'),
};
