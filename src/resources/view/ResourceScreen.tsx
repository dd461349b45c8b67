import type { ComponentType } from 'react';
import type { PaneProps } from '../../shell/pane';
import type { ResourceSchema } from '../types';
import { ResourceView } from './ResourceView';

const screens = new WeakMap<ResourceSchema, ComponentType<PaneProps>>();

/** The pane of one schema's menu path: one component per schema, so each keeps its own state. */
export function screenFor(schema: ResourceSchema): ComponentType<PaneProps> {
  let screen = screens.get(schema);
  if (!screen) {
    screen = function ResourceScreen() {
      return <ResourceView schema={schema} />;
    };
    screens.set(schema, screen);
  }
  return screen;
}
