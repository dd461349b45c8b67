import { config } from '../../src/base/config';
import { copied, copyText } from '../../src/core/clipboard';
import { findMenuByPath } from '../../src/core/menu';
import { resources } from '../../src/schema';
import type { ResourceSchema } from '../../src/schema/types';
import { controllerOf, resetSearch, search, setPageSize } from '../../src/engine/controller';
import { screenQuery } from '../../src/engine/screen-query';
import { ready, until } from '../crud/checks';
import { defineCommand } from '../../src/platform/define-command';
import { goTo, inConsole } from '../navigation/helpers';
import type { CommandContext } from '../../src/platform/types';

/**
 * The link of the screen in `ctx`: a resource screen's page, size, sort and search come from its
 * store, which the address follows only once the change under way is done (screen-query.ts).
 */
export function screenLink(ctx: CommandContext): string {
  const schema = (resources as readonly ResourceSchema[]).find((resource) => resource.menuPath === ctx.route);
  const query = schema ? screenQuery(schema) : ctx.search.slice(1);
  return `${window.location.origin}${ctx.route}${query ? `?${query}` : ''}`;
}

/** Copies the link of the current screen, with its search and page. */
export const copyScreenLink = defineCommand({
  id: 'link.copy',
  title: { zh: '复制当前页面链接', en: 'Copy the link to this screen' },
  group: 'navigation',
  keywords: ['link', 'url', 'copy', 'share', 'address', '链接', '复制', '分享', '网址'],
  when: inConsole,
  run: (ctx) => copyText(screenLink(ctx)),
  check: {
    scenario: async (h) => {
      const textSearch = (schema: ResourceSchema) => schema.fields.find((f) => f.search && f.kind === 'input');
      const schema = (resources as readonly ResourceSchema[]).find((resource) => findMenuByPath(h.context().menus, resource.menuPath) && textSearch(resource));
      h.expect(schema, 'this user has no resource screen with a text search field');
      const field = textSearch(schema!)!;
      goTo(schema!.menuPath);
      await h.at(schema!.menuPath);
      await ready(schema!);
      const marker = `link-${Date.now().toString(36)}`;
      setPageSize(schema!.name, 30);
      search(schema!.name, { [field.name]: marker });
      await h.run();
      const link = new URL(copied.text);
      h.expect(link.pathname === schema!.menuPath && link.searchParams.get(field.name) === marker && link.searchParams.get('size') === '30', `the copied link lacks the screen's search and size: ${copied.text}`);

      // Followed from a screen showing something else, the link brings its search and size back.
      resetSearch(schema!.name);
      setPageSize(schema!.name, config.pageSize);
      goTo(link.pathname + link.search);
      const state = controllerOf(schema!.name);
      await until(() => state.filters[field.name] === marker && state.size === 30 && window.location.search === link.search, 'the followed link to show its search and size, and keep them in the address');
      resetSearch(schema!.name);
      setPageSize(schema!.name, config.pageSize);
    },
  },
});
