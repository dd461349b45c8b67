/**
 * Token checks for protected calls, worded as BladeX's gateway words them (reference §2.6):
 * no token → 401 缺失令牌,鉴权失败; a token the server never issued (or revoked) → 401 请求未授权;
 * an expired one → 401 令牌已失效. The tenant always comes from the session, never from a
 * request header: a school's token cannot act in another tenant.
 */
import type { PathParams } from 'msw';
import { db } from '../db';
import { guard, unauthorized, type MockResolver } from '../envelope';
import type { UserRow } from '../records';
import { findUserById, guestUser, GUEST_USER_ID, isAdministrator, roleAliasesOf, rolesOf, splitIds } from './identity';
import { findSession, type SessionRecord } from './sessions';

export interface AuthContext {
  /** For a guest session, a stand-in row with id '-1'. */
  user: UserRow;
  tenantId: string;
  roleIds: string[];
  roleAliases: string[];
  isAdministrator: boolean;
  /** The user_oauth row the session came through, or ''. */
  oauthId: string;
  accessToken: string;
}

/** The Blade-Auth header, else a Blade-Auth query parameter (any case); 'bearer ' optional. */
export function readAccessToken(request: Request): string | null {
  let raw = request.headers.get('blade-auth');
  if (!raw) {
    for (const [name, value] of new URL(request.url).searchParams) {
      if (name.toLowerCase() === 'blade-auth') raw = value;
    }
  }
  const token = raw?.trim().replace(/^bearer\s+/i, '').trim();
  return token || null;
}

/** The caller's identity, or the 401 answer to send instead. */
export function authenticate(request: Request): AuthContext | Response {
  const accessToken = readAccessToken(request);
  if (!accessToken) return unauthorized('缺失令牌,鉴权失败');
  const session = findSession(accessToken);
  if (!session) return unauthorized('请求未授权');
  if (session.accessExpiresAt <= db.now()) return unauthorized('令牌已失效');
  return contextOf(session) ?? unauthorized('请求未授权');
}

/** Undefined when the session's user or third-party link no longer exists. */
function contextOf(session: SessionRecord): AuthContext | undefined {
  let user: UserRow | undefined;
  if (session.userId === GUEST_USER_ID) {
    const link = db.table('user_oauth').find((l) => l.id === session.oauthId);
    user = link && guestUser(link);
  } else {
    user = findUserById(session.tenantId, session.userId);
  }
  if (!user) return undefined;
  // The session's roles, less any revoked from the user since the login.
  const sessionRoleIds = new Set(splitIds(session.roleId));
  const roles = rolesOf(user).filter((r) => sessionRoleIds.has(r.id));
  const roleAliases = roleAliasesOf({ user, roles });
  return {
    user,
    tenantId: session.tenantId,
    roleIds: roles.map((r) => r.id),
    roleAliases,
    isAdministrator: isAdministrator(session.tenantId, roleAliases),
    oauthId: session.oauthId,
    accessToken: session.accessToken,
  };
}

/** guard() plus the token check: every protected handler is written `withAuth(({ request, auth, params }) => ...)`. */
export function withAuth<Params extends PathParams = PathParams>(resolver: MockResolver<Params, { auth: AuthContext }>) {
  return guard<Params>((info) => {
    const auth = authenticate(info.request);
    return auth instanceof Response ? auth : resolver({ ...info, auth });
  });
}
