/**
 * Which users a call lists and how each is answered: BladeX's UserVO, the row with the names of
 * its roles, departments, posts, tenant and dictionary values, never the password hash.
 */
import { user as schema } from '../../src/schema/org/user';
import type { AuthContext } from '../auth/authenticate';
import { splitIds } from '../auth/identity';
import { rowOrder } from '../crud/order';
import { matchingRows, type Visibility } from '../crud/query';
import { scopedRows } from '../crud/scope';
import { db } from '../db';
import type { UserRow } from '../records';
import { deptSubtree } from './dept';

export const users = (): readonly UserRow[] => db.rows('user');

/** The pending mark of a guest registration (register-guest stores it in roleId, deptId, postId). */
export const PENDING = '-1';

export const isPending = (user: UserRow) => splitIds(user.roleId).includes(PENDING);

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
 * The users a list call answers, in the order asked (ascs / descs, else newest first): the caller's tenant (the platform
 * administrator: every tenant, or `tenantId`), the search, and the department subtree. A
 * registration waiting for review is no user yet: 注册审核 (audit-list) lists it, not 用户管理. Every
 * narrowing of the user list (a data scope too) belongs here.
 */
export function listedUsers(auth: AuthContext, params: URLSearchParams, visible: Visibility): UserRow[] {
  const search = new URLSearchParams([...params].filter(([key]) => key !== 'deptId'));
  const tenantId = auth.isAdministrator ? params.get('tenantId')?.trim() : '';
  const inTenant: Visibility = tenantId ? (row) => visible(row) && row.tenantId === tenantId : visible;
  return (matchingRows(schema, scopedRows(schema, auth, params), search, inTenant) as unknown as UserRow[])
    .filter((user) => !isPending(user))
    .filter(inDepts(params.get('deptId') ?? ''))
    .sort(rowOrder(schema, params) as unknown as (a: UserRow, b: UserRow) => number);
}
