/**
 * Workflow: the panes of menu paths that are not a plain resource screen, by path. Each loader
 * fetches its pane when first shown, so none is part of the first load.
 */
import type { PaneLoader } from '../../ui/pane';
import type { WorkKind } from '../../api/flow';

const workList = (kind: WorkKind): PaneLoader => () => import('./WorkListPane').then((m) => ({ default: m.workListPane(kind) }));

export const flowScreens: Record<string, PaneLoader> = {
  '/work/start': workList('start'),
  '/work/claim': workList('claim'),
  '/work/todo': workList('todo'),
  '/work/send': workList('send'),
  '/work/done': workList('done'),
  '/flow/manager': () => import('./AdminPanes').then((m) => ({ default: m.ManagerPane })),
  '/flow/follow': () => import('./AdminPanes').then((m) => ({ default: m.FollowPane })),
  '/flow/model': () => import('./ModelPane'),
  '/flow/deploy': () => import('./AdminPanes').then((m) => ({ default: m.DeployPane })),
};
