/** 角色配置: gives the selected users the chosen roles (BladeX user/grant), replacing the roles they had. */
import { userApi } from '../../src/api/user';
import { user } from '../../src/schema/org/user';
import { selectRows } from '../../src/core/selection';
import { rolesLeastFirst } from './privilege';
import { defineCommand } from '../../src/platform/define-command';
import { serverRecord } from '../crud/readback';
import { done, onUserScreen, selectedUsers, temporaryUser } from './user-shared';

export const grantUserRoles = defineCommand({
  id: 'org.user.grant',
  title: { zh: '用户管理 · 角色配置', en: 'Users · grant roles' },
  group: 'selection',
  keywords: ['grant', 'role', 'roles', '角色', '授权', '配置', 'user'],
  changesData: true,
  at: user.menuPath,
  records: { resource: user.name, several: true },
  when: (ctx) => onUserScreen(ctx, 'user_role') && selectedUsers(ctx).length > 0,
  args: {
    roleIds: { kind: 'choice', multiple: true, grants: true, label: { zh: '所属角色', en: 'Roles' }, options: () => rolesLeastFirst() },
  },
  run: async (ctx, { roleIds }) => {
    await userApi.grant(selectedUsers(ctx), roleIds.split(','));
    await done();
  },
  check: {
    mutates: true,
    at: user.menuPath,
    scenario: async (h) => {
      const row = await temporaryUser(h);
      const other = (await rolesLeastFirst()).find((role) => role.value !== row.roleId);
      if (!other) h.skip({ zh: '租户只有一个角色, 没有其他角色可配置', en: 'the tenant has a single role: there is no other to grant' });
      selectRows(user.name, [row.id]);
      await h.run({ roleIds: other!.value });
      const after = await serverRecord(user, row.id);
      h.expect(after?.roleId === other!.value, `the user's roles read back as ${String(after?.roleId)}, not ${other!.value}`);
    },
  },
});
