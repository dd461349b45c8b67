/**
 * POST import-user?isCovered=0|1 (multipart `file`, an .xlsx whose first row names the columns
 * as export-template does), under both user prefixes; needs user_add. Each row is a user of the
 * caller's tenant (the platform administrator's: the row's 租户编号, else their own); roles,
 * departments and posts are named (several comma-joined) and must exist in that tenant. A new
 * account gets the initial password (param account.initPassword); an existing one is refused,
 * or updated with isCovered=1. Rows are checked with the user form's rules and stored all or
 * nothing: the first problem is answered with its row number, and a sheet whose new accounts do
 * not all fit in their school's account quota is refused whole.
 */
import { http, type HttpHandler } from 'msw';
import { readSheet } from '../../src/formats/xlsx-read';
import { user as schema } from '../../src/schema/org/user';
import type { FieldDef } from '../../src/schema/types';
import { fieldProblem } from '../../src/schema/validate';
import { auditFieldsForNewRow } from '../audit';
import { splitIds, UNKNOWN_SEX } from '../auth/identity';
import { withScope } from '../crud/scope';
import { db } from '../db';
import { BadRequest, Forbidden, status } from '../envelope';
import { holdsMenu } from '../menus/access';
import { paramValue } from '../params';
import type { UserRow } from '../schema-rows';
import { DEFAULT_PASSWORD } from './user-actions';
import { accountHolder } from './user-view';
import { hashPlain, IMPORT_COLUMNS, IMPORT_HEADERS, requireQuota, USER_PREFIXES } from './users';

type Column = (typeof IMPORT_COLUMNS)[number];
type Cells = Partial<Record<Column, string>>;

/** Names (comma-joined) as the ids of the tenant's live rows holding them; BadRequest for an unknown one. */
function idsOf(names: string, rows: readonly { id: string; tenantId: string; isDeleted: number }[], nameOf: (row: never) => string, what: string): string {
  return splitIds(names.replace(/，/g, ',')).map((name) => {
    const row = rows.find((candidate) => candidate.isDeleted === 0 && nameOf(candidate as never) === name);
    if (!row) throw new BadRequest(`${what}不存在: ${name}`);
    return row.id;
  }).join(',');
}

/** The sheet's rows keyed by column, found by the header's names; blank rows dropped. */
function rowsOf(sheet: string[][]): Cells[] {
  const [header = [], ...body] = sheet;
  const at = IMPORT_HEADERS.map((name) => header.findIndex((cell) => cell.trim() === name));
  if (at[IMPORT_COLUMNS.indexOf('account')] < 0) throw new BadRequest('导入文件缺少列: 用户账号');
  return body
    .filter((cells) => cells.some((cell) => cell.trim() !== ''))
    .map((cells) => Object.fromEntries(IMPORT_COLUMNS.map((column, i) => [column, at[i] >= 0 ? (cells[at[i]] ?? '').trim() : undefined])) as Cells);
}

const fieldNamed = (name: string) => (schema.fields as readonly FieldDef[]).find((field) => field.name === name)!;

function importAt(prefix: string): HttpHandler {
  return http.post(`*/api${prefix}/import-user`, withScope(schema, async ({ request, auth }) => {
    if (!holdsMenu(auth, 'user_add')) throw new Forbidden();
    const covered = new URL(request.url).searchParams.get('isCovered') === '1';
    let file: FormDataEntryValue | null;
    try {
      file = (await request.formData()).get('file');
    } catch {
      throw new BadRequest('请上传导入文件');
    }
    if (!(file instanceof Blob)) throw new BadRequest('请上传导入文件');
    let sheet: string[][];
    try {
      sheet = await readSheet(file);
    } catch {
      throw new BadRequest('导入文件不是有效的 xlsx 文件');
    }
    const password = await hashPlain(paramValue('account.initPassword') || DEFAULT_PASSWORD);
    const planned: { row: Partial<UserRow>; existing?: UserRow }[] = [];
    rowsOf(sheet).forEach((cells, index) => {
      const line = index + 2;
      try {
        const tenantId = (auth.isAdministrator && cells.tenantId) || auth.tenantId;
        const row: Partial<UserRow> = {
          tenantId,
          account: cells.account ?? '',
          name: cells.name || cells.realName || '',
          realName: cells.realName ?? '',
          email: cells.email ?? '',
          phone: cells.phone ?? '',
          birthday: cells.birthday ?? '',
          roleId: idsOf(cells.roleName ?? '', db.group('role', 'tenantId', tenantId), (r: { roleName: string }) => r.roleName, '角色'),
          deptId: idsOf(cells.deptName ?? '', db.group('dept', 'tenantId', tenantId), (d: { deptName: string }) => d.deptName, '部门'),
          postId: idsOf(cells.postName ?? '', db.group('post', 'tenantId', tenantId), (p: { postName: string }) => p.postName, '岗位'),
        };
        for (const name of ['account', 'name', 'realName', 'phone', 'roleId', 'deptId', 'postId']) {
          const problem = fieldProblem(fieldNamed(name), row as Record<string, unknown>);
          if (problem) throw new BadRequest(problem.zh);
        }
        if (planned.some((p) => p.row.tenantId === tenantId && p.row.account === row.account)) throw new BadRequest(`当前用户 [${row.account}] 重复`);
        const existing = accountHolder(tenantId, row.account ?? '');
        if (existing && !covered) throw new BadRequest(`当前用户 [${row.account}] 已存在!`);
        planned.push({ row, existing });
      } catch (error) {
        if (error instanceof BadRequest) throw new BadRequest(`第 ${line} 行: ${error.message}`);
        throw error;
      }
    });
    if (planned.length === 0) throw new BadRequest('导入文件没有数据');
    const added = planned.filter((p) => !p.existing).map((p) => p.row.tenantId!);
    for (const tenantId of new Set(added)) requireQuota(tenantId, added.filter((id) => id === tenantId).length);
    for (const { row, existing } of planned) {
      if (existing) {
        db.update('user', existing, row);
        continue;
      }
      db.insert('user', {
        id: db.nextId(), code: '', userType: 1, avatar: '', sex: UNKNOWN_SEX, ...row, password,
        ...auditFieldsForNewRow(auth.user.id, auth.user.deptId),
      } as UserRow);
    }
    return status(true);
  }));
}

export const userImportHandlers: HttpHandler[] = USER_PREFIXES.map(importAt);
