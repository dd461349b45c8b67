/**
 * Workflow: process models, deployments, the process engine, work lists and the leave process: the panes of menu paths that are not a plain resource screen, by path. Each
 * loader fetches its pane when first shown, so none is part of the first load.
 */
import type { PaneLoader } from '../../shell/pane';

export const flowScreens: Record<string, PaneLoader> = {};
