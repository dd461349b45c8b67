/**
 * 权限设置: what the selected role holds — menus with their buttons, data scopes, API scopes —
 * saved with role/grant. The role's users get the menus and buttons at their next login or
 * refresh. Run without arguments (the toolbar button) it opens the grant dialog with three trees;
 * the palette asks for the same three trees (grant-tree.ts: the sidebar's groups, a menu ticking
 * its buttons, branches partly ticked), each starting from what the role holds, and a grant that
 * takes something away asks last, naming what it removes.
 */
import { notify } from '../../src/core/notify';
import { t } from '../../src/i18n';
import '../../src/i18n/common';
import { grantRole, roleGrantKeys, roleGrantKinds, roleGrantTrees, type GrantNode, type RoleGrantKind } from '../../src/api/grant';
import { walk, type CheckNode } from '../../src/core/tick-tree';
import { grantTree } from '../../src/features/org/grant-tree';
import { oncePerRun } from '../crud/field-args';
import { openGrantDialog } from '../../src/features/org/grant-dialog-state';
import { role } from '../../src/schema/org/role';
import type { ArgSpec, CommandContext } from '../../src/platform/types';
import { ready } from '../crud/checks';
import { serverRows } from '../crud/readback';
import { defineCommand } from '../../src/platform/define-command';
import { inConsole } from '../navigation/helpers';
import { probeSession } from './probe-session';
import { checkChoices, idsOf, selectedOne } from './shared';

const GRANT_BUTTON = 'role_edit';

const LABELS = {
  menu: { zh: '菜单权限', en: 'Menus and buttons' },
  dataScope: { zh: '数据权限', en: 'Data scopes' },
  apiScope: { zh: '接口权限', en: 'API scopes' },
} satisfies Record<RoleGrantKind, ArgSpec['label']>;

/** The grant's trees as the dialog shows them, loaded once per run. */
const treesOf = (ctx: CommandContext) => oncePerRun(ctx, roleGrantTrees, async () => {
  const trees = await roleGrantTrees();
  return Object.fromEntries(roleGrantKinds.map((kind) => [kind, grantTree(trees[kind], ctx.menus, kind !== 'menu')])) as Record<RoleGrantKind, CheckNode[]>;
});

/** What the selected role holds, loaded once per run. */
const heldOf = (ctx: CommandContext) => oncePerRun(ctx, roleGrantKeys, async () => {
  const roleId = selectedOne(ctx, role.name);
  return roleId ? roleGrantKeys(roleId) : undefined;
});

const ARGS = { menu: 'menus', dataScope: 'dataScopes', apiScope: 'apiScopes' } as const satisfies Record<RoleGrantKind, string>;

/** One tree of the grant as a tree of ticks, starting from what the selected role holds. */
function grantArg(kind: RoleGrantKind, label: ArgSpec['label']): ArgSpec {
  return {
    kind: 'choice',
    multiple: true,
    optional: true,
    grants: true,
    tree: true,
    label,
    options: async (ctx: CommandContext) => checkChoices((await treesOf(ctx))[kind]),
    initial: async (ctx: CommandContext) => (await heldOf(ctx))?.[kind].join(','),
  };
}

/** What the answers take away from the role, tree by tree, by name (empty: nothing). */
async function removals(ctx: CommandContext, answers: Readonly<Record<string, unknown>>) {
  const [trees, held] = await Promise.all([treesOf(ctx), heldOf(ctx)]);
  if (!held) return [];
  return roleGrantKinds.flatMap((kind) => {
    const kept = new Set(idsOf(answers[ARGS[kind]] as string | undefined));
    const titles = new Map(walk(trees[kind]).map((node) => [node.id, node.title]));
    const removed = held[kind].filter((id) => !kept.has(id)).map((id) => titles.get(id) ?? id);
    return removed.length ? [{ label: LABELS[kind], text: removed.join(t('nameSeparator')) }] : [];
  });
}

/** A menu the administrator is served that the role lacks, with one of its buttons. */
async function menuToProve(ctx: CommandContext, held: ReadonlySet<string>): Promise<[GrantNode, GrantNode] | undefined> {
  const served = new Set(flatIds(ctx.menus));
  const walk = (nodes: readonly GrantNode[]): GrantNode[] => nodes.flatMap((node) => [node, ...walk(node.children ?? [])]);
  const menu = walk((await roleGrantTrees()).menu).find((node) => served.has(node.id) && !held.has(node.id) && node.children?.some((child) => !served.has(child.id)));
  const button = menu?.children?.find((child) => !served.has(child.id));
  return menu && button && [menu, button];
}

