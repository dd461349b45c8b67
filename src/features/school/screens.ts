/**
 * School content and stage lists: the panes of menu paths that are not a plain resource screen,
 * by path. Each loader fetches its pane when first shown, so none is part of the first load.
 */
import { masterDetailPane } from '../../resource-screen/master-detail-pane';
import type { PaneLoader } from '../../ui/pane';

export const schoolScreens: Record<string, PaneLoader> = {
  // 文档: the documents above the chosen document's questions.
  '/school/doc': masterDetailPane('doc', 'doc_qns', 'below'),
  // 选项: the questions beside the chosen question's options.
  '/school/option': masterDetailPane('qns', 'option'),
};
