import { proxy, snapshot, subscribe } from 'valtio';
import { config } from '../base/config';
import type { MenuItem, MenuMeta } from './menu';
import { readStored, writeStored } from '../base/local-data';
import type { TokenAnswer } from '../schema/wire/auth';

/**
 * The user's session fields, as the token answer carries them (a backend may leave out the real
 * name and the post).
 */
export type UserInfo = Pick<TokenAnswer, 'tenant_id' | 'user_id' | 'user_name' | 'nick_name' | 'role_name' | 'role_id' | 'dept_id' | 'account' | 'avatar' | 'oauth_id' | 'license'>
  & Partial<Pick<TokenAnswer, 'real_name' | 'post_id'>>;

/** A tag-bar tab. */
export interface Tab {
  label: string;
  value: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  meta?: MenuMeta;
  group?: string[];
  close: boolean;
}

export const homeTab: Tab = { label: '首页', value: config.homePath, meta: { i18n: 'page.home' }, close: false };

interface SessionState {
  token: string;
  refreshToken: string;
  /** When the token was stored (ms since epoch); auto-refresh measures its age from here. */
  tokenTime: number;
  userInfo: UserInfo | null;
  roles: string[];
  menus: MenuItem[];
  permission: Record<string, true>;
  tabs: Tab[];
  /** The lock password, and the page (path and query) that was on screen when the lock was set. */
  lock: { password: string; page?: string };
  switchIdentity: { deptId: string; roleId: string };
}

/** Each persisted field and its localStorage name (under the site key prefix). */
const persisted = {
  token: 'token',
  refreshToken: 'refresh-token',
  tokenTime: 'token-time',
  userInfo: 'user-info',
  roles: 'roles',
  menus: 'menus',
  permission: 'permission',
  tabs: 'tabs',
  lock: 'lock',
  switchIdentity: 'switch-identity',
} as const satisfies Record<keyof SessionState, string>;

function emptySession(): SessionState {
  return {
    token: '',
    refreshToken: '',
    tokenTime: 0,
    userInfo: null,
    roles: [],
    menus: [],
    permission: {},
    tabs: [homeTab],
    lock: { password: '' },
    switchIdentity: { deptId: '', roleId: '' },
  };
}

function storedSession(): SessionState {
  const state = emptySession();
  for (const [field, name] of Object.entries(persisted) as [keyof SessionState, string][]) {
    (state as unknown as Record<string, unknown>)[field] = readStored(name, state[field]);
  }
  return state;
}

export const session = proxy<SessionState>(storedSession());

// Only the fields that changed, told by their snapshots (valtio makes a new one only for what
// changed): every tab opened changes the session, and the platform administrator's menus alone
// are 16 KB of JSON.
let stored = snapshot(session);
subscribe(session, () => {
  const now = snapshot(session);
  for (const [field, name] of Object.entries(persisted) as [keyof SessionState, string][]) {
    if (now[field] !== stored[field]) writeStored(name, session[field]);
  }
  stored = now;
});

/** Re-reads the stored session, as a page reload would. */
export function reloadSession(): void {
  Object.assign(session, storedSession());
}

/** BladeX's social login answers a guest that has not registered yet with this user id. */
export const GUEST_USER_ID = '-1';

/**
 * A guest holds a token only to file a registration: the console treats it as logged out
 * (it stays on /login with the registration dialog) while the token still signs that call.
 */
export function isGuest(): boolean {
  return session.userInfo?.user_id === GUEST_USER_ID;
}

export function isLoggedIn(): boolean {
  return Boolean(session.token) && !isGuest();
}

/**
 * The platform administrator: the administrator role in the platform tenant, the one user who
 * sees every school's rows and may run the checks that write. Reads the session unless given
 * a command context's user and roles.
 */
export function isPlatformAdministrator(user: Pick<UserInfo, 'tenant_id'> | null = session.userInfo, roles: readonly string[] = session.roles): boolean {
  return user?.tenant_id === config.platformTenant && roles.includes(config.administratorRole);
}

export function isLocked(): boolean {
  return Boolean(session.lock.password);
}

/** Login clears every tab but home and clears the lock. */
export function startSession(token: { access_token: string; refresh_token: string } & UserInfo, now = Date.now()): void {
  const { access_token, refresh_token, ...info } = token;
  session.token = access_token;
  session.refreshToken = refresh_token;
  session.tokenTime = now;
  session.userInfo = info;
  session.tabs = [homeTab];
  session.lock = { password: '' };
}

/** A refresh swaps the tokens and keeps everything else. */
export function renewTokens(token: { access_token: string; refresh_token: string }, now = Date.now()): void {
  session.token = token.access_token;
  session.refreshToken = token.refresh_token;
  session.tokenTime = now;
}

/** Logout clears tokens, menus, roles, tabs and lock. */
export function clearSession(): void {
  Object.assign(session, emptySession());
}
