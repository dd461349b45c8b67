/**
 * Who a token is issued to: a user with the roles (and dept) the session acts with, or a guest
 * — a social-login visitor not yet registered, whom BladeX answers with user id -1 and the
 * single role alias 'guest' so the console shows its registration dialog.
 */
import { db } from '../db';
import { OAuthFailure } from '../envelope';
import type { UserOauthRow } from '../records';
import type { RoleRow, UserRow } from '../schema-rows';
import { requireNotLocked } from './lockout';
import { requireRefusalShown, requireReviewed } from './registrations';

export const GUEST_USER_ID = '-1';
const GUEST_ROLE_ALIAS = 'guest';
const PLATFORM_TENANT_ID = '000000';
const ADMINISTRATOR_ALIAS = 'administrator';
/** The user form's 未知 (the sex dictionary itself only has 1 and 2). */
export const UNKNOWN_SEX = 3;

export interface Identity {
  user: UserRow;
  roles: RoleRow[];
  /** Comma-joined dept ids the session acts for. */
  deptId: string;
  /** The user_oauth row the login came through, or ''. */
  oauthId: string;
}

export const splitIds = (ids: string): string[] => ids.split(',').map((id) => id.trim()).filter(Boolean);

export function findUserByAccount(tenantId: string, account: string): UserRow | undefined {
  // Through the school's rows: a school's staff are found while a district's other schools' are still being made.
  return db.group('user', 'tenantId', tenantId).find((u) => u.account === account && u.isDeleted === 0);
}

export function findUserById(tenantId: string, id: string): UserRow | undefined {
  const user = db.find('user', id);
  return user && user.tenantId === tenantId && user.isDeleted === 0 ? user : undefined;
}

/** The live roles of the user's tenant among the user's roleId list. */
export function rolesOf(user: UserRow): RoleRow[] {
  const ids = new Set(splitIds(user.roleId));
  return db.group('role', 'tenantId', user.tenantId).filter((r) => ids.has(r.id) && r.isDeleted === 0);
}

/**
 * A user who may get a token, whatever the grant type. A locked-out account cannot, so the lock
 * holds for social, SSO and refresh logins as well as passwords. A user without a live role
 * cannot either; a guest registration still pending (register-guest stores roleId '-1', as
 * BladeX does, until an administrator approves it) is told so (registrations.ts).
 */
export function userIdentity(user: UserRow, oauthId = ''): Identity {
  requireNotLocked(user.tenantId, user.account);
  requireReviewed(user);
  const roles = rolesOf(user);
  if (roles.length === 0) throw new OAuthFailure('access_denied', '未获得用户的角色信息');
  return { user, roles, deptId: user.deptId, oauthId };
}

/** The identity behind a third-party account: its bound user, else a guest. */
export function oauthIdentity(link: UserOauthRow): Identity {
  if (!link.userId) requireRefusalShown(link.id);
  if (!link.userId) return { user: guestUser(link), roles: [], deptId: '', oauthId: link.id };
  const user = findUserById(link.tenantId, link.userId);
  if (!user) throw new OAuthFailure('invalid_grant', '用户名或密码错误');
  return userIdentity(user, link.id);
}

/** The stand-in user row of a guest session: id -1, named after the third-party account. */
export function guestUser(link: UserOauthRow): UserRow {
  return {
    id: GUEST_USER_ID, tenantId: link.tenantId, code: '', userType: 1, account: link.username, password: '',
    name: link.nickname, realName: link.nickname, avatar: link.avatar, email: link.email, phone: '', birthday: '',
    sex: UNKNOWN_SEX, roleId: '', deptId: '', postId: '',
    createUser: '', createDept: '', createTime: '', updateUser: '', updateTime: '', status: 1, isDeleted: 0,
  };
}

/**
 * switchMode: a user with several depts or roles picks one at login with the Dept-Id / Role-Id
 * headers. An id the user does not hold (or an empty header, what consoles send with switchMode
 * off) leaves the full set.
 */
export function narrowIdentity(identity: Identity, headers: Headers): Identity {
  const roleId = headers.get('role-id')?.trim();
  const deptId = headers.get('dept-id')?.trim();
  const roles = roleId ? identity.roles.filter((r) => r.id === roleId) : [];
  return {
    ...identity,
    roles: roles.length > 0 ? roles : identity.roles,
    deptId: deptId && splitIds(identity.deptId).includes(deptId) ? deptId : identity.deptId,
  };
}

export function roleAliasesOf(identity: Pick<Identity, 'user' | 'roles'>): string[] {
  return identity.user.id === GUEST_USER_ID ? [GUEST_ROLE_ALIAS] : identity.roles.map((r) => r.roleAlias);
}

/**
 * The platform super-administrator. BladeX only looks at the alias; the mock also requires the
 * platform tenant, so a school that names one of its own roles 'administrator' gains nothing.
 */
export function isAdministrator(tenantId: string, roleAliases: readonly string[]): boolean {
  return tenantId === PLATFORM_TENANT_ID && roleAliases.includes(ADMINISTRATOR_ALIAS);
}
