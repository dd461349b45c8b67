/**
 * How a menu path becomes a screen: a feature's own pane (features/screens.ts), else the
 * resource whose schema names that path, rendered by the resource view (its own chunk, fetched
 * when such a screen first opens), or the plain "not open yet" pane. None of them, nor the list
 * of them, is part of the first load.
 */
import { isFramed, type MenuItem } from '../core/menu';
import { featureScreens } from './screens';
import type { PaneLoader } from '../ui/pane';
import { resources } from '../schema/index';

export const menuScreenFor = (path: string): PaneLoader | undefined => {
  if (Object.hasOwn(featureScreens, path)) return featureScreens[path];
  const schema = resources.find((resource) => resource.menuPath === path);
  return schema && (() => import('../resource-screen/ResourceScreen').then((module) => ({ default: module.screenFor(schema) })));
};

/**
 * Whether the console has a screen for a menu: a feature's pane or a resource schema names its
 * path, or the path is an external page (shown in the frame route or a new window). Any other
 * menu would only reach the "not open yet" pane, so the console does not offer it
 * (see offered-menus.ts).
 */
export function isBuiltScreen(menu: Pick<MenuItem, 'path'>): boolean {
  return isFramed(menu.path) || Object.hasOwn(featureScreens, menu.path) || resources.some((resource) => resource.menuPath === menu.path);
}
