import { OAuthFailure } from '../../envelope';
import { db } from '../../db';
import { findUserById, GUEST_USER_ID, oauthIdentity, userIdentity } from '../identity';
import { takeRefreshToken } from '../sessions';
import { requireActiveTenant } from '../tenants';
import { requireGrantParam, type Granter } from './grant';

/**
 * A refresh token that is unknown, already redeemed, expired or issued to another client.
 * Spring would say 'Invalid refresh token: <token>'; the mock uses the gateway's wording for a
 * dead token instead, which a console shows as it is and which does not echo the token.
 */
const DEAD_REFRESH_TOKEN = '令牌已失效';

/**
 * grant_type=refresh_token: no password; the user, tenant and third-party link come from the
 * redeemed session (never from a Tenant-Id header), and roles are read afresh.
 */
export const refreshGrant: Granter = async ({ params, client }) => {
  const session = takeRefreshToken(requireGrantParam(params, 'refresh_token'), client.clientId);
  if (!session) throw new OAuthFailure('invalid_grant', DEAD_REFRESH_TOKEN);
  requireActiveTenant(session.tenantId);
  if (session.userId === GUEST_USER_ID) {
    const link = db.rows('user_oauth').find((l) => l.id === session.oauthId);
    if (!link) throw new OAuthFailure('invalid_grant', DEAD_REFRESH_TOKEN);
    return oauthIdentity(link);
  }
  const user = findUserById(session.tenantId, session.userId);
  if (!user) throw new OAuthFailure('invalid_grant', '用户名或密码错误');
  return userIdentity(user, session.oauthId);
};
