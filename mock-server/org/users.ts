/**
 * The user screen's calls, served under both `/blade-system/user` (BladeX 3.x) and `/blade-user`
 * (2.x) from one list (userHandlersAt):
 *
 * | call                          | answer                                                               |
 * |-------------------------------|----------------------------------------------------------------------|
 * | GET page, list ?deptId=&…     | R<Page<UserVO>>: the department and all under it (empty: every one)  |
 * | GET detail?id=                | R<UserVO> (never the password hash)                                  |
 * | POST submit, update (JSON)    | insert (the typed password stored as every password is) or update    |
 * |                               | (passwords untouched); the account unique in its tenant              |
 * | POST remove?ids=              | soft delete; not oneself; frees the third-party link of a guest      |
 * | GET export-user, export-template | the search's users / the import's header as .xlsx                 |
 * | GET user-list                 | every registered, active user of the caller's tenant (approvers)     |
 *
 * Grants, resets, unlocks and platform settings are in user-actions.ts; the caller's own profile
 * in user-self.ts; the import in user-import.ts.
 */
import { closeUserSessions } from '../auth/sessions';
import { md5 } from 'hash-wasm';
import { http, type HttpHandler } from 'msw';
import { user as schema } from '../../src/schema/org/user';
import { recordProblems } from '../../src/schema/validate';
import { withAuth, type AuthContext } from '../auth/authenticate';
import { splitIds } from '../auth/identity';
import { storedPassword } from '../auth/passwords';
import { exportAnswer } from '../crud/export';
import type { Visibility } from '../crud/query';
import type { CrudRow } from '../crud/rows';
import { requireGrant, withScope } from '../crud/scope';
import { findVisible, isUpdate, NOT_READABLE, removeRecords, submitRecord } from '../crud/write';
import { xlsx, XLSX_TYPE } from '../../src/formats/xlsx';
import { db } from '../db';
import { BadRequest, ok, readJson, requireParam, status } from '../envelope';
import type { UserRow } from '../records';
import { withDataScope } from '../crud/data-scope';
import { isPending, listedUsers, userPage, userVO, users } from './user-view';

/** The two service prefixes BladeX has served users under. */
export const USER_PREFIXES = ['/blade-system/user', '/blade-user'] as const;

/** What only an insert reads: the typed password and its confirmation. */
const PASSWORD_FIELDS = ['password', 'password2'];

/** Throws BladeX's message when another live user of the tenant has this account. */
export function requireFreeAccount(tenantId: string, account: string, self?: string): void {
  if (users().some((u) => u.tenantId === tenantId && u.account === account && u.isDeleted === 0 && u.id !== self)) {
    throw new BadRequest(`当前用户 [${account}] 已存在!`);
  }
}

/** Throws unless the tenant's quota has room for `adding` more live accounts. */
export function requireQuota(tenantId: string, adding = 1): void {
  const tenant = db.rows('tenant').find((t) => t.tenantId === tenantId && t.isDeleted === 0);
  const count = users().filter((u) => u.tenantId === tenantId && u.isDeleted === 0).length;
  if (tenant && tenant.accountNumber > 0 && count + adding > tenant.accountNumber) throw new BadRequest('当前租户已到最大账号额度!');
}

/** A plain password as the user table keeps it (the md5 a console sends, then sha1). */
export async function hashPlain(plain: string): Promise<string> {
  return storedPassword(await md5(plain));
}

async function saveUser(body: unknown, auth: AuthContext, visible: Visibility): Promise<void> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest(NOT_READABLE);
  const record = body as Record<string, unknown>;
  const account = typeof record.account === 'string' ? record.account.trim() : '';
  if (isUpdate(record)) {
    requireGrant(schema, auth, 'edit');
    const current = findVisible(schema.name, String(record.id), visible) as unknown as UserRow;
    if (account) requireFreeAccount(current.tenantId, account, current.id);
    const changes = Object.fromEntries(Object.entries(record).filter(([key]) => !PASSWORD_FIELDS.includes(key)));
    submitRecord(schema, changes, auth, visible);
    return;
  }
  requireGrant(schema, auth, 'add');
  // Checked before the insert: once the row has its id, the password fields no longer show.
  const [problem] = Object.values(recordProblems(schema, { ...record, account }));
  if (problem) throw new BadRequest(problem.zh);
  if (account) requireFreeAccount(auth.tenantId, account);
  requireQuota(auth.tenantId);
  const password = await hashPlain(String(record.password));
  const { password2: _typedAgain, ...saved } = submitRecord(schema, { ...record, account }, auth, visible);
  db.replace('user', db.find('user', saved.id)!, { ...saved, password });
}

