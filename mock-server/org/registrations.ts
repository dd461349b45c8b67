/**
 * 注册审核: the applications social-login guests filed (register-guest keeps each as a user whose
 * roleId, deptId and postId are BladeX's pending '-1'), and their outcome, under both user
 * prefixes (USER_PREFIXES), each call needing the registration menu or its button:
 *
 * | call                                          | grant               | effect                                   |
 * |-----------------------------------------------|---------------------|------------------------------------------|
 * | GET audit-list?current&size&account&realName  | registration        | the generic list with registrationHooks: |
 * |                                               |                     | R<Page<UserVO>> of the pending users the |
 * |                                               |                     | caller sees (their school; the platform  |
 * |                                               |                     | administrator: every school)             |
 * | POST audit-pass?userIds=&roleIds=&deptId=     | registration_pass   | roles and department of the applicant's  |
 * |                                               |                     | school replace the pending marks: they   |
 * |                                               |                     | log in from then on                      |
 * | POST audit-refuse?userIds=&reason=            | registration_refuse | the applicant is deleted (account and    |
 * |                                               |                     | third-party account free to apply again) |
 *
 * Each outcome is a row of user_audit (auth/registrations.ts reads it at the applicant's next
 * login, to say why they cannot sign in). All the named users must be pending, or nothing is kept.
 */
import { http, type HttpHandler } from 'msw';
import { registration as schema } from '../../src/schema/org/registration';
import type { AuthContext } from '../auth/authenticate';
import { splitIds } from '../auth/identity';
import { auditFieldsForNewRow } from '../audit';
import { closeUserSessions } from '../auth/sessions';
import type { ReadHooks } from '../crud/hooks';
import type { Visibility } from '../crud/query';
import type { CrudRow } from '../crud/rows';
import { withScope } from '../crud/scope';
import { findVisible } from '../crud/write';
import { db } from '../db';
import { BadRequest, Forbidden, requireParam, status } from '../envelope';
import { holdsMenu } from '../menus/access';
import { APPROVED, REFUSED, USER_AUDIT, type UserAuditRow } from '../auth/registrations';
import type { UserRow } from '../schema-rows';
import { isPending } from '../auth/pending';
import { pendingMark, userVO } from './user-view';
import { unbindLinks, USER_PREFIXES } from './users';

/** The longest reason kept: a sentence or two for the applicant, not a letter. */
export const MAX_REASON = 200;

function requireButton(auth: AuthContext, code: string): void {
  if (!holdsMenu(auth, code)) throw new Forbidden();
}

/** The named users, each visible to the caller and still pending; all or nothing. */
function pendingUsers(ids: string, visible: Visibility): UserRow[] {
  return splitIds(ids).map((id) => {
    const user = findVisible('user', id, visible) as unknown as UserRow;
    if (!isPending(user)) throw new BadRequest('该注册申请已审核');
    return user;
  });
}

function recordOutcome(auth: AuthContext, user: UserRow, outcome: number, reason: string): void {
  const link = db.rows('user_oauth').find((l) => l.userId === user.id);
  const row: UserAuditRow = {
    id: db.nextId(), tenantId: user.tenantId, userId: user.id, account: user.account, oauthId: link?.id ?? '',
    auditStatus: outcome, reason, notified: 0, ...auditFieldsForNewRow(auth.user.id, ''),
  };
  db.insert(USER_AUDIT, row);
}

/** The live ids of the school's rows of `table` among `ids`; refuses any other. */
function schoolIds(table: 'role' | 'dept', tenantId: string, ids: readonly string[], message: string): string[] {
  const known = new Set(db.rows(table).filter((r) => r.tenantId === tenantId && r.isDeleted === 0).map((r) => r.id));
  if (ids.length === 0 || !ids.every((id) => known.has(id))) throw new BadRequest(message);
  return [...ids];
}

/** The generic audit-list (the registration schema's list) lists the pending users only, as UserVOs. */
export const registrationHooks: ReadHooks = {
  within: { mark: pendingMark, holding: true },
  shown: (row) => userVO(row as unknown as UserRow) as unknown as CrudRow,
};

function registrationsAt(prefix: string): HttpHandler[] {
  const path = (call: string) => `*/api${prefix}/${call}`;
  return [
    http.post(path('audit-pass'), withScope(schema, ({ request, auth, visible }) => {
      requireButton(auth, 'registration_pass');
      const url = new URL(request.url);
      const applicants = pendingUsers(requireParam(url, 'userIds'), visible);
      const roleIds = splitIds(requireParam(url, 'roleIds'));
      const deptIds = splitIds(requireParam(url, 'deptId'));
      const grants = applicants.map((user) => ({
        user,
        roleId: schoolIds('role', user.tenantId, roleIds, '角色不存在或不属于该用户的租户').join(','),
        deptId: schoolIds('dept', user.tenantId, deptIds, '部门不存在或不属于该用户的租户').join(','),
      }));
      for (const { user, roleId, deptId } of grants) {
        recordOutcome(auth, db.update('user', user, { roleId, deptId, postId: '' }), APPROVED, '');
      }
      return status(true);
    })),
    http.post(path('audit-refuse'), withScope(schema, ({ request, auth, visible }) => {
      requireButton(auth, 'registration_refuse');
      const url = new URL(request.url);
      const reason = requireParam(url, 'reason').trim();
      if ([...reason].length > MAX_REASON) throw new BadRequest(`拒绝原因不能超过${MAX_REASON}个字`);
      for (const user of pendingUsers(requireParam(url, 'userIds'), visible)) {
        recordOutcome(auth, user, REFUSED, reason);
        db.update('user', user, { isDeleted: 1 });
        closeUserSessions(user.tenantId, user.id);
        // The third-party account may apply again.
        unbindLinks([user.id]);
      }
      return status(true);
    })),
  ];
}

export const registrationHandlers: HttpHandler[] = USER_PREFIXES.flatMap(registrationsAt);
