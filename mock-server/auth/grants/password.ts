import { OAuthFailure } from '../../envelope';
import { requireCaptcha } from '../captcha';
import { findUserByAccount, userIdentity } from '../identity';
import { clearLoginFailures, isLocked, recordLoginFailure, requireNotLocked } from '../lockout';
import { closeUserSessions } from '../sessions';
import { passwordMatches } from '../passwords';
import { requireNotRefused } from '../registrations';
import { requestedTenantId, requireActiveTenant } from '../tenants';
import type { Granter } from './grant';

/**
 * grant_type=password: tenant, then the lock, then account and password (one message for an
 * unknown account and a wrong password; a refused registration's applicant with the password they
 * registered is told why instead), then roles — checked after the password so that the
 * answer to a wrong password never says whether the account has roles.
 */
export const passwordGrant: Granter = async ({ request, params }) => {
  const tenantId = requestedTenantId(request, params);
  requireActiveTenant(tenantId);
  const account = params.get('username') ?? '';
  requireNotLocked(tenantId, account);
  const user = findUserByAccount(tenantId, account);
  if (!user) await requireNotRefused(tenantId, account, params.get('password') ?? '');
  if (!user || !(await passwordMatches(user, params.get('password') ?? ''))) {
    recordLoginFailure(tenantId, account, user !== undefined);
    // A locked account is locked everywhere: its sessions end too.
    if (user && isLocked(tenantId, account)) closeUserSessions(tenantId, user.id);
    throw new OAuthFailure('invalid_grant', '用户名或密码错误');
  }
  clearLoginFailures(tenantId, account);
  return userIdentity(user);
};

/** grant_type=captcha: the password grant behind a captcha check. */
export const captchaGrant: Granter = async (grant) => {
  requireCaptcha(grant.request);
  return passwordGrant(grant);
};
