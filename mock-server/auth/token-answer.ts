import { db } from '../db';
import { roleAliasesOf, type Identity } from './identity';
import type { SessionRecord } from './sessions';
import type { TokenAnswer } from '../../src/schema/wire/auth';


export function tokenAnswer(identity: Identity, session: SessionRecord): TokenAnswer {
  const { user } = identity;
  return {
    access_token: session.accessToken,
    token_type: 'bearer',
    refresh_token: session.refreshToken ?? '',
    expires_in: Math.floor((session.accessExpiresAt - db.now()) / 1000),
    scope: 'all',
    jti: session.jti,
    client_id: session.clientId,
    tenant_id: session.tenantId,
    user_id: user.id,
    dept_id: session.deptId,
    post_id: user.postId,
    role_id: session.roleId,
    oauth_id: session.oauthId,
    account: user.account,
    user_name: user.account,
    nick_name: user.name,
    real_name: user.realName,
    role_name: roleAliasesOf(identity).join(','),
    avatar: user.avatar,
    detail: { type: 'web' },
    license: 'powered by bladex',
  };
}
