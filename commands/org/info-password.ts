/**
 * 修改密码: changes the caller's own password (user/update-password, each value sent as its md5
 * as BladeX consoles send passwords). The confirmation must match; the server refuses a wrong
 * current password; the new one is what logs in from then on.
 */
import { md5 } from 'hash-wasm';
import { authApi } from '../../src/api/auth';
import * as api from '../../src/api/resource';
import { config } from '../../src/base/config';
import { refuse } from '../../src/core/errorlog';
import { notify } from '../../src/core/notify';
import { session } from '../../src/core/session';
import { userApi } from '../../src/api/user';
import { user } from '../../src/schema/org/user';
import { t } from '../../src/i18n';
import '../../src/i18n/common';
import '../../src/features/org/user-messages';
import type { ArgSpec } from '../../src/platform/types';
import { defineCommand } from '../../src/platform/define-command';
import { sampleRecord } from '../crud/checks';
import { findStored } from '../crud/readback';
import { INFO_PATH, onInfoPage } from './info-shared';
import { logsIn } from './user-shared';

const required = { zh: '请输入密码', en: 'Enter the password' };
const secret = (zh: string, en: string): ArgSpec => ({ kind: 'text', secret: true, label: { zh, en }, validate: (value) => (value ? undefined : required) });

export const changePassword = defineCommand({
  id: 'org.info.password',
  title: { zh: '个人信息 · 修改密码', en: 'Personal info · change password' },
  group: 'session',
  keywords: ['password', 'change', '密码', '修改'],
  changesData: true,
  at: INFO_PATH,
  when: onInfoPage,
  args: {
    oldPassword: secret('原密码', 'Current password'),
    newPassword: secret('新密码', 'New password'),
    newPassword1: secret('确认密码', 'Confirm password'),
  },
  run: async (_ctx, { oldPassword, newPassword, newPassword1 }) => {
    if (newPassword !== newPassword1) refuse(t('orgUser.info.passwordMismatch'));
    await userApi.updatePassword(await md5(oldPassword), await md5(newPassword), await md5(newPassword1));
    notify('success', t('orgUser.info.passwordSaved'));
  },
  check: {
    // Only a user knows their password: the check changes the password of a user of its own,
    // calling as that user for the run (the console's own token is put back right after).
    mutates: true,
    at: INFO_PATH,
    scenario: async (h) => {
      const tenantId = h.context().user?.tenant_id ?? config.defaultTenant;
      const values = await sampleRecord(user);
      await api.submit(user, values);
      const row = await findStored(user, values);
      h.expect(row, 'the user made for the check is not on the server');
      h.cleanup(() => userApi.remove([row!.id]));
      const account = String(values.account);
      const password = String(values.password);
      const answer = await authApi.loginByUsername(tenantId, account, await md5(password));
      const own = session.token;
      session.token = answer.access_token;
      try {
        await h.run({ oldPassword: password, newPassword: 'Changed-456', newPassword1: 'Changed-456' });
      } finally {
        session.token = own;
      }
      h.expect(await logsIn(tenantId, account, 'Changed-456'), 'the new password does not log in');
      h.expect(!(await logsIn(tenantId, account, password)), 'the old password still logs in');
    },
  },
});
