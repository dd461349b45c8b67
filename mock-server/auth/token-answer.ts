import { db } from '../db';
import { roleAliasesOf, type Identity } from './identity';
import type { SessionRecord } from './sessions';

/** The raw OAuth2 answer of the token endpoint, with BladeX's claims. */
export interface TokenAnswer {
  access_token: string;
  token_type: 'bearer';
  refresh_token: string;
  expires_in: number;
  scope: 'all';
  jti: string;
  client_id: string;
  tenant_id: string;
  user_id: string;
  dept_id: string;
  post_id: string;
  role_id: string;
  oauth_id: string;
  account: string;
  user_name: string;
  nick_name: string;
  real_name: string;
  /** Comma-joined role aliases. */
  role_name: string;
  avatar: string;
  detail: { type: 'web' };
  license: 'powered by bladex';
}

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
