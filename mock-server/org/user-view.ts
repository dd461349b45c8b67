/**
 * Which users a call lists and how each is answered: BladeX's UserVO, the row with the names of
 * its roles, departments, posts, tenant and dictionary values, never the password hash.
 */
import { splitIds } from '../auth/identity';
import type { ReadHooks } from '../crud/hooks';
import { everyRow, type Mark } from '../crud/query';
import { isLive } from '../order-steps';
import type { CrudRow } from '../crud/rows';
import { db } from '../db';
import type { UserRow } from '../schema-rows';
import { isPending } from '../auth/pending';
import { deptSubtree } from './dept';

/** The live user of the school with this account, found through the account's group (accounts repeat only across schools). */
export const accountHolder = (tenantId: string, account: string): UserRow | undefined =>
  db.group('user', 'account', account).find((u) => u.tenantId === tenantId && u.isDeleted === 0);

/** How many live users the school has, counted over its own users. */
export const liveUserCount = (tenantId: string): number => db.group('user', 'tenantId', tenantId).filter(isLive).length;


/** The users waiting for review, a kind of row the user table keeps an order index of (crud/query.ts's Mark). */
export const pendingMark: Mark = { name: 'pending', holds: (row) => isPending(row as unknown as UserRow) };

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

/**
 * The live users whose deptId is not one id as it is (several, or spaced): a department's users
 * are the group of its id (db.group by deptId) and these, an index kept by every write.
 */
const unevenDepts = () =>
  db.ordered<CrudRow>('user', 'uneven-depts', (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0), (row) => {
    const deptId = String(row.deptId ?? '');
    return isLive(row) && (deptId.includes(',') || deptId !== deptId.trim());
  });

/**
 * Whether a comma list of ids names one of `wanted`. A list of one id, as most users' departments
 * are, is tested without splitting it: a department's users are found among every user of a
 * district, and a split makes three arrays a user.
 */
const holdsAny = (ids: string, wanted: ReadonlySet<string>): boolean =>
  ids.includes(',') ? splitIds(ids).some((id) => wanted.has(id)) : wanted.has(ids.trim());

/**
 * The generic reads of users (the user schema's; userHooks adds its writes): a list or export
 * never holds a registration waiting for review (注册审核, audit-list, lists those), and keeps the
 * department asked for and every one under it (`deptId`; empty: every one); every read answers
 * UserVOs.
 */
export const userReads: ReadHooks = {
  within: { mark: pendingMark, holding: false },
  keeps(params) {
    const deptIds = params.get('deptId') ?? '';
    if (!deptIds.trim()) return everyRow;
    const wanted = new Set(splitIds(deptIds).flatMap((id) => [...deptSubtree(id)]));
    return (row) => holdsAny((row as unknown as UserRow).deptId, wanted);
  },
  candidates(params) {
    const deptIds = params.get('deptId') ?? '';
    if (!deptIds.trim()) return undefined;
    const wanted = new Set(splitIds(deptIds).flatMap((id) => [...deptSubtree(id)]));
    return [...new Set([...[...wanted].flatMap((id) => db.group<CrudRow>('user', 'deptId', id)), ...unevenDepts()])];
  },
  ownParams: ['deptId'],
  shown: (row) => userVO(row as unknown as UserRow) as unknown as CrudRow,
};
