/**
 * Token checks for protected calls, worded as BladeX's gateway words them:
 * no token → 401 缺失令牌,鉴权失败; a token the server never issued (or revoked, or issued to a
 * client since deleted) → 401 请求未授权; an expired one → 401 令牌已失效. The tenant always comes
 * from the session, never from a request header: a school's token cannot act in another tenant.
 *
 * A guest — a social-login visitor with no account yet — holds a token too, but it proves no
 * identity: anyone can make one up with an unknown code. Its token may only file the
 * registration, read user-info and log out; every other protected call refuses it with 403.
 */
import type { PathParams } from 'msw';
import { db } from '../db';
import { Forbidden, guard, unauthorized, type MockResolver } from '../envelope';
import { apiScopeAllows } from './api-scope';
import type { UserRow } from '../schema-rows';
import { findUserById, guestUser, GUEST_USER_ID, isAdministrator, roleAliasesOf, rolesOf, splitIds } from './identity';
import { findSession, type SessionRecord } from './sessions';

export interface AuthContext {
  /** For a guest session, a stand-in row with id '-1'. */
  user: UserRow;
  tenantId: string;
  roleIds: string[];
  roleAliases: string[];
  isAdministrator: boolean;
  isGuest: boolean;
  /** The user_oauth row the session came through, or ''. */
  oauthId: string;
  accessToken: string;
}

/** The cookies the Saber clients keep their access token in (js-cookie, URI-encoded). */
const TOKEN_COOKIES = ['saber3-access-token', 'saber-access-token'];

function tokenCookie(request: Request): string | undefined {
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && TOKEN_COOKIES.includes(pair.slice(0, at).trim())) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The Blade-Auth header; 'bearer ' optional. Never a query parameter: a token in a URL ends up in
 * logs, browser history and Referer headers. With `framed`, the client's session cookie stands in
 * for the header, for the calls a client loads as an <img> or <iframe>, which send no header.
 */
export function readAccessToken(request: Request, framed = false): string | null {
  const token = (request.headers.get('blade-auth') ?? (framed ? tokenCookie(request) : undefined))
    ?.trim().replace(/^bearer\s+/i, '').trim();
  return token || null;
}

/** The caller's identity, or the 401 answer to send instead. */
export function authenticate(request: Request, framed = false): AuthContext | Response {
  const accessToken = readAccessToken(request, framed);
  if (!accessToken) return unauthorized('缺失令牌,鉴权失败');
  const session = findSession(accessToken);
  if (!session) return unauthorized('请求未授权');
  if (session.accessExpiresAt <= db.now()) return unauthorized('令牌已失效');
  return contextOf(session) ?? unauthorized('请求未授权');
}

/** Undefined when the session's client, user or third-party link no longer exists. */
function contextOf(session: SessionRecord): AuthContext | undefined {
  if (!db.rows('client').some((c) => c.clientId === session.clientId && c.isDeleted === 0)) return undefined;
  const isGuest = session.userId === GUEST_USER_ID;
  let user: UserRow | undefined;
  if (isGuest) {
    const link = db.rows('user_oauth').find((l) => l.id === session.oauthId);
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
    isGuest,
    oauthId: session.oauthId,
    accessToken: session.accessToken,
  };
}

export interface AuthOptions {
  /** The call is one of the few a guest's token may make. */
  guests?: boolean;
  /**
   * The call is loaded as an image or frame (BladeX's gateway lets process/resource-view and
   * process/diagram-view through without a token for that reason): the token may come from the
   * client's session cookie. The caller is still identified, so a school sees only its own.
   */
  framed?: boolean;
}

/**
 * guard() plus the token check: every protected handler is written
 * `withAuth(({ request, auth, params }) => ...)`. Guests are refused unless `options.guests`, and
 * a caller whose roles hold API scopes is refused any path outside them (api-scope.ts).
 */
export function withAuth<Params extends PathParams = PathParams>(
  resolver: MockResolver<Params, { auth: AuthContext }>,
  options: AuthOptions = {},
) {
  return guard<Params>((info) => {
    const auth = authenticate(info.request, options.framed);
    if (auth instanceof Response) return auth;
    if (auth.isGuest && !options.guests) throw new Forbidden();
    if (!apiScopeAllows(auth, info.request)) throw new Forbidden();
    return resolver({ ...info, auth });
  });
}

/** Platform-wide calls: the platform administrator only (403 for anyone else). */
export function requireAdministrator(auth: AuthContext): void {
  if (!auth.isAdministrator) throw new Forbidden();
}
