import { db } from '../../db';
import { OAuthFailure } from '../../envelope';
import { findUserById, userIdentity } from '../identity';
import { requireActiveTenant } from '../tenants';
import { requireGrantParam, type Granter } from './grant';

/**
 * grant_type=authorization_code (SSO): redeems a code of the auth_code table, issued to this
 * client. A code works once — it is consumed before the redirect_uri check, as Spring does —
 * and carries its own tenant and user, so the request's tenant parameters are not consulted.
 * The messages are Spring's.
 */
export const authorizationCodeGrant: Granter = async ({ params, client }) => {
  const code = requireGrantParam(params, 'code');
  const issued = db.rows('auth_code').find((c) => c.code === code && c.clientId === client.clientId);
  if (!issued) throw new OAuthFailure('invalid_grant', `Invalid authorization code: ${code}`);
  db.remove('auth_code', issued);
  if (issued.redirectUri && params.get('redirect_uri') !== issued.redirectUri) {
    throw new OAuthFailure('invalid_grant', 'Redirect URI mismatch.');
  }
  requireActiveTenant(issued.tenantId);
  const user = findUserById(issued.tenantId, issued.userId);
  if (!user) throw new OAuthFailure('invalid_grant', '用户名或密码错误');
  return userIdentity(user);
};
