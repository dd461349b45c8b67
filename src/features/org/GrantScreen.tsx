import { prepareResource } from '../../resource-screen/ResourceScreen';
import { ResourceView } from '../../resource-screen/ResourceView';
import type { ResourceSchema } from '../../schema/types';
import type { PaneComponent } from '../../ui/pane';
import { GrantDialog } from './GrantDialog';

const screens = new WeakMap<ResourceSchema, PaneComponent>();

/**
 * A resource screen whose grant command opens the grant dialog (角色管理, 顶部菜单); one component
 * per schema, got ready (its first rows and their labels) before a menu opens it, as a plain
 * resource screen is.
 */
export function grantScreen(schema: ResourceSchema): PaneComponent {
  let screen = screens.get(schema);
  if (!screen) {
    screen = Object.assign(function GrantScreen() {
      return (
        <>
          <ResourceView schema={schema} />
          <GrantDialog />
        </>
      );
    }, { prepare: (query: string) => prepareResource(schema, query) });
    screens.set(schema, screen);
  }
  return screen;
}
