/**
 * How schemas become screens and commands. Each schema's menu path gets a lazily loaded pane
 * (the view code is its own chunk, fetched when a resource screen first opens). Their commands
 * are registered with the others once a session exists (src/shell/console-commands.ts).
 */
import { registerScreen, type PaneLoader } from '../shell/routes';
import type { ResourceSchema } from './types';
// The build links only the first load's stylesheet (CSS imported by lazy chunks is never
// loaded), so the styles of the lazily loaded resource screens come in with their registration.
import '../ui/form/form.css';
import '../ui/table/table.css';

export function screenLoader(schema: ResourceSchema): PaneLoader {
  return () => import('./view/ResourceScreen').then((module) => ({ default: module.screenFor(schema) }));
}

export function registerResourceScreens(resources: readonly ResourceSchema[]): void {
  for (const schema of resources) registerScreen(schema.menuPath, screenLoader(schema));
}
