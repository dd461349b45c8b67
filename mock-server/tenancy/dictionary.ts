/**
 * blade-system/dict and blade-system/dict-biz: one table per dictionary, its codes on top
 * (parentId 0, dictKey -1) and each code's items beneath, as BladeX's DictController serves them:
 *
 * | call                          | answer                                                              |
 * |-------------------------------|---------------------------------------------------------------------|
 * | GET  parent-list              | the generic list: R<Page> of the codes (top-level rows); searches code, name |
 * | GET  child-list?parentId=     | R<tree> of the items under that row (none without it)                |
 * | GET  list                     | R<tree> of every row                                                 |
 * | GET  tree                     | R<TreeNode[]> (title = dictValue) of every row                       |
 * | GET  parent-tree              | R<TreeNode[]> of the codes                                           |
 * | GET  select                   | R<row[]> of the codes (dropdowns of a dictionary code)              |
 * | GET  dictionary-tree?code=    | R<tree> of a code's enabled items                                    |
 * | GET  detail?id=               | the generic detail: R<row> with parentName                           |
 * | POST submit                   | R status: a code (parentId 0) or an item, whose code is its parent's |
 * | POST remove?ids=              | the generic remove: R status; 请先删除子节点! while a row has live children |
 *
 * (`dictionary?code=` is the generic option look-up, mock-server/crud/dictionary.ts.)
 * Business dictionaries belong to a tenant: each school sees and edits its own; the platform
 * administrator sees every school's, as on every tenant-owned screen.
 */
import { http, type HttpHandler } from 'msw';
import type { ResourceSchema } from '../../src/schema/types';
import type { AuthContext } from '../auth/authenticate';
import { matchingRows, type Visibility } from '../crud/query';
import type { TableHooks } from '../crud/hooks';
import { cellText } from '../crud/columns';
import type { CrudRow } from '../crud/rows';
import { requireGrant, withScope } from '../crud/scope';
import { findVisible, isUpdate, NOT_READABLE } from '../crud/write';
import { recordProblems } from '../../src/schema/validate';
import { db } from '../db';
import { BadRequest, ok, readJson, requireParam, status } from '../envelope';
import type { DictRow } from '../schema-rows';
import { buildTree } from '../tree';

const ROOT = '0';
const CODE_KEY = '-1';

type Row = DictRow & CrudRow;

interface Dictionary {
  /** The codes' schema (parent-list); its name is the table's. */
  codes: ResourceSchema;
  /** The items' schema (child-list). */
  items: ResourceSchema;
}

const query = (request: Request) => new URL(request.url).searchParams;

/** The params without `parentId`, which child-list reads itself rather than as a search. */
function searchOf(params: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(params);
  search.delete('parentId');
  return search;
}

/** Every live row under `parentId`, at any depth. */
function descendants(rows: readonly Row[], parentId: string): Row[] {
  const found: Row[] = [];
  let level = new Set([parentId]);
  while (level.size) {
    const next = rows.filter((row) => level.has(row.parentId));
    found.push(...next);
    level = new Set(next.map((row) => row.id));
  }
  return found;
}

const bySort = (a: Row, b: Row) => a.sort - b.sort || a.id.localeCompare(b.id);

/** BladeX's TreeNode of a row: the title is its name. */
const nodeOf = (row: Row) => ({ id: row.id, parentId: row.parentId, title: row.dictValue, key: row.id, value: row.id });

/**
 * What the generic handlers add for a dictionary's table: its list (parent-list) is of the codes
 * only; its detail names the parent (顶级 for a code); a row is removed only with every live row
 * under it (a code with its items), as BladeX's DictServiceImpl refuses.
 */
export function dictionaryHooks(table: string): TableHooks {
  return {
    keeps: () => (row) => row.parentId === ROOT,
    shown(row, read) {
      if (read !== 'detail') return row;
      const parent = row.parentId === ROOT ? undefined : db.find<Row>(table, cellText(row.parentId));
      return { ...row, parentName: row.parentId === ROOT ? '顶级' : parent?.isDeleted === 0 ? parent.dictValue : '' };
    },
    removing(rows) {
      const going = new Set(rows.map((row) => row.id));
      const keepsChild = rows.some((row) => db.group<Row>(table, 'parentId', row.id).some((child) => child.isDeleted === 0 && !going.has(child.id)));
      if (keepsChild) throw new BadRequest('请先删除子节点!');
      return [];
    },
  };
}

