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
 * | POST submit                   | the generic submit: R status; a code (parentId 0) or an item, whose code is its parent's |
 * | POST remove?ids=              | the generic remove: R status; 请先删除子节点! while a row has live children |
 *
 * (`dictionary?code=` is the generic option look-up, mock-server/crud/dictionary.ts.)
 * Business dictionaries belong to a tenant: each school sees and edits its own; the platform
 * administrator sees every school's, as on every tenant-owned screen.
 */
import { http, type HttpHandler } from 'msw';
import type { ResourceSchema } from '../../src/schema/types';
import { matchingRows, type Visibility } from '../crud/query';
import type { SubmitContext, TableHooks } from '../crud/hooks';
import { cellText } from '../crud/columns';
import type { CrudRow } from '../crud/rows';
import { requireGrant, visibleTo, withScope } from '../crud/scope';
import { recordProblems } from '../../src/schema/validate';
import { db } from '../db';
import { BadRequest, idParam, ok, requireParam } from '../envelope';
import type { DictRow } from '../schema-rows';
import { buildTree } from '../tree';

const ROOT = '0';
const CODE_KEY = '-1';

type Row = DictRow & CrudRow;

export interface Dictionary {
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

/** The text columns of a row, stored trimmed (a number sent for one is its text). */
const TEXT_COLUMNS = ['code', 'dictKey', 'dictValue', 'remark'];

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/**
 * Picks the schema of the row submitted by its parent: a row under a live parent the caller sees
 * is an item, which takes its code from the parent; a row at the top (parentId 0, or none) is a
 * code, whose dictKey is -1. Within a tenant (or the system dictionary), a code's keys are unique:
 * 当前字典键值已存在!
 */
function placeEntry({ codes, items }: Dictionary, ctx: SubmitContext): void {
  const { record, existing, auth } = ctx;
  for (const column of TEXT_COLUMNS) if (typeof record[column] === 'string' || typeof record[column] === 'number') record[column] = text(record[column]);
  const table = codes.name;
  const parentId = text(record.parentId ?? existing?.parentId) || ROOT;
  const parent = parentId === ROOT ? undefined : db.find<Row>(table, parentId);
  if (parentId !== ROOT && !(parent && parent.isDeleted === 0 && visibleTo(codes, auth)(parent))) throw new BadRequest('上级字典不存在');
  ctx.schema = parent ? items : codes;
  ctx.columns = parent ? { parentId, code: parent.code } : { parentId, dictKey: CODE_KEY };
  const merged: Record<string, unknown> = { ...existing, ...record, ...ctx.columns };
  const [problem] = Object.values(recordProblems(ctx.schema, merged));
  if (problem) throw new BadRequest(problem.zh);
  const tenantId = existing?.tenantId ?? auth.tenantId;
  const sameTable = (row: Row) => codes.scope === 'platform' || row.tenantId === tenantId;
  const clash = db.rows<Row>(table).some((row) => row.isDeleted === 0 && sameTable(row) && row.id !== existing?.id
    && row.code === text(merged.code) && row.dictKey === text(merged.dictKey) && (row.parentId === ROOT) === !parent);
  if (clash) throw new BadRequest('当前字典键值已存在!');
  const isSealed = Number(merged.isSealed);
  if (isSealed !== 0 && isSealed !== 1) throw new BadRequest('请求参数类型错误: isSealed');
}

/**
 * What the generic handlers add for a dictionary's table: its list (parent-list) is of the codes
 * only; its detail names the parent (顶级 for a code); its submit serves codes and items alike
 * (placeEntry), and a code renamed renames its items, which are found by it; a row is removed
 * only with every live row under it (a code with its items), as BladeX's DictServiceImpl refuses.
 */
export function dictionaryHooks(dictionary: Dictionary): TableHooks {
  const table = dictionary.codes.name;
  return {
    keeps: () => (row) => row.parentId === ROOT,
    shown(row, read) {
      if (read !== 'detail') return row;
      const parent = row.parentId === ROOT ? undefined : db.find<Row>(table, cellText(row.parentId));
      return { ...row, parentName: row.parentId === ROOT ? '顶级' : parent?.isDeleted === 0 ? parent.dictValue : '' };
    },
    beforeSubmit: (ctx) => placeEntry(dictionary, ctx),
    afterSubmit(row, { existing }) {
      if (!existing || row.parentId !== ROOT || existing.code === row.code) return;
      for (const item of descendants(db.rows<Row>(table), existing.id)) db.update(table, item, { code: row.code });
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
      const parentId = idParam(query(request), 'parentId', '');
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
  ];
}
