/**
 * The panes of menu paths that are not a plain resource screen (a tree beside a list, two lists
 * of one dictionary, a designer), by path, from every area. The route table shows them, and the
 * menus offer their paths as built screens.
 */
import type { PaneLoader } from '../ui/pane';
import { flowScreens } from './flow/screens';
import { orgScreens } from './org/screens';
import { schoolScreens } from './school/screens';
import { storageScreens } from './storage/screens';
import { tenancyScreens } from './tenancy/screens';

export const featureScreens: Readonly<Record<string, PaneLoader>> = {
  ...orgScreens, ...tenancyScreens, ...schoolScreens, ...storageScreens, ...flowScreens,
};