export function dictionaryHandlers({ codes, items }: Dictionary): HttpHandler[] {
  const base = `*/api${codes.api.prefix}`;
  const table = () => db.rows<Row>(codes.name);
  const live = (visible: Visibility) => table().filter((row) => row.isDeleted === 0 && visible(row));

  return [
    http.get(`${base}/child-list`, withScope(items, ({ request, auth, visible }) => {
      requireGrant(items, auth, 'menu');
      const parentId = query(request).get('parentId')?.trim();
      if (!parentId) return ok([]);
      const under = new Set(descendants(live(visible), parentId).map((row) => row.id));
      const found = matchingRows(items, table(), searchOf(query(request)), (row) => visible(row) && under.has(row.id));
      return ok(buildTree((found as Row[]).sort(bySort)));
    })),
    http.get(`${base}/list`, withScope(codes, ({ request, auth, visible }) => {
      requireGrant(codes, auth, 'menu');
      return ok(buildTree((matchingRows(codes, table(), query(request), visible) as Row[]).sort(bySort)));
    })),
    http.get(`${base}/tree`, withScope(codes, ({ visible }) => {
      return ok(buildTree(live(visible).sort(bySort).map(nodeOf)));
    })),
    http.get(`${base}/parent-tree`, withScope(codes, ({ visible }) =>
      ok(live(visible).filter((row) => row.parentId === ROOT).sort(bySort).map(nodeOf)))),
    http.get(`${base}/select`, withScope(codes, ({ visible }) => ok(live(visible).filter((row) => row.parentId === ROOT).sort(bySort)))),
    http.get(`${base}/dictionary-tree`, withScope(codes, ({ request, auth }) => {
      const code = requireParam(query(request), 'code');
      const own: Visibility = (row) => codes.scope === 'platform' || row.tenantId === auth.tenantId;
      const enabled = live(own).filter((row) => row.code === code && row.parentId !== ROOT && row.isSealed === 0);
      return ok(buildTree(enabled.sort(bySort)));
    })),
    http.post(`${base}/submit`, withScope(codes, async ({ request, auth, visible }) => {
      const body = await readJson(request);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest(NOT_READABLE);
      requireGrant(codes, auth, isUpdate(body) ? 'edit' : 'add');
      submitEntry({ codes, items }, body as Record<string, unknown>, auth, visible);
      return status(true);
    })),
  ];
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/**
 * Inserts or updates one row. An item takes its code from its parent (the form fixes both); a
 * code's row keeps dictKey -1. Within a tenant (or the system dictionary), a code's keys are
 * unique: 当前字典键值已存在!
 */
function submitEntry(dictionary: Dictionary, record: Record<string, unknown>, auth: AuthContext, visible: Visibility): void {
  const name = dictionary.codes.name;
  const rows = db.rows<Row>(name);
  const existing = isUpdate(record) ? (findVisible(rows, text(record.id), visible) as Row) : undefined;
  const parentId = text(record.parentId ?? existing?.parentId) || ROOT;
  const parent = parentId === ROOT ? undefined : rows.find((row) => row.id === parentId && row.isDeleted === 0 && visible(row));
  if (parentId !== ROOT && !parent) throw new BadRequest('上级字典不存在');
  const schema = parent ? dictionary.items : dictionary.codes;
  const merged: Record<string, unknown> = { ...existing, ...record, parentId };
  if (parent) merged.code = parent.code;
  else merged.dictKey = CODE_KEY;
  const [problem] = Object.values(recordProblems(schema, merged));
  if (problem) throw new BadRequest(problem.zh);
  const tenantId = existing?.tenantId ?? auth.tenantId;
  const sameTable = (row: Row) => dictionary.codes.scope === 'platform' || row.tenantId === tenantId;
  const clash = rows.some((row) => row.isDeleted === 0 && sameTable(row) && row.id !== existing?.id
    && row.code === text(merged.code) && row.dictKey === text(merged.dictKey) && (row.parentId === ROOT) === !parent);
  if (clash) throw new BadRequest('当前字典键值已存在!');
  const sort = Number(merged.sort);
  const isSealed = Number(merged.isSealed);
  if (!Number.isInteger(sort)) throw new BadRequest('请求参数类型错误: sort');
  if (isSealed !== 0 && isSealed !== 1) throw new BadRequest('请求参数类型错误: isSealed');
  const values = {
    parentId, code: text(merged.code), dictKey: text(merged.dictKey), dictValue: text(merged.dictValue),
    sort, isSealed, remark: text(merged.remark),
  };
  if (existing) {
    // A code renamed renames its items too: they are found by it.
    if (!parent && existing.code !== values.code) for (const item of descendants(rows, existing.id)) db.update(name, item, { code: values.code });
    db.update(name, existing, values);
    return;
  }
  db.insert(name, {
    id: db.nextId(), ...values, isDeleted: 0,
    ...(dictionary.codes.scope === 'tenant' ? { tenantId: auth.tenantId } : {}),
  } as Row);
}
