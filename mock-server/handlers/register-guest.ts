/**
 * POST <user prefix>/register-guest?tenantId&name&account&password&oauthId (blade-system/user and
 * blade-user) — a social-login guest applies for an account. As in BladeX, the user is stored
 * with roleId, deptId and postId '-1': that is the pending state. Such a user cannot log in ('未获得用户的角色信息') until an
 * administrator grants real roles (user/grant), which is the approval.
 *
 * The call needs the guest's own session, and oauthId must be that session's: one visitor
 * cannot register another's third-party account. The tenant is the third-party link's, whatever
 * tenantId says, so no one can plant an account in another school.
 */
import { http } from 'msw';
import { auditFieldsForNewRow } from '../audit';
import { withAuth } from '../auth/authenticate';
import { UNKNOWN_SEX } from '../auth/identity';
import { storedPassword } from '../auth/passwords';
import { db } from '../db';
import { fail, requireParam, status } from '../envelope';
import type { UserRow } from '../schema-rows';

const PENDING = '-1';

const registerGuest = withAuth(async ({ request, auth }) => {
  const url = new URL(request.url);
  const oauthId = requireParam(url, 'oauthId');
  const account = requireParam(url, 'account');
  const password = requireParam(url, 'password');
  const name = url.searchParams.get('name') ?? '';
  const link = db.rows('user_oauth').find((l) => l.id === oauthId);
  if (!link || link.userId || oauthId !== auth.oauthId) return fail('第三方登陆信息错误!');
  const tenant = db.rows('tenant').find((t) => t.tenantId === link.tenantId && t.isDeleted === 0);
  if (!tenant) return fail('租户信息错误!');
  const users = db.group('user', 'tenantId', tenant.tenantId).filter((u) => u.isDeleted === 0);
  if (users.some((u) => u.account === account)) return fail(`当前用户 [${account}] 已存在!`);
  if (tenant.accountNumber > 0 && users.length >= tenant.accountNumber) return fail('当前租户已到最大账号额度!');
  const user: UserRow = {
    id: db.nextId(), tenantId: tenant.tenantId, code: '', userType: 1, account,
    password: await storedPassword(password), name, realName: name, avatar: link.avatar, email: link.email,
    phone: '', birthday: '', sex: UNKNOWN_SEX, roleId: PENDING, deptId: PENDING, postId: PENDING,
    ...auditFieldsForNewRow(auth.user.id, ''),
  };
  db.insert('user', user);
  db.update('user_oauth', link, { userId: user.id });
  return status(true);
}, { guests: true });

/** Served under both user prefixes, BladeX 3.x's and 2.x's. */
export const registerGuestHandlers = ['/blade-system/user', '/blade-user'].map((prefix) => http.post(`*/api${prefix}/register-guest`, registerGuest));
