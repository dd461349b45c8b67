/**
 * School content and stage lists: documents, relations, grades, questions, options, stage plans: the panes of menu paths that are not a plain resource screen, by path. Each
 * loader fetches its pane when first shown, so none is part of the first load.
 */
import type { PaneLoader } from '../../shell/pane';

export const schoolScreens: Record<string, PaneLoader> = {
  // 选项: the questions beside the chosen question's options.
  '/school/option': () => import('../../resources/view/MasterDetail').then((module) => ({ default: module.masterDetailScreen('qns', 'option', 'beside') })),
};
