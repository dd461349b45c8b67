import { authApi } from '../../src/api/auth';
import { config } from '../../src/base/config';
import { layout } from '../../src/core/layout';
import { ALL_MENUS, findMenuByPath, menuHref, menuLeaves, type MenuItem } from '../../src/core/menu';
import { session } from '../../src/core/session';
import { menuLabel } from '../../src/core/menu-label';
import { offeredMenus, offeredTopMenus } from '../../src/features/offered-menus';
import { t } from '../../src/i18n';
import '../../src/i18n/layout';
import type { CommandContext } from '../../src/platform/types';
import { defineCommand } from '../../src/platform/define-command';
import { goTo, inConsole } from '../navigation/helpers';

export const chooseTopMenu = defineCommand({
  id: 'layout.topMenu',
  title: { zh: '切换顶部菜单', en: 'Switch top menu' },
  group: 'layout',
  keywords: ['top menu', 'menu', 'module', 'dingbu'],
  when: inConsole,
  args: {
    topMenu: {
      kind: 'choice',
      label: { zh: '顶部菜单', en: 'Top menu' },
      options: async (ctx: CommandContext) => [
        { value: ALL_MENUS, label: t('ctl.header.allMenus') },
        ...(await offeredTopMenus(ctx.roles)).map((menu) => ({ value: menu.id, label: menuLabel(menu) })),
      ],
    },
  },
  /**
   * Reloads the sidebar's menus for the top menu (`routes?topMenuId=`), or all of them. When the
   * page on screen is a menu the new set lacks, it moves to the set's first page (as BladeX
   * consoles do) instead of leaving the route guard to answer 404.
   */
  run: async (ctx, { topMenu }) => {
    const id = topMenu === ALL_MENUS ? '' : topMenu;
    const menus = (await authApi.routes(id || undefined)) ?? [];
    session.menus = menus;
    layout.topMenuId = id;
    if (findMenuByPath(ctx.menus, ctx.route) && !findMenuByPath(menus, ctx.route)) {
      const [first] = menuLeaves(offeredMenus(menus, ctx.roles));
      goTo(first ? menuHref(first.menu) : config.homePath);
    }
  },
  check: {
    scenario: async (h) => {
      const before = layout.topMenuId;
      const menusBefore = menuIds(h.context().menus);
      const other = (await offeredTopMenus(h.context().roles)).find((menu) => menu.id !== before);
      if (!other) h.skip({ zh: '用户没有可切换的其他顶部菜单', en: 'the user has no other top menu to switch to' });
      h.cleanup(() => layout.topMenuId !== before && h.execute('layout.topMenu', { topMenu: before || ALL_MENUS }));
      await h.run({ topMenu: other!.id });
      h.expect(layout.topMenuId === other!.id, 'the top menu was not chosen');
      const served = menuIds((await authApi.routes(other!.id)) ?? []);
      h.expect(menuIds(h.context().menus) === served, 'the console\'s menus are not the ones the server gives that top menu');
      await h.run({ topMenu: before || ALL_MENUS });
      h.expect(layout.topMenuId === before && menuIds(h.context().menus) === menusBefore, 'the menus of the top menu before were not restored');
    },
  },
});

/** The ids of a menu tree, depth first: two trees hold the same menus when these are equal. */
function menuIds(menus: readonly MenuItem[]): string {
  return menus.map((menu) => `${menu.id}(${menuIds(menu.children ?? [])})`).join(',');
}
