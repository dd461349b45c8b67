/**
 * The user screen's calls, served under both `/blade-system/user` (BladeX 3.x) and `/blade-user`
 * (2.x), and under `list` beside `page`, `update` beside `submit` (the user schema's api.aliases).
 * page, detail, submit, remove and export-user are the generic handlers with userHooks:
 *
 * | call                          | answer                                                               |
 * |-------------------------------|----------------------------------------------------------------------|
 * | GET page, list ?deptId=&…     | R<Page<UserVO>>: the department and all under it (empty: every one)  |
 * | GET detail?id=                | R<UserVO> (never the password hash)                                  |
 * | POST submit, update (JSON)    | insert (the typed password stored as every password is) or update    |
 * |                               | (passwords untouched); the account unique in its tenant              |
 * | POST remove?ids=              | soft delete; not oneself; frees the third-party link of a guest      |
 * | GET export-user               | the search's users as .xlsx                                           |
 * | GET export-template           | the import's header row as .xlsx                                      |
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
import { withAuth } from '../auth/authenticate';
import { storedPassword } from '../auth/passwords';
import type { SubmitContext, TableHooks } from '../crud/hooks';
import type { CrudRow } from '../crud/rows';
import { requireGrant, withScope } from '../crud/scope';
import { xlsx, XLSX_TYPE } from '../../src/formats/xlsx';
import { db } from '../db';
import { BadRequest, ok } from '../envelope';
import type { UserRow } from '../schema-rows';
import { isPending } from '../auth/pending';
import { accountHolder, liveUserCount, userReads, userVO } from './user-view';

/** The service prefixes BladeX has served users under (3.x's, then 2.x's). */
export const USER_PREFIXES: readonly string[] = [schema.api.prefix, ...(schema.api.aliases?.prefixes ?? [])];

/** What only an insert reads: the typed password and its confirmation. */
const PASSWORD_FIELDS = ['password', 'password2'];

/** Throws BladeX's message when another live user of the tenant has this account. */
export function requireFreeAccount(tenantId: string, account: string, self?: string): void {
  const holder = accountHolder(tenantId, account);
  if (holder && holder.id !== self) {
    throw new BadRequest(`当前用户 [${account}] 已存在!`);
  }
}

/** Throws unless the tenant's quota has room for `adding` more live accounts. */
export function requireQuota(tenantId: string, adding = 1): void {
  const tenant = db.rows('tenant').find((t) => t.tenantId === tenantId && t.isDeleted === 0);
  if (tenant && tenant.accountNumber > 0 && liveUserCount(tenantId) + adding > tenant.accountNumber) throw new BadRequest('当前租户已到最大账号额度!');
}

/** A plain password as the user table keeps it (the md5 a console sends, then sha1). */
export async function hashPlain(plain: string): Promise<string> {
  return storedPassword(await md5(plain));
}

/**
 * An update never touches the passwords, and keeps the account unique in the user's tenant; an
 * insert is checked whole with its password fields, its account unique and the tenant's quota kept.
 */
function checkUser({ schema: userSchema, auth, record, existing }: SubmitContext): void {
  if (existing) {
    if (typeof record.account === 'string' && record.account.trim()) requireFreeAccount(existing.tenantId ?? '', record.account.trim(), existing.id);
    for (const field of PASSWORD_FIELDS) delete record[field];
    return;
  }
  const account = typeof record.account === 'string' ? record.account.trim() : '';
  record.account = account;
  // Checked before the insert: once the row has its id, the password fields no longer show.
  const [problem] = Object.values(recordProblems(userSchema, record));
  if (problem) throw new BadRequest(problem.zh);
  if (account) requireFreeAccount(auth.tenantId, account);
  requireQuota(auth.tenantId);
}

/** A new user's password is stored as every password is (hashPlain); its confirmation is not kept. */
async function storePassword(row: CrudRow, { body, existing }: SubmitContext): Promise<CrudRow | void> {
  if (existing) return;
  const password = await hashPlain(String(body.password));
  const { password2: _typedAgain, ...saved } = row;
  return db.replace('user', db.find('user', row.id)!, { ...saved, password } as unknown as UserRow) as unknown as CrudRow;
}

/** Unbinds the users' third-party accounts: a refused or deleted user's account may apply again. */
export function unbindLinks(userIds: readonly string[]): void {
  const ids = new Set(userIds);
  for (const link of db.rows('user_oauth').filter((l) => ids.has(l.userId))) db.update('user_oauth', link, { userId: '' });
}

/** The import's header row: the columns a spreadsheet of users carries. */
export const IMPORT_COLUMNS = ['tenantId', 'account', 'name', 'realName', 'email', 'phone', 'roleName', 'deptName', 'postName', 'birthday'] as const;
export const IMPORT_HEADERS = ['租户编号', '用户账号', '用户昵称', '用户姓名', '用户邮箱', '手机号码', '所属角色', '所属部门', '所属岗位', '用户生日'];

function xlsxAnswer(book: Uint8Array<ArrayBuffer>, name: string, zhName: string): Response {
  return new Response(book, {
    headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="${name}.xlsx"; filename*=UTF-8''${encodeURIComponent(zhName)}.xlsx` },
  });
}

/** The generic user handlers' rules: userReads, and submit and remove as the table above says. */
export const userHooks: TableHooks = {
  ...userReads,
  beforeSubmit: checkUser,
  afterSubmit: storePassword,
  removing(rows, auth) {
    if (rows.some((row) => row.id === auth.user.id)) throw new BadRequest('不能删除当前登录用户');
    return [];
  },
  afterRemove([named]) {
    const ids = named?.rows.map((row) => row.id) ?? [];
    for (const row of named?.rows ?? []) closeUserSessions(String(row.tenantId), row.id);
    // A refused guest may register again with the same third-party account.
    unbindLinks(ids);
  },
};

function userHandlersAt(prefix: string): HttpHandler[] {
  const path = (call: string) => `*/api${prefix}/${call}`;
  return [
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
