/**
 * blade-system/dept: each school's department tree. Rows are the caller's tenant's (the platform
 * administrator's: every tenant's, or the `tenantId` asked for), as crud/scope.ts rules.
 *
 * | call                         | answer                                                              |
 * |------------------------------|---------------------------------------------------------------------|
 * | GET lazy-list?parentId=      | one level of DeptVO rows (hasChildren, parentName, deptCategoryName);|
 * |                              | with a search and parentId 0, matches at any level (as BladeX)      |
 * | GET lazy-page?parentId=&current=&size= | a page of that level: {records, total, size, current, pages} (a mock addition) |
 * | GET list                     | the whole tree of the matching rows (children nested)               |
 * | GET tree?tenantId=           | the whole tree as TreeNodes (id, parentId, title, key, value)       |
 * | GET lazy-tree?parentId=&tenantId= | one level of TreeNodes, each with hasChildren                  |
 * | GET detail?id=               | the generic detail, answering one DeptVO (deptHooks.shown)          |
 * | POST submit                  | the generic submit; deptHooks: parentId '0' or a department of the |
 * |                              | same tenant (the administrator's new department joins its parent's school); |
 * |                              | R<{id, tenantId, deptCategoryName}>, the saved node as the lazy tree draws it |
 * | POST remove?ids=             | the generic remove; refused while a department has children or members |
 *
 * `select` (the identity picker's) is served by handlers/identity-select.ts.
 *
 * A level, a department's children, its subtree and its school's members are read through the
 * table's indexes (parentId, tenantId), so a call costs the rows it answers, whatever the district.
 */
import { http } from 'msw';
import { dept as schema } from '../../src/schema/org/dept';
import type { AuthContext } from '../auth/authenticate';
import { splitIds } from '../auth/identity';
import { pageOf } from '../crud/paging';
import { matchingRows, type Visibility } from '../crud/query';
import type { CrudRow } from '../crud/rows';
import { requireGrant, scopedRows, withScope } from '../crud/scope';
import type { Going, SubmitContext, TableHooks } from '../crud/hooks';
import { db } from '../db';
import { BadRequest, idParam, ok } from '../envelope';
import { buildTree, subtreeIds } from '../tree';

const BASE = '*/api/blade-system/dept';
const ROOT = '0';
/** Query keys that place a level rather than search it. */
const PLACING = new Set(['parentId', 'tenantId', 'current', 'size']);

const live = (among: readonly CrudRow[], visible: Visibility) => among.filter((row) => row.isDeleted === 0 && visible(row));
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The administrator may narrow to one tenant with `tenantId`; anyone else sees their own anyway. */
function inTenant(auth: AuthContext, params: URLSearchParams, visible: Visibility): Visibility {
  const tenantId = auth.isAdministrator ? params.get('tenantId')?.trim() : '';
  return tenantId ? (row) => visible(row) && row.tenantId === tenantId : visible;
}

/** The department's live children (the top's: every school's top departments). */
const childrenOf = (id: string) => db.group<CrudRow>(schema.name, 'parentId', id).filter((row) => row.isDeleted === 0);

const hasChildren = (id: string) => db.group<CrudRow>(schema.name, 'parentId', id).some((row) => row.isDeleted === 0);

/** The live department of an id. */
function liveDept(id: string): CrudRow | undefined {
  const found = db.find<CrudRow>(schema.name, id);
  return found?.isDeleted === 0 ? found : undefined;
}

const bySort = (a: CrudRow, b: CrudRow) => Number(a.sort) - Number(b.sort) || a.id.localeCompare(b.id);

/** The name of the row's category (dictionary org_category), as the tree shows it. */
function categoryName(row: CrudRow): string {
  const category = db.group('dict', 'code', 'org_category').find((d) => d.dictKey === text(row.deptCategory) && d.isDeleted === 0);
  return text(category?.dictValue);
}

/** BladeX's DeptVO: the row with what the table shows beside it. */
function deptVO(row: CrudRow) {
  const parent = liveDept(text(row.parentId));
  return { ...row, parentName: text(parent?.deptName) || '顶级', deptCategoryName: categoryName(row), hasChildren: hasChildren(row.id) };
}

const treeNode = (row: CrudRow) => ({ id: row.id, parentId: text(row.parentId), title: text(row.deptName), key: row.id, value: row.id });

function searching(params: URLSearchParams): boolean {
  return [...params].some(([key, value]) => !PLACING.has(key) && value.trim() !== '');
}

/** The department's subtree ids, itself included: what a dept filter of the user list covers. */
export const deptSubtree = (deptId: string): Set<string> => subtreeIds(schema.name, [deptId]);

/**
 * The parent a submitted department may take: the top, or a live department of the row's school
 * that is not the row itself or inside it. The platform administrator's new department joins its
 * parent's school (their own at the top).
 */
