/**
 * Registrations from social login (注册审核): a guest's application is a user whose roles are
 * BladeX's pending '-1'. The administrator lists them on the user screen, approves one by
 * granting it roles (it can then log in with its account), or refuses it (it is deleted, and
 * the third-party account may apply again).
 */
import { userApi, PENDING_ROLE, type UserRecord } from '../../src/api/user';
import { user } from '../../src/resources/org/user';
import { search, viewOf } from '../../src/resources/engine/controller';
import { notify } from '../../src/core/notify';
import { t } from '../../src/i18n';
import type { ChoiceOption } from '../../src/platform/types';
import { defineCommand } from '../../src/platform/define-command';
import { ready, until } from '../crud/checks';
import { done, fileRegistration, logsIn, onUserScreen, roleChoices } from './user-shared';

const registrationChoice = (row: UserRecord): ChoiceOption => ({
  value: row.id,
  label: `${row.realName || row.name} (${row.account})`,
  hint: row.createTime,
});

const registrationArg = {
  kind: 'choice',
  label: { zh: '注册申请', en: 'Registration' },
  options: async () => (await userApi.pending()).map(registrationChoice),
} as const;

export const showRegistrations = defineCommand({
  id: 'org.user.pending',
  title: { zh: '用户管理 · 注册审核', en: 'Users · pending registrations' },
  group: 'resource',
  keywords: ['registration', 'guest', 'pending', 'approve', '注册', '审核', '申请', 'user'],
  at: user.menuPath,
  when: (ctx) => onUserScreen(ctx, 'user_role'),
  run: () => search(user.name, { roleId: PENDING_ROLE }),
  check: {
    mutates: true,
    at: user.menuPath,
    scenario: async (h) => {
      const view = await ready(user);
      const filed = await fileRegistration(h);
      await h.run();
      await until(() => view.settled() && view.rows().some((row) => row.id === filed.id), 'the registration to show in the list');
      h.expect(view.rows().every((row) => row.roleId === PENDING_ROLE), 'the list shows users that are not pending');
    },
  },
});

export const approveRegistration = defineCommand({
  id: 'org.user.approve',
  title: { zh: '用户管理 · 通过注册', en: 'Users · approve a registration' },
  group: 'resource',
  keywords: ['registration', 'guest', 'approve', 'pass', '注册', '通过', '审核', 'user'],
  changesData: true,
  at: user.menuPath,
  when: (ctx) => onUserScreen(ctx, 'user_role'),
  args: {
    userId: registrationArg,
    roleIds: { kind: 'choice', multiple: true, label: { zh: '所属角色', en: 'Roles' }, options: () => roleChoices() },
  },
  run: async (_ctx, { userId, roleIds }) => {
    await userApi.grant([userId], roleIds.split(','));
    await done();
  },
  check: {
    mutates: true,
    at: user.menuPath,
    scenario: async (h) => {
      const filed = await fileRegistration(h);
      h.expect(!(await logsIn(filed.tenantId, filed.account, filed.password)), 'a pending registration logs in before its approval');
      const role = (await roleChoices()).at(-1);
      if (!role) h.skip('the tenant has no role to grant');
      await h.run({ userId: filed.id, roleIds: role!.value });
      h.expect(await logsIn(filed.tenantId, filed.account, filed.password), `${filed.account} does not log in after the approval`);
    },
  },
});

export const refuseRegistration = defineCommand({
  id: 'org.user.refuse',
  title: { zh: '用户管理 · 拒绝注册', en: 'Users · refuse a registration' },
  group: 'resource',
  keywords: ['registration', 'guest', 'refuse', 'reject', '注册', '拒绝', '审核', 'user'],
  changesData: true,
  at: user.menuPath,
  when: (ctx) => onUserScreen(ctx, 'user_delete'),
  args: {
    userId: registrationArg,
    confirm: { kind: 'confirm', label: { zh: '确定拒绝该注册申请?', en: 'Refuse this registration?' } },
  },
  run: async (_ctx, { userId }) => {
    await userApi.remove([userId]);
    notify('success', t('message.operationSuccess'));
    await viewOf(user.name)?.refresh();
  },
  check: {
    mutates: true,
    at: user.menuPath,
    scenario: async (h) => {
      const filed = await fileRegistration(h);
      await h.run({ userId: filed.id, confirm: true });
      h.expect(!(await userApi.pending()).some((row) => row.id === filed.id), 'the refused registration is still pending');
      h.expect(!(await logsIn(filed.tenantId, filed.account, filed.password)), 'the refused registration logs in');
    },
  },
});
