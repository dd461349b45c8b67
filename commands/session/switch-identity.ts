import { loadUserData } from '../../src/auth/login';
import { refuse } from '../../src/core/errorlog';
import { notify } from '../../src/core/notify';
import { session } from '../../src/core/session';
import { refreshTokens } from '../../src/auth/token-refresh';
import { identityApi } from '../../src/api/identity';
import { t } from '../../src/i18n';
import '../../src/i18n/common';
import '../../src/i18n/layout';
import { refusalOf } from '../../src/platform/harness/refusal';
import { defineCommand } from '../../src/platform/define-command';
import { inConsole } from '../navigation/helpers';
import type { CommandContext } from '../../src/platform/types';

const userId = (ctx: CommandContext) => ctx.user?.user_id ?? '';

/**
 * Act as one of the user's departments and roles. Only with switchMode on; the choice
 * is stored in the session and a token refresh makes the server issue a token for it (the HTTP
 * client sends Dept-Id and Role-Id from session.switchIdentity while switchMode is on).
 */
export const switchIdentity = defineCommand({
  id: 'session.switchIdentity',
  title: { zh: '切换部门与角色', en: 'Switch department and role' },
  group: 'session',
  keywords: ['dept', 'role', 'identity', 'switch', '部门', '角色'],
  when: (ctx) => inConsole(ctx) && ctx.features.switchMode,
  args: {
    deptId: {
      kind: 'choice',
      label: { zh: '部门', en: 'Department' },
      options: async (ctx: CommandContext) => (await identityApi.depts(userId(ctx))).map((d) => ({ value: d.id, label: d.deptName })),
    },
    roleId: {
      kind: 'choice',
      label: { zh: '角色', en: 'Role' },
      options: async (ctx: CommandContext) => (await identityApi.roles(userId(ctx))).map((r) => ({ value: r.id, label: r.roleName })),
    },
  },
  run: async (_ctx, { deptId, roleId }) => {
    if (!deptId) refuse(t('ctl.identity.deptRequired'));
    if (!roleId) refuse(t('ctl.identity.roleRequired'));
    session.switchIdentity = { deptId, roleId };
    await refreshTokens();
    // The new identity may see other menus and buttons.
    await loadUserData();
    notify('success', t('message.operationSuccess'));
  },
  check: {
    // Changes who the session acts as, not data, and puts the identity back.
    scenario: async (h) => {
      if (!h.context().features.switchMode) h.skip({ zh: '本部署未开启 switchMode, 不提供此命令', en: 'switchMode is off in this deployment, so the command is not offered' });
      const before = { ...session.switchIdentity };
      const token = session.token;
      h.cleanup(async () => {
        if (session.switchIdentity.deptId === before.deptId && session.switchIdentity.roleId === before.roleId) return;
        session.switchIdentity = before;
        await refreshTokens();
        await loadUserData();
      });
      h.expect((await refusalOf(h.run({ deptId: '', roleId: '' }))) !== undefined, 'an identity without department and role was accepted');
      h.expect(session.switchIdentity.deptId === before.deptId && session.token === token, 'a refused identity changed the session');
      const id = userId(h.context());
      const [dept] = await identityApi.depts(id);
      const [role] = await identityApi.roles(id);
      if (!dept || !role) h.skip({ zh: '用户没有可切换的部门或角色', en: 'the user holds no department or role to act as' });
      await h.run({ deptId: dept.id, roleId: role.id });
      h.expect(session.switchIdentity.deptId === dept.id && session.switchIdentity.roleId === role.id, 'the identity was not stored');
      // The server answers with a token for the chosen identity.
      h.expect(session.token !== token, 'no new token was issued');
      h.expect(session.userInfo?.dept_id === dept.id && session.userInfo?.role_id === role.id, `the new token acts as ${session.userInfo?.dept_id} / ${session.userInfo?.role_id}`);
    },
  },
});
