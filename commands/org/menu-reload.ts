/**
 * 刷新菜单: reloads the console's own menus and buttons from the server (menu/routes and
 * menu/buttons, as at login), so a menu just added or changed on 菜单管理 shows in the sidebar,
 * the palette and the routes at once, and a new menu whose path has a screen opens it.
 */
import { loadUserData } from '../../src/auth/login';
import { findMenuByPath, menuHref } from '../../src/core/menu';
import { notify } from '../../src/core/notify';
import { t } from '../../src/i18n';
import '../../src/i18n/common';
import { menu } from '../../src/schema/org/menu';
import { post } from '../../src/schema/system/post';
import * as api from '../../src/api/resource';
import { findStored } from '../crud/readback';
import { defineCommand } from '../../src/platform/define-command';
import { goTo, inConsole } from '../navigation/helpers';

/** A built screen the check's new menu points at (岗位管理's path; the menu is a second way there). */
const PROBE_PATH = post.menuPath;

export const reloadMenusCommand = defineCommand({
  id: 'org.menu.reload',
  title: { zh: '刷新菜单', en: 'Reload the menus' },
  group: 'resource',
  keywords: ['shuaxin', 'caidan', 'reload', 'menus', 'routes', 'sidebar'],
  when: (ctx) => inConsole(ctx) && ctx.route === menu.menuPath,
  at: menu.menuPath,
  run: async () => {
    await loadUserData();
    notify('success', t('message.operationSuccess'));
  },
  check: {
    mutates: true,
    at: menu.menuPath,
    scenario: async (h) => {
      const code = `check_${Date.now().toString(36)}`;
      const values = { name: `自检菜单${code}`, path: PROBE_PATH, code, category: 1, alias: 'menu', sort: 999, isOpen: 1, source: '', parentId: '0' };
      await api.submit(menu, values);
      const stored = await findStored(menu, { name: values.name, code });
      h.expect(stored, 'the menu added for the check is not on the server');
      h.cleanup(() => api.remove(menu, [stored!.id]));
      h.expect(!h.context().menus.some((item) => item.id === stored!.id), 'the console shows the new menu before any reload');
      await h.run();
      const shown = h.context().menus.find((item) => item.id === stored!.id);
      h.expect(shown, 'the console\'s menus do not hold the new menu after the reload');
      goTo(menuHref(shown!));
      await h.at(PROBE_PATH);
      h.expect(findMenuByPath(h.context().menus, PROBE_PATH), 'the new menu\'s path is not among the console\'s menus');
      await h.see(post.fields.find((field) => field.name === 'postName')!.label.zh);
    },
  },
});
