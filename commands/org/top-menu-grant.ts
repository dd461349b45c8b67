/**
 * 菜单配置: the menus the selected top menu shows, saved with topmenu/grant; choosing that top
 * menu in the header then lists only those. Run without arguments (the toolbar button) it opens
 * the dialog with the menu tree.
 */
import { notify } from '../../src/core/notify';
import { t } from '../../src/i18n';
import '../../src/i18n/common';
import { grantTopMenu, topMenuKeys, topMenuTree } from '../../src/api/grant';
import { openGrantDialog } from '../../src/features/org/grant-dialog-state';
import type { CommandContext } from '../../src/platform/types';
import { topMenu } from '../../src/schema/org/top-menu';
import { ready } from '../crud/checks';
import { serverRows } from '../crud/readback';
import { defineCommand } from '../../src/platform/define-command';
import { inConsole } from '../navigation/helpers';
import { probeSession } from './probe-session';
import { checkChoices, firstBranch, idsOf, selectedOne } from './shared';
import { grantTree } from '../../src/features/org/grant-tree';

const SETTING_BUTTON = 'topmenu_setting';
/** The school whose seeded administrator (admin/admin) the check logs in as. */
const PROBE_TENANT = '100001';

export const grantTopMenuCommand = defineCommand({
  id: 'org.topmenu.grant',
  title: { zh: '顶部菜单配置', en: 'Choose a top menu\'s menus' },
  group: 'resource',
  keywords: ['dingbu', 'caidan', 'peizhi', 'top menu', 'grant', 'menus'],
  hint: { zh: '所选顶部菜单', en: 'selected top menu' },
  when: (ctx) => inConsole(ctx) && ctx.route === topMenu.menuPath && ctx.can(SETTING_BUTTON) && selectedOne(ctx, topMenu.name) !== undefined,
  at: topMenu.menuPath,
  records: { resource: topMenu.name },
  changesData: true,
  args: {
    menus: {
      kind: 'choice',
      multiple: true,
      optional: true,
      tree: true,
      label: { zh: '下级菜单', en: 'Menus' },
      options: async (ctx: CommandContext) => checkChoices(grantTree(await topMenuTree(), ctx.menus, false)),
      initial: async (ctx: CommandContext) => {
        const id = selectedOne(ctx, topMenu.name);
        return id ? (await topMenuKeys(id)).join(',') : undefined;
      },
    },
  },
  dialog: (ctx) => openGrantDialog({ kind: 'topMenu', id: selectedOne(ctx, topMenu.name)! }),
  run: async (ctx, { menus }) => {
    await grantTopMenu(selectedOne(ctx, topMenu.name)!, idsOf(menus));
    notify('success', t('message.operationSuccess'));
  },
  check: {
    mutates: true,
    at: topMenu.menuPath,
    scenario: async (h) => {
      await ready(topMenu);
      const row = (await serverRows(topMenu)).find((candidate) => candidate.tenantId === PROBE_TENANT);
      if (!row) h.skip({ zh: `未列出 ${PROBE_TENANT} 的顶部菜单`, en: `no top menu of ${PROBE_TENANT} is listed` });
      const branch = firstBranch(await topMenuTree());
      if (!branch) h.skip({ zh: '没有含下级菜单的菜单可配置', en: 'no menu has a submenu to grant' });
      await h.execute(`crud.${topMenu.name}.selectRows`, { rows: row!.id });
      const before = await topMenuKeys(row!.id);
      h.cleanup(() => grantTopMenu(row!.id, before));
      const granted = branch!.map((node) => node.id);
      await h.run({ menus: granted.join(',') });
      const held = await topMenuKeys(row!.id);
      h.expect(held.length === 2 && granted.every((id) => held.includes(id)), 'top-tree-keys does not hold exactly the menus granted');
      const served = (await (await probeSession(PROBE_TENANT, 'admin', 'admin')).routes(row!.id)).map((node) => node.id);
      h.expect(served.length === 2 && granted.every((id) => served.includes(id)), `the school's administrator is not served exactly ${branch!.map((node) => node.title).join(', ')} under the top menu`);
    },
  },
});
