/** 密码重置: sets the selected users' password to the initial one (123456), which then logs them in. */
import { userApi } from '../../src/api/user';
import { user } from '../../src/schema/org/user';
import { selectRows } from '../../src/core/selection';
import { defineCommand } from '../../src/platform/define-command';
import { done, INITIAL_PASSWORD, logsIn, onUserScreen, selectedUsers, temporaryUser } from './user-shared';

export const resetUserPassword = defineCommand({
  id: 'org.user.resetPassword',
  title: { zh: '用户管理 · 密码重置', en: 'Users · reset password' },
  hint: { zh: `重置为 ${INITIAL_PASSWORD}`, en: `to ${INITIAL_PASSWORD}` },
  group: 'selection',
  keywords: ['reset', 'password', '密码', '重置', 'user'],
  changesData: true,
  at: user.menuPath,
  records: { resource: user.name, several: true },
  when: (ctx) => onUserScreen(ctx, 'user_reset') && selectedUsers(ctx).length > 0,
  args: {
    confirm: { kind: 'confirm', destructive: true, label: { zh: `确定将选择账号密码重置为${INITIAL_PASSWORD}?`, en: `Reset the selected accounts' password to ${INITIAL_PASSWORD}?` } },
  },
  run: async (ctx) => {
    await userApi.resetPassword(selectedUsers(ctx));
    await done();
  },
  check: {
    mutates: true,
    at: user.menuPath,
    scenario: async (h) => {
      const row = await temporaryUser(h);
      const tenantId = String(row.tenantId ?? h.context().user?.tenant_id);
      selectRows(user.name, [row.id]);
      await h.run({ confirm: true });
      h.expect(await logsIn(tenantId, String(row.account), INITIAL_PASSWORD), `${String(row.account)} does not log in with ${INITIAL_PASSWORD} after the reset`);
    },
  },
});
