/**
 * How a menu path becomes a screen: the resource whose schema names that path, rendered by
 * the resource view (its own chunk, fetched when such a screen first opens), or the plain
 * "not open yet" pane. Neither the schemas nor the view are part of the first load.
 */
import type { PaneLoader } from '../shell/routes';
import { resources } from './index';

export const resourceScreenFor = (path: string): PaneLoader | undefined => {
  const schema = resources.find((resource) => resource.menuPath === path);
  return schema && (() => import('./view/ResourceScreen').then((module) => ({ default: module.screenFor(schema) })));
};
