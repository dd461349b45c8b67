/**
 * Issued tokens, kept server-side (the mock's tokens are opaque, not JWTs). Sessions live in a
 * database table so that the browser host persists them with everything else: a reload of the
 * demo keeps its users logged in.
 *
 * Refresh tokens rotate: redeeming one consumes it, and the new pair comes with a new refresh
 * token. The access token of the old pair stays valid until it expires, as a JWT would, so
 * requests in flight during a refresh do not fail.
 *
 * The table stays bounded: a session is forgotten at logout or once both its tokens are dead
 * (expired, or the refresh token redeemed), and guest sessions — which anyone can open with a
 * made-up social login code — are capped at MAX_GUEST_SESSIONS, the oldest closed first.
 */
import { db } from '../db';
import { indexedTable } from '../indexed-table';
import type { ClientRow } from '../schema-rows';
import { randomHex } from '../random';
import { GUEST_USER_ID, type Identity } from './identity';

const TABLE = 'oauth_session';

/** Far more visitors than a demo has registering at once; a bound on what strangers can open. */
export const MAX_GUEST_SESSIONS = 200;

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

interface SessionIndex {
  byAccess: Map<string, SessionRecord>;
  byRefresh: Map<string, SessionRecord>;
  /** Guest sessions, oldest first (a Set iterates in insertion order). */
  guests: Set<SessionRecord>;
}

const sessions = indexedTable<SessionRecord, SessionIndex>(TABLE, {
  create: () => ({ byAccess: new Map(), byRefresh: new Map(), guests: new Set() }),
  add(index, session) {
    index.byAccess.set(session.accessToken, session);
    if (session.refreshToken !== null) index.byRefresh.set(session.refreshToken, session);
    if (session.userId === GUEST_USER_ID) index.guests.add(session);
  },
  remove(index, session) {
    index.byAccess.delete(session.accessToken);
    if (session.refreshToken !== null) index.byRefresh.delete(session.refreshToken);
    index.guests.delete(session);
  },
});

function alive(session: SessionRecord): boolean {
  const now = db.now();
  return session.accessExpiresAt > now || (session.refreshToken !== null && session.refreshExpiresAt > now);
}

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
  sessions.insert(session, alive);
  const { guests } = sessions.index();
  if (guests.size > MAX_GUEST_SESSIONS) sessions.remove(guests.values().next().value!);
  return session;
}

/** The session of an access token, expired or not (the caller tells the two apart). */
export function findSession(accessToken: string): SessionRecord | undefined {
  return sessions.index().byAccess.get(accessToken);
}

/** Redeems a refresh token issued to `clientId`: the session it belonged to, once. */
export function takeRefreshToken(refreshToken: string, clientId: string): SessionRecord | undefined {
  const index = sessions.index();
  const session = index.byRefresh.get(refreshToken);
  if (!session || session.clientId !== clientId || session.refreshExpiresAt <= db.now()) return undefined;
  return sessions.update(session, { refreshToken: null });
}

/** Logout: both tokens of the session stop working. */
export function closeSession(accessToken: string): void {
  const session = findSession(accessToken);
  if (session) sessions.remove(session);
}

/**
 * Every session of a user ends (both tokens), but the one holding `keep`: what a password reset
 * or change, a lock-out or a deletion does, so a token taken earlier stops working.
 */
export function closeUserSessions(tenantId: string, userId: string, keep?: string): void {
  const ended = db.rows<SessionRecord>(TABLE).filter((s) => s.tenantId === tenantId && s.userId === userId && s.accessToken !== keep);
  for (const session of ended) sessions.remove(session);
}

/** Back to the fixtures, keeping everyone logged in (the administrator who asked included). */
export function resetKeepingSessions(): void {
  db.reset({ keep: [TABLE] });
}
