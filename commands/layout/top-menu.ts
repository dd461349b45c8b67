import { authApi } from '../../src/api/auth';
import { layout } from '../../src/core/layout';
import { session } from '../../src/core/session';
import { menuLabel } from '../../src/i18n/menu-label';
import { t } from '../../src/i18n';
import '../../src/i18n/layout';
import { defineCommand, inConsole } from '../navigation/helpers';

/** The choice that restores every menu (BladeX consoles' synthetic "首页" top menu). */
export const ALL_MENUS = 'all';

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
      options: async () => [
        { value: ALL_MENUS, label: t('ctl.header.allMenus') },
        ...((await authApi.topMenu()) ?? []).map((menu) => ({ value: menu.id, label: menuLabel(menu) })),
      ],
    },
  },
  /** Reloads the sidebar's menus for the top menu (`routes?topMenuId=`), or all of them. */
  run: async (_ctx, { topMenu }) => {
    const id = topMenu === ALL_MENUS ? '' : topMenu;
    session.menus = (await authApi.routes(id || undefined)) ?? [];
    layout.topMenuId = id;
  },
  check: {
    scenario: async (h) => {
      const all = h.context().menus.length;
      const [first] = (await authApi.topMenu()) ?? [];
      if (!first) return; // a tenant without top menus has nothing to switch
      await h.run({ topMenu: first.id });
      h.expect(layout.topMenuId === first.id, 'the top menu was not chosen');
      await h.run({ topMenu: ALL_MENUS });
      h.expect(h.context().menus.length === all && layout.topMenuId === '', 'the menus were not restored');
    },
  },
});
