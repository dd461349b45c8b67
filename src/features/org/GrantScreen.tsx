import type { ComponentType } from 'react';
import { ResourceView } from '../../resources/view/ResourceView';
import type { ResourceSchema } from '../../resources/types';
import type { PaneProps } from '../../ui/pane';
import { GrantDialog } from './GrantDialog';

const screens = new WeakMap<ResourceSchema, ComponentType<PaneProps>>();

/** A resource screen whose grant command opens the grant dialog (角色管理, 顶部菜单); one component per schema. */
export function grantScreen(schema: ResourceSchema): ComponentType<PaneProps> {
  let screen = screens.get(schema);
  if (!screen) {
    screen = function GrantScreen() {
      return (
        <>
          <ResourceView schema={schema} />
          <GrantDialog />
        </>
      );
    };
    screens.set(schema, screen);
  }
  return screen;
}