function checkParent(ctx: SubmitContext): void {
  const { auth, record, existing } = ctx;
  // An update that leaves the parent out keeps the row where it is.
  const parentId = text('parentId' in record ? record.parentId : existing?.parentId).trim() || ROOT;
  record.parentId = parentId;
  if (parentId === ROOT) return;
  const parent = liveDept(parentId);
  if (auth.isAdministrator && !existing && parent) ctx.tenantId = parent.tenantId;
  const tenantId = existing?.tenantId ?? ctx.tenantId ?? auth.tenantId;
  if (!parent || parent.tenantId !== tenantId) throw new BadRequest('上级机构不存在');
  if (existing && (parent.id === existing.id || splitIds(text(parent.ancestors)).includes(existing.id))) throw new BadRequest('上级机构不能选择自身或其下级机构');
}

/** The row's ancestors from its parent's, and its descendants' after a move; the row as saved. */
function placeUnder(row: CrudRow): CrudRow {
  const parent = liveDept(text(row.parentId));
  const ancestors = parent ? `${text(parent.ancestors)},${parent.id}` : ROOT;
  const placed = ancestors === row.ancestors ? row : db.update(schema.name, row, { ancestors });
  for (const child of childrenOf(row.id)) placeUnder(child);
  return placed;
}

/** Refuses to delete a department that keeps children or members. */
function keepsNoOrphans(removing: readonly CrudRow[]): Going[] {
  for (const { id, tenantId } of removing) {
    if (hasChildren(id)) throw new BadRequest('请先删除子节点!');
    // A department's members are of its school.
    if (db.group('user', 'tenantId', tenantId).some((user) => user.isDeleted === 0 && splitIds(user.deptId).includes(id))) throw new BadRequest('该机构下存在用户,请先移除用户!');
  }
  return [];
}

/**
 * The generic handlers' rules for departments: the detail answers a DeptVO; submit and remove
 * check the tree, and submit answers what BladeX's DeptController answers (a Kv): what the lazy
 * tree needs to draw the saved node without loading its level again.
 */
export const deptHooks: TableHooks = {
  shown: deptVO,
  beforeSubmit: checkParent,
  afterSubmit: placeUnder,
  answer: (row) => ({ id: row.id, tenantId: row.tenantId, deptCategoryName: categoryName(row) }),
  removing: keepsNoOrphans,
};

/** The departments of one level (`parentId`), in order; with a search and parent 0, the matches at any level. */
function level(auth: AuthContext, params: URLSearchParams, visible: Visibility): CrudRow[] {
  const parentId = idParam(params, 'parentId', ROOT);
  const search = new URLSearchParams([...params].filter(([key]) => !PLACING.has(key)));
  const anyLevel = parentId === ROOT && searching(params);
  const among = anyLevel ? scopedRows(schema, auth, params) : db.group<CrudRow>(schema.name, 'parentId', parentId);
  return matchingRows(schema, among, search, inTenant(auth, params, visible)).sort(bySort);
}

export const deptHandlers = [
  http.get(`${BASE}/lazy-list`, withScope(schema, ({ request, auth, visible }) => {
    requireGrant(schema, auth, 'menu');
    return ok(level(auth, new URL(request.url).searchParams, visible).map(deptVO));
  })),
  // Not a BladeX call: a page of that level in BladeX's page shape, how 机构管理 reads its top
  // level (a district's platform administrator sees 503 schools' departments there); where a
  // gateway answers this with 404, the console reads the level whole through lazy-list.
  http.get(`${BASE}/lazy-page`, withScope(schema, ({ request, auth, visible }) => {
    requireGrant(schema, auth, 'menu');
    const params = new URL(request.url).searchParams;
    const page = pageOf(level(auth, params, visible), params);
    return ok({ ...page, records: page.records.map(deptVO) });
  })),
  http.get(`${BASE}/list`, withScope(schema, ({ request, auth, visible }) => {
    requireGrant(schema, auth, 'menu');
    const params = new URL(request.url).searchParams;
    const matches = matchingRows(schema, scopedRows(schema, auth, params), params, inTenant(auth, params, visible)).sort(bySort);
    return ok(buildTree(matches.map((row) => ({ ...deptVO(row), parentId: text(row.parentId) }))));
  })),
  // The look-ups of forms and the user screen's tree need no menu, as dictionaries do not.
  http.get(`${BASE}/tree`, withScope(schema, ({ request, auth, visible }) => {
    const params = new URL(request.url).searchParams;
    return ok(buildTree(live(scopedRows(schema, auth, params), inTenant(auth, params, visible)).sort(bySort).map(treeNode)));
  })),
  http.get(`${BASE}/lazy-tree`, withScope(schema, ({ request, auth, visible }) => {
    const params = new URL(request.url).searchParams;
    const parentId = idParam(params, 'parentId', ROOT);
    const level = live(db.group<CrudRow>(schema.name, 'parentId', parentId), inTenant(auth, params, visible)).sort(bySort);
    return ok(level.map((row) => ({ ...treeNode(row), hasChildren: hasChildren(row.id) })));
  })),
];
