/**
 * The user screen's own actions, under both user prefixes (USER_PREFIXES), each needing its
 * button (BladeX's @PreAuth on the menu codes):
 *
 * | call                                        | button      | effect                                    |
 * |---------------------------------------------|-------------|-------------------------------------------|
 * | POST grant?userIds=&roleIds=                | user_role   | the users' roles become roleIds (their    |
 * |                                             |             | tenant's live roles); approves a guest    |
 * | POST reset-password?userIds=                | user_reset  | password = param account.initPassword     |
 * | POST unlock?userIds=                        | user_unlock | forgets the failed logins that lock them  |
 * | GET platform-detail?id=&userType=           | (menu)      | UserVO with userExt of that platform      |
 * | POST update-platform?userId=&userType=&userExt= | user_edit | stores userExt for that platform        |
 */
import { closeUserSessions } from '../auth/sessions';
import { http, type HttpHandler } from 'msw';
import { user as schema } from '../../src/schema/org/user';
import type { AuthContext } from '../auth/authenticate';
import { splitIds } from '../auth/identity';
import { clearLoginFailures } from '../auth/lockout';
import type { Visibility } from '../crud/query';
import { requireGrant, withScope } from '../crud/scope';
import { findVisible } from '../crud/write';
import { db } from '../db';
import { BadRequest, Forbidden, ok, requireParam, status } from '../envelope';
import { holdsMenu } from '../menus/access';
import { paramValue } from '../params';
import type { UserRow } from '../schema-rows';
import type { UserPlatformRow } from './user-rows';
import { PENDING } from '../auth/pending';
import { userVO } from './user-view';
import { hashPlain, USER_PREFIXES } from './users';

/** BladeX's CommonConstant.DEFAULT_PASSWORD, used when the param is missing. */
export const DEFAULT_PASSWORD = '123456';

const PLATFORM_TABLE = 'user_platform';
const USER_TYPES = ['1', '2', '3'];

function requireButton(auth: AuthContext, code: string): void {
  if (!holdsMenu(auth, code)) throw new Forbidden();
}

/** The visible live users named by `ids`; all or nothing, as the generic remove. */
function namedUsers(ids: string, visible: Visibility): UserRow[] {
  return splitIds(ids).map((id) => findVisible('user', id, visible) as unknown as UserRow);
}

function requireUserType(text: string): number {
  if (!USER_TYPES.includes(text.trim())) throw new BadRequest('请求参数类型错误: userType');
  return Number(text);
}

export function userActionsAt(prefix: string): HttpHandler[] {
  const path = (call: string) => `*/api${prefix}/${call}`;
  return [
    http.post(path('grant'), withScope(schema, ({ request, auth, visible }) => {
      requireButton(auth, 'user_role');
      const url = new URL(request.url);
      const targets = namedUsers(requireParam(url, 'userIds'), visible);
      const roleIds = splitIds(requireParam(url, 'roleIds'));
      for (const target of targets) {
        const known = db.rows('role').filter((r) => r.tenantId === target.tenantId && r.isDeleted === 0).map((r) => r.id);
        if (!roleIds.every((id) => known.includes(id))) throw new BadRequest('角色不存在或不属于该用户的租户');
      }
      for (const target of targets) {
        // Granting a pending registration's roles approves it: the pending marks go.
        db.update('user', target, {
          roleId: roleIds.join(','),
          ...(target.deptId === PENDING ? { deptId: '' } : {}),
          ...(target.postId === PENDING ? { postId: '' } : {}),
        });
      }
      return status(true);
    })),
    http.post(path('reset-password'), withScope(schema, async ({ request, auth, visible }) => {
      requireButton(auth, 'user_reset');
      const targets = namedUsers(requireParam(new URL(request.url), 'userIds'), visible);
      const password = await hashPlain(paramValue('account.initPassword') || DEFAULT_PASSWORD);
      for (const target of targets) {
        db.update('user', target, { password });
        closeUserSessions(target.tenantId, target.id);
      }
      return status(true);
    })),
    http.post(path('unlock'), withScope(schema, ({ request, auth, visible }) => {
      requireButton(auth, 'user_unlock');
      for (const target of namedUsers(requireParam(new URL(request.url), 'userIds'), visible)) clearLoginFailures(target.tenantId, target.account);
      return status(true);
    })),
    http.get(path('platform-detail'), withScope(schema, ({ request, auth, visible }) => {
      requireGrant(schema, auth, 'menu');
      const url = new URL(request.url);
      const [target] = namedUsers(requireParam(url, 'id'), visible);
      const userType = url.searchParams.get('userType')?.trim() ? requireUserType(url.searchParams.get('userType')!) : target.userType;
      const saved = db.rows<UserPlatformRow>(PLATFORM_TABLE).find((row) => row.userId === target.id && row.userType === userType);
      return ok({ ...userVO(target), userType, userExt: saved?.userExt ?? '' });
    })),
    http.post(path('update-platform'), withScope(schema, ({ request, auth, visible }) => {
      requireButton(auth, 'user_edit');
      const url = new URL(request.url);
      const [target] = namedUsers(requireParam(url, 'userId'), visible);
      const userType = requireUserType(requireParam(url, 'userType'));
      const userExt = url.searchParams.get('userExt') ?? '';
      const saved = db.rows<UserPlatformRow>(PLATFORM_TABLE).find((row) => row.userId === target.id && row.userType === userType);
      if (saved) db.update(PLATFORM_TABLE, saved, { userExt });
      else db.insert(PLATFORM_TABLE, { id: db.nextId(), userId: target.id, userType, userExt } satisfies UserPlatformRow);
      return status(true);
    })),
  ];
}

export const userActionHandlers: HttpHandler[] = USER_PREFIXES.flatMap(userActionsAt);
