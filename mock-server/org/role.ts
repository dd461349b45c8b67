/**
 * blade-system/role beyond the generic calls:
 *
 * | call                        | answer                                                                |
 * |-----------------------------|-----------------------------------------------------------------------|
 * | GET  list ?roleName&roleAlias | the caller's roles (the administrator: every school's, or `tenantId`'s) as one tree, with parentName |
 * | GET  lazy-list ?parentId&roleName&roleAlias&tenantId | one level of those rows, each with hasChildren; with a search and no parent (or 0), the matches at any level (a mock addition, as lazy-tree) |
 * | GET  lazy-page ?parentId&current&size&… | a page of that level: {records, total, size, current, pages} (a mock addition) |
 * | GET  tree ?tenantId         | TreeNodes (title roleName) of the caller's tenant, or `tenantId`'s for the administrator |
 * | GET  lazy-tree ?parentId&tenantId | one level of those TreeNodes, each with hasChildren (a mock addition: BladeX has no lazy role tree) |
 * | GET  tree-by-id ?roleId     | TreeNodes of the role's tenant; without a role the caller may manage, the caller's tenant |
 * | GET  select ?roleId|userId  | the generic select: those roles (the administrator: of any school), that user's roles, or all of the tenant |
 * | POST submit                 | the generic submit; roleHooks check the parent (same school, not itself or below) |
 * | POST remove ?ids            | the generic remove; refused with 请先删除子节点! while a role has live children |
 */
import { http } from 'msw';
import { role } from '../../src/schema/org/role';
import { splitIds } from '../auth/identity';
import type { AuthContext } from '../auth/authenticate';
import { pageOf } from '../crud/paging';
import { matchingRows, type Visibility } from '../crud/query';
import type { CrudRow } from '../crud/rows';
import { requireGrant, scopedRows, withScope } from '../crud/scope';
import type { TableHooks } from '../crud/hooks';
import { findVisible } from '../crud/write';
import { db } from '../db';
import { BadRequest, idParam, ok } from '../envelope';
import type { RoleRow } from '../schema-rows';
import { buildTree } from '../tree';
import { keepsNoOrphans, parentIdOf, requireNotUnder, ROOT, treeNode } from './tree-nodes';

const BASE = '*/api/blade-system/role';
const TOP_LABEL = '顶级';

const table = () => db.rows<CrudRow>(role.name);
/** Query keys that place a level rather than search it. */
const PLACING = new Set(['parentId', 'tenantId', 'current', 'size']);
const bySort = (a: RoleRow, b: RoleRow) => a.sort - b.sort;

/** The roles of one level (`parentId`), in order; with a search and no parent, the matches at any level. */
function level(auth: AuthContext, params: URLSearchParams, visible: Visibility): RoleRow[] {
  const parentId = idParam(params, 'parentId', ROOT);
  const searching = [...params].some(([key, value]) => !PLACING.has(key) && value.trim() !== '');
  const among = parentId === ROOT && searching ? scopedRows(role, auth, params) : db.group<CrudRow>(role.name, 'parentId', parentId);
  const search = new URLSearchParams([...params].filter(([key]) => key !== 'parentId'));
  return (matchingRows(role, among, search, visible) as unknown as RoleRow[]).sort(bySort);
}

/** The tenant a look-up lists: the one asked for (administrators only), else the caller's. */
function tenantAsked(auth: AuthContext, params: URLSearchParams): string {
  return (auth.isAdministrator && params.get('tenantId')?.trim()) || auth.tenantId;
}

export function liveRoles(tenantId: string): RoleRow[] {
  return db.rows('role').filter((r) => r.tenantId === tenantId && r.isDeleted === 0).sort(bySort);
}

/** A live role the caller may manage (the administrator: any school's), else 数据不存在或已被删除. */
export function manageableRole(auth: AuthContext, id: string): RoleRow {
  return findVisible(table(), id, (row) => auth.isAdministrator || row.tenantId === auth.tenantId) as unknown as RoleRow;
}

function withParentName(rows: readonly RoleRow[]): (RoleRow & { parentName: string })[] {
  const names = new Map(db.rows('role').map((r) => [r.id, r.roleName]));
  return rows.map((r) => ({ ...r, parentName: r.parentId === ROOT ? TOP_LABEL : names.get(r.parentId) ?? '' }));
}

const hasChildren = (id: string) => db.group<RoleRow>(role.name, 'parentId', id).some((r) => r.isDeleted === 0);

/** A row of role/list as one level answers it: parentName, and hasChildren in place of its children. */
function levelRow(row: RoleRow): RoleRow & { parentName: string; hasChildren: boolean } {
  const parent = row.parentId === ROOT ? undefined : db.find<RoleRow>(role.name, row.parentId);
  return { ...row, parentName: row.parentId === ROOT ? TOP_LABEL : parent?.roleName ?? '', hasChildren: hasChildren(row.id) };
}

