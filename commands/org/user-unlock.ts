/** 账号解封: lets the selected users log in again after too many wrong passwords locked them. */
import { userApi } from '../../src/api/user';
import { user } from '../../src/schema/org/user';
import type { FieldDef } from '../../src/schema/types';
import { selectRows } from '../../src/core/selection';
import { defineCommand } from '../../src/platform/define-command';
import { done, logsIn, onUserScreen, selectedUsers, temporaryUser } from './user-shared';

/** More wrong passwords than any lock allows (BladeX's account.failCount defaults to 5). */
const WRONG_TRIES = 6;

export const unlockUsers = defineCommand({
  id: 'org.user.unlock',
  title: { zh: '用户管理 · 账号解封', en: 'Users · unlock' },
  group: 'selection',
  keywords: ['unlock', 'lock', 'account', '解封', '解锁', 'user'],
  changesData: true,
  at: user.menuPath,
  records: { resource: user.name, several: true },
  when: (ctx) => onUserScreen(ctx, 'user_unlock') && selectedUsers(ctx).length > 0,
  run: async (ctx) => {
    await userApi.unlock(selectedUsers(ctx));
    await done();
  },
  check: {
    mutates: true,
    at: user.menuPath,
    scenario: async (h) => {
      const row = await temporaryUser(h);
      const tenantId = String(row.tenantId ?? h.context().user?.tenant_id);
      const account = String(row.account);
      const password = String((user.fields as readonly FieldDef[]).find((field) => field.name === 'password')?.sample);
      for (let i = 0; i < WRONG_TRIES; i++) await logsIn(tenantId, account, `wrong-${i}`);
      if (await logsIn(tenantId, account, password)) h.skip({ zh: '此后端不会在密码错误后锁定账号', en: 'this backend does not lock an account after wrong passwords' });
      selectRows(user.name, [row.id]);
      await h.run();
      h.expect(await logsIn(tenantId, account, password), `${account} is still locked after the unlock`);
    },
  },
});
