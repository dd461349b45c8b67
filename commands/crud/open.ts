import { navigate } from 'wouter/use-browser-location';
import { findMenuByPath } from '../../src/core/menu';
import type { ResourceSchema } from '../../src/resources/types';
import type { Command } from '../../src/platform/types';
import { ready } from './checks';
import { describe } from './shared';

/** Opens the resource's list screen (available when the user's menus include it). */
export function openCommand(schema: ResourceSchema): Command {
  return {
    ...describe(schema, 'open'),
    when: (ctx) => ctx.loggedIn && ctx.route !== schema.menuPath && Boolean(findMenuByPath(ctx.menus, schema.menuPath)),
    run: () => navigate(schema.menuPath),
    check: {
      lands: schema.menuPath,
      scenario: async (h) => {
        await h.run();
        await h.at(schema.menuPath);
        await ready(schema);
      },
    },
  };
}
