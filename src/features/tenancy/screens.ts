/**
 * Tenancy and configuration: tenants, dictionaries, business dictionaries, regions, data sources: the panes of menu paths that are not a plain resource screen, by path. Each
 * loader fetches its pane when first shown, so none is part of the first load.
 */
import type { PaneLoader } from '../../shell/pane';
import type { MasterDetailLayout } from '../../resources/view/MasterDetail';

/** A dictionary's codes and, for the code chosen, its items: side by side or one above the other. */
export const dictionaryPane = (codes: string, items: string, layout: MasterDetailLayout): PaneLoader => () =>
  import('../../resources/view/MasterDetail').then((m) => ({ default: m.masterDetailScreen(codes, items, layout) }));

export const tenancyScreens: Record<string, PaneLoader> = {
  '/system/dict': dictionaryPane('dict', 'dict_item', 'beside'),
  '/system/dictbiz': dictionaryPane('dict_biz', 'dict_biz_item', 'beside'),
};
