/**
 * 注册审核: the screen's two commands over the selected applications (the palette asks for them
 * when none are selected). 通过 gives the applicants roles and a department of their school (they
 * log in from then on): the roles are the user's to pick (least-privileged first, never taken by
 * Ctrl+Enter), and a last confirmation names the applicants, the roles and the departments
 * before anything is kept. 拒绝 refuses them with a reason, which the applicant reads when they
 * next sign in. Each ends with the list and the menu's count as the server now holds them.
 */
import { md5 } from 'hash-wasm';
import { authApi } from '../../src/api/auth';
import { userApi } from '../../src/api/user';
import { notify } from '../../src/core/notify';
import { selectRows } from '../../src/core/selection';
import { refreshRegistrationCount } from '../../src/features/org/registration-count';
import { t } from '../../src/i18n';
import { defineCommand } from '../../src/platform/define-command';
import type { CommandContext } from '../../src/platform/types';
import { registration } from '../../src/schema/org/registration';
import { deptTree } from '../../src/schema/org/trees';
import { TREE_ROOT, treeLevel } from '../../src/engine/tree-options';
import { viewOf } from '../../src/engine/controller';
import { ready } from '../crud/checks';
import { treeChoice } from '../crud/field-args';
import { onScreen, selectedIds } from '../crud/shared';
import { rolesLeastFirst } from './privilege';
import { fileRegistration, logsIn } from './user-shared';

/** The longest reason the server keeps (mock-server/org/registrations.ts). */
const MAX_REASON = 200;

const selected = (ctx: CommandContext) => selectedIds(registration, ctx);
const available = (ctx: CommandContext, button: string) => onScreen(registration, ctx) && ctx.can(button) && selected(ctx).length > 0;

/** The school of the first selected application (the platform administrator sees every school's). */
function schoolOf(ctx: CommandContext): string | undefined {
  const [id] = selected(ctx);
  const row = viewOf(registration.name)?.rows().find((candidate) => candidate.id === id);
  return row?.tenantId === undefined ? undefined : String(row.tenantId);
}

async function settle(): Promise<void> {
  notify('success', t('message.operationSuccess'));
  await Promise.all([viewOf(registration.name)?.refresh(), refreshRegistrationCount()]);
}

/** The refusal a login of the account meets, or '' when it logs in or fails otherwise. */
async function refusalAtLogin(tenantId: string, account: string, password: string): Promise<string> {
  try {
    return (await authApi.loginByUsername(tenantId, account, await md5(password))).error_description ?? '';
  } catch (cause) {
    return cause instanceof Error ? cause.message : '';
  }
}

export const approveRegistration = defineCommand({
  id: 'org.registration.approve',
  title: { zh: '注册审核 · 通过', en: 'Registrations · approve' },
  group: 'selection',
  keywords: ['registration', 'approve', 'pass', 'accept', '注册', '审核', '通过', '申请'],
  changesData: true,
  at: registration.menuPath,
  records: { resource: registration.name, several: true },
  when: (ctx) => available(ctx, 'registration_pass'),
  args: {
    roleIds: { kind: 'choice', multiple: true, grants: true, label: { zh: '所属角色', en: 'Roles' }, options: (ctx: CommandContext) => rolesLeastFirst(schoolOf(ctx)) },
    deptIds: { kind: 'choice', multiple: true, label: { zh: '所属部门', en: 'Departments' }, ...treeChoice(deptTree, schoolOf) },
    // Asked last, under the applicants, the roles and the departments answered.
    confirm: { kind: 'confirm', label: { zh: '确定通过所选注册申请?', en: 'Approve the selected applications?' } },
  },
  run: async (ctx, { roleIds, deptIds }) => {
    await userApi.approve(selected(ctx), roleIds.split(','), deptIds.split(','));
    await settle();
  },
  check: {
    mutates: true,
    at: registration.menuPath,
    scenario: async (h) => {
      const view = await ready(registration);
      const filed = await fileRegistration(h);
      h.expect(!(await logsIn(filed.tenantId, filed.account, filed.password)), 'a pending registration logs in before its approval');
      const [role] = await rolesLeastFirst();
      const [dept] = await treeLevel(deptTree, TREE_ROOT);
      if (!role || !dept) h.skip({ zh: '本校没有可分配的角色或部门', en: 'the school has no role or no department to give' });
      await view.refresh();
      selectRows(registration.name, [filed.id]);
      await h.run({ roleIds: role!.value, deptIds: dept!.value, confirm: true });
      h.expect(await logsIn(filed.tenantId, filed.account, filed.password), `${filed.account} does not log in after the approval`);
      const user = await userApi.detail(filed.id);
      h.expect(user.roleId === role!.value && user.deptId === dept!.value, `the applicant's roles and department read back as ${user.roleId} / ${user.deptId}`);
      h.expect(!(await userApi.registrations()).records.some((row) => row.id === filed.id), 'the approved registration is still waiting');
    },
  },
});

export const refuseRegistration = defineCommand({
  id: 'org.registration.refuse',
  title: { zh: '注册审核 · 拒绝', en: 'Registrations · refuse' },
  group: 'selection',
  keywords: ['registration', 'refuse', 'reject', 'deny', '注册', '审核', '拒绝', '驳回', '申请'],
  changesData: true,
  at: registration.menuPath,
  records: { resource: registration.name, several: true },
  when: (ctx) => available(ctx, 'registration_refuse'),
  args: {
    reason: {
      kind: 'text',
      multiline: true,
      label: { zh: '拒绝原因', en: 'Reason' },
      validate: (value: string) => (!value.trim()
        ? { zh: '请输入拒绝原因', en: 'Enter the reason' }
        : [...value.trim()].length > MAX_REASON ? { zh: `拒绝原因不能超过${MAX_REASON}个字`, en: `At most ${MAX_REASON} characters` } : undefined),
    },
  },
  run: async (ctx, { reason }) => {
    await userApi.refuse(selected(ctx), reason.trim());
    await settle();
  },
  check: {
    mutates: true,
    at: registration.menuPath,
    scenario: async (h) => {
      const view = await ready(registration);
      const filed = await fileRegistration(h);
      await view.refresh();
      selectRows(registration.name, [filed.id]);
      const reason = '请使用学校分配的账号';
      await h.run({ reason });
      h.expect(!(await userApi.registrations()).records.some((row) => row.id === filed.id), 'the refused registration is still waiting');
      const refusal = await refusalAtLogin(filed.tenantId, filed.account, filed.password);
      h.expect(refusal.includes(reason), `the applicant's login says "${refusal}", not the reason`);
    },
  },
});
