/**
 * Which users a call lists and how each is answered: BladeX's UserVO, the row with the names of
 * its roles, departments, posts, tenant and dictionary values, never the password hash.
 */
import { user as schema } from '../../src/schema/org/user';
import type { AuthContext } from '../auth/authenticate';
import { splitIds } from '../auth/identity';
import { listPage, orderedRows, type Page, type Visibility } from '../crud/query';
import { scopedRows } from '../crud/scope';
import { db } from '../db';
import type { UserRow } from '../records';
import { deptSubtree } from './dept';

export const users = (): readonly UserRow[] => db.rows('user');

/** The pending mark of a guest registration (register-guest stores it in roleId, deptId, postId). */
export const PENDING = '-1';

// The text test first: a user list reads this for every user of a district, and few hold the mark.
export const isPending = (user: UserRow) => user.roleId.includes(PENDING) && splitIds(user.roleId).includes(PENDING);

/** The names of the live rows of `table` with these ids, found by key. */
const namesOf = (ids: string, table: 'role' | 'dept' | 'post', name: (row: never) => string) =>
  splitIds(ids).flatMap((id) => {
    const row = db.find<{ isDeleted: number }>(table, id);
    return row && row.isDeleted === 0 ? [name(row as never)] : [];
  }).join(',');

function dictValue(code: string, key: unknown): string {
  return db.rows('dict').find((d) => d.code === code && d.dictKey === String(key) && d.isDeleted === 0)?.dictValue ?? '';
}

const SEX_NAMES: Record<string, string> = { 1: '男', 2: '女', 3: '未知' };

export type UserVO = Omit<UserRow, 'password'> & Record<string, unknown>;

export function userVO(user: UserRow): UserVO {
  const { password: _hash, ...row } = user;
  return {
    ...row,
    tenantName: db.group('tenant', 'tenantId', user.tenantId).find((t) => t.isDeleted === 0)?.tenantName ?? '',
    roleName: namesOf(user.roleId, 'role', (r: { roleName: string }) => r.roleName),
    deptName: namesOf(user.deptId, 'dept', (d: { deptName: string }) => d.deptName),
    postName: namesOf(user.postId, 'post', (p: { postName: string }) => p.postName),
    userTypeName: dictValue('user_type', user.userType),
    sexName: SEX_NAMES[String(user.sex)] ?? '',
    statusName: user.status === 1 ? '正常' : '停用',
  };
}

/** `deptId` narrows to those departments and every one under them; empty means all. */
function inDepts(deptIds: string): (user: UserRow) => boolean {
  if (!deptIds.trim()) return () => true;
  const wanted = new Set(splitIds(deptIds).flatMap((id) => [...deptSubtree(id)]));
  return (user) => splitIds(user.deptId).some((id) => wanted.has(id));
}

/**
 * What a list call of users reads: the rows it looks through, its search (without `deptId`) and
 * who is listed: the caller's tenant (the platform administrator: every tenant, or `tenantId`),
 * the department subtree, and no registration waiting for review (注册审核's audit-list lists it,
 * not 用户管理). Every narrowing of the user list (a data scope too) belongs here.
 */
function userQuery(auth: AuthContext, params: URLSearchParams, visible: Visibility) {
  const search = new URLSearchParams([...params].filter(([key]) => key !== 'deptId'));
  const tenantId = auth.isAdministrator ? params.get('tenantId')?.trim() : '';
  const inDept = inDepts(params.get('deptId') ?? '');
  const listed: Visibility = (row) => visible(row) && (!tenantId || row.tenantId === tenantId) && inDept(row as unknown as UserRow) && !isPending(row as unknown as UserRow);
  return { rows: scopedRows(schema, auth, params), search, listed };
}

/** One page of the users a list call answers, in the order asked (ascs / descs, else newest first), as UserVOs. */
export function userPage(auth: AuthContext, params: URLSearchParams, visible: Visibility): Page<UserVO> {
  const { rows, search, listed } = userQuery(auth, params, visible);
  const page = listPage(schema, rows, search, listed);
  return { ...page, records: page.records.map((row) => userVO(row as unknown as UserRow)) };
}

/** Every user a list call answers, in its order: what the export writes. */
export function listedUsers(auth: AuthContext, params: URLSearchParams, visible: Visibility): UserRow[] {
  const { rows, search, listed } = userQuery(auth, params, visible);
  return orderedRows(schema, rows, search, listed) as unknown as UserRow[];
}