const query = (request: Request) => new URL(request.url).searchParams;

export const roleHandlers = [
  http.get(`${BASE}/list`, withScope(role, ({ request, auth, visible }) => {
    requireGrant(role, auth, 'menu');
    const rows = matchingRows(role, table(), query(request), visible) as unknown as RoleRow[];
    return ok(buildTree(withParentName(rows.sort(bySort))));
  })),
  // Not a BladeX call: 角色管理 opens a level at a time, as 机构管理 does (dept/lazy-list), and
  // reads role/list whole where a gateway answers this with 404. A level is read through the
  // parentId index, so it costs the rows it answers whatever the district.
  http.get(`${BASE}/lazy-list`, withScope(role, ({ request, auth, visible }) => {
    requireGrant(role, auth, 'menu');
    return ok(level(auth, query(request), visible).map(levelRow));
  })),
  // Not a BladeX call: a page of that level in BladeX's page shape, how 角色管理 reads its top
  // level (a district's platform administrator sees 1,007 roles there); where a gateway answers
  // this with 404, the console reads the level whole.
  http.get(`${BASE}/lazy-page`, withScope(role, ({ request, auth, visible }) => {
    requireGrant(role, auth, 'menu');
    const params = query(request);
    const page = pageOf(level(auth, params, visible), params);
    return ok({ ...page, records: page.records.map(levelRow) });
  })),
  http.get(`${BASE}/tree`, withScope(role, ({ request, auth }) =>
    ok(buildTree(liveRoles(tenantAsked(auth, query(request))).map((r) => treeNode(r.id, r.parentId, r.roleName)))))),
  // Not a BladeX call: the tree choices open roles a level at a time as they do departments
  // (dept/lazy-tree), and read role/tree whole where a gateway answers this with 404.
  http.get(`${BASE}/lazy-tree`, withScope(role, ({ request, auth }) => {
    const params = query(request);
    const parentId = idParam(params, 'parentId', ROOT);
    const roles = liveRoles(tenantAsked(auth, params));
    const parents = new Set(roles.map((r) => r.parentId));
    return ok(roles.filter((r) => r.parentId === parentId).map((r) => ({ ...treeNode(r.id, r.parentId, r.roleName), ...(parents.has(r.id) ? { hasChildren: true } : {}) })));
  })),
  // BladeX's treeById: the whole role tree of the role's tenant (the 上级角色 choice of the role
  // form), or of the caller's tenant when roleId is absent or names no role; a school never
  // reads another school's roles through it.
  http.get(`${BASE}/tree-by-id`, withScope(role, ({ request, auth }) => {
    const roleId = query(request).get('roleId')?.trim();
    const named = roleId ? db.rows('role').find((r) => r.id === roleId && r.isDeleted === 0) : undefined;
    const tenantId = named && (auth.isAdministrator || named.tenantId === auth.tenantId) ? named.tenantId : auth.tenantId;
    return ok(buildTree(liveRoles(tenantId).map((r) => treeNode(r.id, r.parentId, r.roleName))));
  })),
];

/** The roles a select names (`roleId`, comma-joined), else those of a user of the tenant (`userId`), else every one. */
function selected(params: URLSearchParams): (row: CrudRow) => boolean {
  const roleIds = params.get('roleId')?.trim();
  const userId = params.get('userId')?.trim();
  if (roleIds) return (row) => splitIds(roleIds).includes(row.id);
  if (!userId) return () => true;
  const user = db.find('user', userId);
  const held = user && user.isDeleted === 0 ? splitIds(user.roleId) : [];
  return (row) => held.includes(row.id) && row.tenantId === user?.tenantId;
}

/**
 * The generic handlers' rules for roles: the select narrowed as `selected` says; a parent in the
 * role's school, not the role or below it; no orphans.
 */
export const roleHooks: TableHooks = {
  keeps: (params, _auth, read) => (read === 'select' ? selected(params) : () => true),
  // The platform administrator's ids name any school's roles (a choice naming another school's chosen roles).
  among(params, auth) {
    const roleIds = params.get('roleId')?.trim();
    if (!roleIds || !auth.isAdministrator) return undefined;
    return splitIds(roleIds).flatMap((id) => db.find<CrudRow>('role', id) ?? []);
  },
  beforeSubmit({ auth, record, existing }) {
    const tenantId = existing?.tenantId ?? auth.tenantId;
    const parentId = parentIdOf(record);
    if (parentId !== ROOT) {
      const parent = db.rows('role').find((r) => r.id === parentId && r.isDeleted === 0 && r.tenantId === tenantId);
      if (!parent) throw new BadRequest('上级角色不存在');
      if (existing) requireNotUnder(existing.id, parentId, (id) => db.rows('role').find((r) => r.id === id)?.parentId);
    }
    record.parentId = parentId;
  },
  removing: keepsNoOrphans('role'),
};
