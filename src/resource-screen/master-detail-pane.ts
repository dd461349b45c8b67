/**
 * The loader of a master-detail screen's pane (MasterDetail.tsx), for the features' screens and
 * the fixed routes: the view's chunk is fetched only when the screen is first shown.
 */
import type { PaneLoader } from '../ui/pane';
import type { MasterDetailLayout } from './MasterDetail';

export const masterDetailPane = (master: string, detail: string, layout: MasterDetailLayout = 'beside'): PaneLoader => () =>
  import('./MasterDetail').then((module) => ({ default: module.masterDetailScreen(master, detail, layout) }));