/** Unbinds the users' third-party accounts: a refused or deleted user's account may apply again. */
export function unbindLinks(userIds: readonly string[]): void {
  const ids = new Set(userIds);
  for (const link of db.rows('user_oauth').filter((l) => ids.has(l.userId))) db.update('user_oauth', link, { userId: '' });
}

/** One page of users, as MyBatis-Plus pages them. */
/** The import's header row: the columns a spreadsheet of users carries. */
export const IMPORT_COLUMNS = ['tenantId', 'account', 'name', 'realName', 'email', 'phone', 'roleName', 'deptName', 'postName', 'birthday'] as const;
export const IMPORT_HEADERS = ['租户编号', '用户账号', '用户昵称', '用户姓名', '用户邮箱', '手机号码', '所属角色', '所属部门', '所属岗位', '用户生日'];

function xlsxAnswer(book: Uint8Array<ArrayBuffer>, name: string, zhName: string): Response {
  return new Response(book, {
    headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${name}.xlsx"; filename*=UTF-8''${encodeURIComponent(zhName)}.xlsx` },
  });
}

export function userHandlersAt(prefix: string): HttpHandler[] {
  const path = (call: string) => `*/api${prefix}/${call}`;
  const list = withScope(schema, ({ request, auth, visible }) => {
    requireGrant(schema, auth, 'menu');
    const params = new URL(request.url).searchParams;
    return ok(userPage(auth, params, withDataScope(auth, schema.menuCode, visible)));
  });
  const save = withScope(schema, async ({ request, auth, visible }) => {
    await saveUser(await readJson(request), auth, visible);
    return status(true);
  });
  return [
    http.get(path('page'), list),
    http.get(path('list'), list),
    http.get(path('detail'), withScope(schema, ({ request, auth, visible }) => {
      requireGrant(schema, auth, 'menu');
      return ok(userVO(findVisible(schema.name, requireParam(new URL(request.url), 'id'), visible) as unknown as UserRow));
    })),
    http.post(path('submit'), save),
    http.post(path('update'), save),
    http.post(path('remove'), withScope(schema, ({ request, auth, visible }) => {
      requireGrant(schema, auth, 'delete');
      const ids = splitIds(requireParam(new URL(request.url), 'ids'));
      if (ids.includes(auth.user.id)) throw new BadRequest('不能删除当前登录用户');
      removeRecords(schema.name, ids, auth, visible);
      for (const id of ids) closeUserSessions(String(db.find('user', id)?.tenantId), id);
      // A refused guest may register again with the same third-party account.
      unbindLinks(ids);
      return status(true);
    })),
    http.get(path('export-user'), withScope(schema, ({ request, auth, visible }) => {
      requireGrant(schema, auth, 'menu');
      const params = new URL(request.url).searchParams;
      return exportAnswer(schema, listedUsers(auth, params, withDataScope(auth, schema.menuCode, visible)).map(userVO) as unknown as CrudRow[]);
    })),
    http.get(path('export-template'), withScope(schema, ({ auth }) => {
      requireGrant(schema, auth, 'menu');
      return xlsxAnswer(xlsx('用户数据模板', [IMPORT_HEADERS]), 'user-template', '用户数据模板');
    })),
    http.get(path('user-list'), withAuth(({ request, auth }) => {
      const tenantId = (auth.isAdministrator && new URL(request.url).searchParams.get('tenantId')?.trim()) || auth.tenantId;
      // People to choose (an approver): registered, active users, never a registration waiting for review.
      return ok(db.group('user', 'tenantId', tenantId).filter((u) => u.isDeleted === 0 && u.status === 1 && !isPending(u)).map(userVO));
    })),
  ];
}

export const userHandlers: HttpHandler[] = USER_PREFIXES.flatMap(userHandlersAt);
