/**
 * What the user screen's own commands share: where they apply (the user screen, its selection,
 * a button), the role choices, how an action ends (a message, the list reloaded), and what their
 * checks use to prove an effect where it lands: a temporary user, a registration of their own,
 * and a login attempt made beside the console's session.
 */
import { md5 } from 'hash-wasm';
import { authApi } from '../../src/api/auth';
import type { ResourceRow } from '../../src/api/resource';
import { config } from '../../src/base/config';
import { notify } from '../../src/core/notify';
import { userApi } from '../../src/api/user';
import { t } from '../../src/i18n';
import '../../src/i18n/common';
import { user } from '../../src/schema/org/user';
import { viewOf } from '../../src/engine/controller';
import type { CheckHarness, CommandContext } from '../../src/platform/types';
import { addTemporary, ready } from '../crud/checks';
import { onScreen, selectedIds } from '../crud/shared';

/** The password `reset-password` sets: BladeX's default (param account.initPassword). */
export const INITIAL_PASSWORD = '123456';

/** On the user screen, holding the button `code`. */
export const onUserScreen = (ctx: CommandContext, code: string) => onScreen(user, ctx) && ctx.can(code);

export const selectedUsers = (ctx: CommandContext) => selectedIds(user, ctx);

/** Says it worked and shows the list as the server now holds it. */
export async function done(): Promise<void> {
  notify('success', t('message.operationSuccess'));
  await viewOf(user.name)?.refresh();
}

/** A user of the check's own on the user screen (removed when the check ends). */
export async function temporaryUser(h: CheckHarness): Promise<ResourceRow> {
  await ready(user);
  const [row] = await addTemporary(h, user);
  return row;
}

/** Whether the account logs in with this password: a token call beside the console's session. */
export async function logsIn(tenantId: string, account: string, password: string): Promise<boolean> {
  try {
    const answer = await authApi.loginByUsername(tenantId, account, await md5(password));
    return Boolean(answer.access_token) && !answer.error_description;
  } catch {
    return false;
  }
}

export interface Registration { id: string; tenantId: string; account: string; password: string }

/**
 * Files a registration as a social-login guest would (a code nobody used: a guest of the
 * caller's school), with the guest's own token, and finds it among the pending ones. Skips where
 * the backend has no such social login; removes the registration when the check ends.
 */
export async function fileRegistration(h: CheckHarness): Promise<Registration> {
  const tenantId = h.context().user?.tenant_id ?? config.defaultTenant;
  const marker = `guest${Date.now().toString(36)}`;
  const guest = await authApi.loginBySocial(tenantId, 'github', `check-${marker}`, tenantId).catch(() => undefined);
  if (!guest?.access_token || !guest.oauth_id) h.skip({ zh: '此后端不提供可用于注册的第三方登录', en: 'this backend offers no social login to register through' });
  const password = 'Guest-123';
  const query = new URLSearchParams({ tenantId, name: '访客', account: marker, password: await md5(password), oauthId: guest.oauth_id });
  const filed = await fetch(`${config.apiBase}/blade-system/user/register-guest?${query}`, {
    method: 'POST',
    headers: { [config.tokenHeader]: `bearer ${guest.access_token}`, Authorization: `Basic ${btoa(`${config.clientId}:${config.clientSecret}`)}` },
  });
  h.expect(filed.ok, `the registration was refused (${filed.status})`);
  const row = (await userApi.registrations()).records.find((pending) => pending.account === marker);
  h.expect(row, 'the registration is not among the pending ones');
  h.cleanup(async () => {
    if (await userApi.detail(row!.id).catch(() => undefined)) await userApi.remove([row!.id]);
  });
  return { id: row!.id, tenantId, account: marker, password };
}
