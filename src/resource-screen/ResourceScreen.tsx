import { prepareList } from '../engine/hooks';
import { prepareOptions } from '../engine/options';
import { fieldsOf } from '../engine/tenant-column';
import type { PaneComponent } from '../ui/pane';
import type { ResourceSchema } from '../schema/types';
import { ResourceView } from './ResourceView';
import { showArrival } from '../engine/screen-query';

const screens = new WeakMap<ResourceSchema, PaneComponent>();

/**
 * Gets a resource screen ready to be shown at an address: the state its query asks for, then its
 * first rows and the option lists its columns and search fields show labels from.
 */
export async function prepareResource(schema: ResourceSchema, query: string): Promise<void> {
  showArrival(schema, query);
  const shown = fieldsOf(schema).filter((field) => field.search || field.column !== false);
  await Promise.all([prepareList(schema), prepareOptions(shown)]);
}

/** The pane of one schema's menu path: one component per schema, so each keeps its own state. */
export function screenFor(schema: ResourceSchema): PaneComponent {
  let screen = screens.get(schema);
  if (!screen) {
    screen = Object.assign(function ResourceScreen() {
      return <ResourceView schema={schema} />;
    }, { prepare: (query: string) => prepareResource(schema, query) });
    screens.set(schema, screen);
  }
  return screen;
}