const flatIds = (menus: CommandContext['menus']): string[] => menus.flatMap((menu) => [String(menu.id), ...flatIds(menu.children ?? [])]);

export const grantRoleCommand = defineCommand({
  id: 'org.role.grant',
  title: { zh: '角色权限设置', en: 'Grant a role\'s permissions' },
  group: 'resource',
  keywords: ['quanxian', 'shezhi', 'grant', 'permission', 'role', 'menu', 'scope', 'jiaose'],
  hint: { zh: '所选角色', en: 'selected role' },
  shortcut: 'alt+g',
  when: (ctx) => inConsole(ctx) && ctx.route === role.menuPath && ctx.can(GRANT_BUTTON) && selectedOne(ctx, role.name) !== undefined,
  at: role.menuPath,
  records: { resource: role.name },
  changesData: true,
  args: {
    menus: grantArg('menu', LABELS.menu),
    dataScopes: grantArg('dataScope', LABELS.dataScope),
    apiScopes: grantArg('apiScope', LABELS.apiScope),
    confirm: {
      kind: 'confirm',
      destructive: true,
      label: { zh: '确定移除所选角色的以下权限?', en: 'Take these permissions away from the role?' },
      askedWhen: async (ctx: CommandContext, answers: Readonly<Record<string, unknown>>) => (await removals(ctx, answers)).length > 0,
      details: removals,
    },
  },
  dialog: (ctx) => openGrantDialog({ kind: 'role', id: selectedOne(ctx, role.name)! }),
  run: async (ctx, { menus, dataScopes, apiScopes }) => {
    await grantRole(selectedOne(ctx, role.name)!, { menu: idsOf(menus), dataScope: idsOf(dataScopes), apiScope: idsOf(apiScopes) });
    notify('success', t('message.operationSuccess'));
  },
  check: {
    mutates: true,
    at: role.menuPath,
    scenario: async (h) => {
      await ready(role);
      const teacher = (await serverRows(role)).find((row) => row.roleAlias === 'teacher' && row.tenantId === '100001');
      if (!teacher) h.skip({ zh: '未列出 100001 预置的教师角色', en: 'the seeded teacher role of 100001 is not listed' });
      await h.execute('crud.role.selectRows', { rows: teacher!.id });
      const before = await roleGrantKeys(teacher!.id);
      h.cleanup(() => grantRole(teacher!.id, before));
      const proof = await menuToProve(h.context(), new Set(before.menu));
      if (!proof) h.skip({ zh: '该角色已拥有每个带按钮的菜单', en: 'every menu with buttons is held by the role already' });
      const [menu, button] = proof!;
      const asArgs = (menuIds: readonly string[]) => ({ menus: menuIds.join(','), dataScopes: before.dataScope.join(','), apiScopes: before.apiScope.join(',') });

      // Given, not asked, a confirmation is an argument like the others: a grant that removes
      // nothing does not ask it, but a caller giving the answers gives it too.
      await h.run({ ...asArgs([...before.menu, menu.id, button.id]), confirm: true });
      const held = await roleGrantKeys(teacher!.id);
      h.expect(held.menu.includes(menu.id) && held.menu.includes(button.id), 'role-tree-keys does not hold the menu and button granted');
      const granted = await probeSession('100001', 'teacher', 'teacher');
      h.expect((await granted.routes()).some((node) => node.id === menu.id), `the teacher is not served ${menu.title} after the grant`);
      h.expect((await granted.buttonIds()).includes(button.id), `the teacher does not hold the button ${button.title} after the grant`);

      await h.run({ ...asArgs(before.menu), confirm: true });
      const revoked = await probeSession('100001', 'teacher', 'teacher');
      h.expect(!(await revoked.routes()).some((node) => node.id === menu.id), `the teacher is still served ${menu.title} after the revoke`);
      h.expect(!(await revoked.buttonIds()).includes(button.id), 'the teacher still holds the button after the revoke');
    },
  },
});
