/**
 * Issued tokens, kept server-side (the mock's tokens are opaque, not JWTs). Sessions live in a
 * database table so that the browser host persists them with everything else: a reload of the
 * demo keeps its users logged in.
 *
 * Refresh tokens rotate: redeeming one consumes it, and the new pair comes with a new refresh
 * token. The access token of the old pair stays valid until it expires, as a JWT would, so
 * requests in flight during a refresh do not fail.
 */
import { db } from '../db';
import type { ClientRow } from '../records';
import { randomHex } from '../random';
import type { Identity } from './identity';

const TABLE = 'oauth_session';

export interface SessionRecord {
  accessToken: string;
  /** Null once redeemed. */
  refreshToken: string | null;
  jti: string;
  clientId: string;
  tenantId: string;
  userId: string;
  /** Comma-joined ids of the roles the session acts with. */
  roleId: string;
  deptId: string;
  oauthId: string;
  accessExpiresAt: number;
  refreshExpiresAt: number;
}

const sessions = () => db.table<SessionRecord>(TABLE);

export function openSession(identity: Identity, client: ClientRow): SessionRecord {
  const now = db.now();
  const session: SessionRecord = {
    accessToken: randomHex(24),
    refreshToken: randomHex(24),
    jti: randomHex(16),
    clientId: client.clientId,
    tenantId: identity.user.tenantId,
    userId: identity.user.id,
    roleId: identity.roles.map((r) => r.id).join(','),
    deptId: identity.deptId,
    oauthId: identity.oauthId,
    accessExpiresAt: now + client.accessTokenValidity * 1000,
    refreshExpiresAt: now + client.refreshTokenValidity * 1000,
  };
  // Forget sessions whose tokens have all expired, so the table does not grow forever.
  const live = sessions().filter((s) => s.accessExpiresAt > now || s.refreshExpiresAt > now);
  sessions().splice(0, Infinity, ...live, session);
  return session;
}

/** The session of an access token, expired or not (the caller tells the two apart). */
export function findSession(accessToken: string): SessionRecord | undefined {
  return sessions().find((s) => s.accessToken === accessToken);
}

/** Redeems a refresh token issued to `clientId`: the session it belonged to, once. */
export function takeRefreshToken(refreshToken: string, clientId: string): SessionRecord | undefined {
  const session = sessions().find((s) => s.refreshToken !== null && s.refreshToken === refreshToken);
  if (!session || session.clientId !== clientId || session.refreshExpiresAt <= db.now()) return undefined;
  session.refreshToken = null;
  return session;
}

/** Logout: both tokens of the session stop working. */
export function closeSession(accessToken: string): void {
  const rows = sessions();
  const index = rows.findIndex((s) => s.accessToken === accessToken);
  if (index >= 0) rows.splice(index, 1);
}

/** Back to the fixtures, keeping everyone logged in (the administrator who asked included). */
export function resetKeepingSessions(): void {
  db.reset({ keep: [TABLE] });
}
