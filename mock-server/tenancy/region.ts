/**
 * blade-system/region: China's regions keyed by code, as BladeX's RegionController serves them
 * (platform administrator only). The schema says a region is its code and is deleted for good
 * (rowKey, deletion), so the generic detail, submit, remove and export serve it, with the hooks
 * below; the tree's lists, the look-up and the sheets are served here. Rows are answered with
 * `id` = code as well, so a client that keys rows by id (this console) reads them as any other;
 * the calls accept `id`/`ids` where BladeX names the code `code`/`id`, and `parentId` for `parentCode`.
 *
 * | call                               | answer                                                          |
 * |------------------------------------|-----------------------------------------------------------------|
 * | GET  lazy-list?parentCode=         | R<row[]>: one level, each with hasChildren; with a search and no parent below the root, every match |
 * | GET  lazy-tree?parentCode=         | R<TreeNode[]>: one level (id, key, value = code; title = name)  |
 * | GET  list                          | R<Page> of every region                                          |
 * | GET  select?code=  (default 00)    | R<row[]>: the children of a code, for cascading selects          |
 * | GET  detail?code=                  | the generic detail: R<row> with parentName and hasChildren       |
 * | POST submit                        | the generic submit: R status; inserts a new code (under a parent it extends), updates an existing one |
 * | POST remove?id=                    | the generic remove: R status; for good; 请先删除子节点! while one has children |
 * | GET  export-region                 | the generic export: the search's regions (at any level) as .xlsx |
 * | GET  export-template               | an .xlsx of the export's header row only                         |
 * | POST import-region (file, isCovered) | R status: each row of the sheet (headers as exported) submitted as the generic submit stores it, a known code updated only with isCovered=1; all or nothing |
 */
import { http } from 'msw';
import { region as schema } from '../../src/schema/tenancy/region';
import type { FieldDef } from '../../src/schema/types';
import { recordProblems } from '../../src/schema/validate';
import type { SubmitContext, TableHooks } from '../crud/hooks';
import { everyRow, listPage, orderedRows } from '../crud/query';
import type { CrudRow } from '../crud/rows';
import { requireGrant, withScope } from '../crud/scope';
import { storeSubmit } from '../crud/write';
import type { AuthContext } from '../auth/authenticate';
import { db } from '../db';
import { readSheet } from '../../src/formats/xlsx-read';
import { XLSX_TYPE, xlsx } from '../../src/formats/xlsx';
import { BadRequest, ok, status } from '../envelope';
import type { RegionRow } from './rows';

const BASE = '*/api/blade-system/region';
/** The parent code of the country row, the top of the tree. */
const TOP = '0';
const COUNTRY = '00';

const table = () => db.rows<RegionRow>('region');
const query = (request: Request) => new URL(request.url).searchParams;

/** The regions right under a code. */
const childrenOf = (code: string) => db.group<RegionRow>('region', 'parentCode', code);

/** A region as its lists and detail answer it: with `id` (= code) and isDeleted 0, as a client keying rows by id reads any row, and `hasChildren`. */
function answerRow(row: RegionRow): CrudRow {
  return { ...row, id: row.code, isDeleted: 0, hasChildren: childrenOf(row.code).length > 0 };
}

/** Every region as the list answers it: with `id` (= code) and isDeleted 0. */
const allRows = () => table().map((row) => ({ ...row, id: row.code, isDeleted: 0 }) as CrudRow);

/** The searches of a call: its parameters less the parent. */
function searchOf(params: URLSearchParams): URLSearchParams {
  const search = new URLSearchParams(params);
  search.delete('parentCode');
  search.delete('parentId');
  return search;
}

const isSearching = (search: URLSearchParams) => [...search.entries()].some(([key, value]) => value.trim() !== '' && key !== 'current' && key !== 'size');

function children(params: URLSearchParams): CrudRow[] {
  const parentCode = (params.get('parentCode') ?? params.get('parentId') ?? TOP).trim() || TOP;
  const search = searchOf(params);
  // A search from the top looks at every level, as a lazy list searched by name must.
  const inScope = (row: CrudRow) => (isSearching(search) && parentCode === TOP) || row.parentCode === parentCode;
  return orderedRows(schema, allRows(), search, inScope).map((row) => answerRow(row as unknown as RegionRow));
}

/** The place columns of levels 1 to 5. */
const PLACES = ['province', 'city', 'district', 'town', 'village'] as const;

/** The province … village columns: the parent's, plus the region's own at its level. */
function placeColumns(parent: RegionRow | undefined, code: string, name: string, level: number) {
  const inherited = (parent ?? {}) as Partial<Record<string, string>>;
  const places: Record<string, string> = {};
  for (const place of PLACES) {
    places[`${place}Code`] = inherited[`${place}Code`] ?? '';
    places[`${place}Name`] = inherited[`${place}Name`] ?? '';
  }
  const own = PLACES[level - 1];
  if (own) Object.assign(places, { [`${own}Code`]: code, [`${own}Name`]: name });
  return places;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

/** The text columns of a region, stored trimmed (a number sent for one is its text). */
const TEXT_COLUMNS = ['code', 'parentCode', 'name', 'remark'];

const regionOf = (code: string) => db.byKey('region', `code:${code}`) as RegionRow | undefined;

/**
 * The region submitted, before the generic submit checks and stores it: the body checked by the
 * form's rules first, a level of 0 to 5 and a whole sort; a known code keeps its parent and
 * takes its place columns anew (its name or level may change); a new code goes under a parent
 * that exists (or at the top, '0'), extending its code (the country's children excepted), with
 * the ancestors and place columns that follow.
 */
function placeRegion(ctx: SubmitContext): void {
  const { record, existing } = ctx;
  for (const column of TEXT_COLUMNS) if (typeof record[column] === 'string' || typeof record[column] === 'number') record[column] = text(record[column]);
  const code = text(existing?.code ?? record.code ?? record.id);
  record.code = code;
  const parentCode = existing ? String(existing.parentCode) : text(record.parentCode);
  const merged: Record<string, unknown> = { ...existing, ...record, code, parentCode };
  const [problem] = Object.values(recordProblems(schema, merged));
  if (problem) throw new BadRequest(problem.zh);
  const level = Number(merged.regionLevel);
  if (!Number.isInteger(level) || level < 0 || level > 5) throw new BadRequest('请求参数类型错误: regionLevel');
  if (!Number.isInteger(Number(merged.sort))) throw new BadRequest('请求参数类型错误: sort');
  const name = text(merged.name);
  if (existing) {
    ctx.columns = placeColumns(regionOf(String(existing.parentCode)), code, name, level);
    return;
  }
  // The top of the tree ('0', where the country sits) takes any code; below, a code extends its parent's.
  const parent = parentCode === TOP ? undefined : regionOf(parentCode);
  if (parentCode !== TOP && !parent) throw new BadRequest('父区划不存在');
  if (parent && parent.code !== COUNTRY && !code.startsWith(parent.code)) throw new BadRequest('区划编号须以父区划编号开头');
  ctx.columns = { parentCode: parent?.code ?? TOP, ancestors: parent ? `${parent.ancestors},${parent.code}` : TOP, ...placeColumns(parent, code, name, level) };
}

/**
 * The generic handlers' rules for regions: the detail answers the region with its id (= code),
 * hasChildren and its parent's name; the export searches every level (a lazy tree's parentCode
 * is its level, no search); a submit is placed by placeRegion; a region goes only with every
 * region under it (请先删除子节点!).
 */
export const regionHooks: TableHooks = {
  shown(row, read) {
    if (read !== 'detail') return row;
    const region = row as unknown as RegionRow;
    return { ...answerRow(region), parentName: regionOf(region.parentCode)?.name ?? '' };
  },
  ownParams: ['parentCode', 'parentId'],
  beforeSubmit: placeRegion,
  removing(rows) {
    const going = new Set(rows.map((row) => String(row.code)));
    if (rows.some((row) => childrenOf(String(row.code)).some((child) => !going.has(child.code)))) throw new BadRequest('请先删除子节点!');
    return [];
  },
};

/** The columns of a region spreadsheet: the exported ones, by their zh header. */
const sheetFields = (schema.fields as readonly FieldDef[]).filter((field) => field.column !== false);

/** The multipart `file` as rows of records keyed by field name (header row first). */
async function importedRecords(request: Request): Promise<{ records: Record<string, string>[]; covered: boolean }> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new BadRequest('上传文件不能为空');
  }
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw new BadRequest('上传文件不能为空');
  const rows = await readSheet(file).catch(() => {
    throw new BadRequest('文件不是有效的 Excel (.xlsx) 文件');
  });
  const [header = [], ...body] = rows;
  const names = header.map((label) => sheetFields.find((field) => field.label.zh === label.trim())?.name);
  if (!names.includes('code')) throw new BadRequest('表头缺少区划编号');
  const records = body
    .filter((cells) => cells.some((cell) => cell.trim() !== ''))
    .map((cells) => Object.fromEntries(names.flatMap((name, i) => (name ? [[name, cells[i] ?? '']] : []))));
  return { records, covered: ['1', 'true'].includes(String(form.get('isCovered') ?? query(request).get('isCovered') ?? '')) };
}

/**
 * Imports every record or none, each through the generic submit's hooks and store (regions have
 * no afterSubmit): a refused row names its line and leaves the table as it was.
 */
function importRegions(records: readonly Record<string, string>[], covered: boolean, auth: AuthContext): void {
  db.atomically(() => {
    records.forEach((record, i) => {
      const known = regionOf(record.code?.trim() ?? '') !== undefined;
      if (known && !covered) return;
      try {
        storeSubmit(schema, regionHooks, record, auth, everyRow);
      } catch (error) {
        throw new BadRequest(`第 ${i + 2} 行: ${(error as Error).message}`);
      }
    });
  });
}

export const regionHandlers = [
  http.get(`${BASE}/lazy-list`, withScope(schema, ({ request, auth }) => {
    requireGrant(schema, auth, 'menu');
    return ok(children(query(request)));
  })),
  http.get(`${BASE}/lazy-tree`, withScope(schema, ({ request, auth }) => {
    requireGrant(schema, auth, 'menu');
    return ok(children(query(request)).map((row) => ({
      id: row.id, parentId: row.parentCode, title: row.name, key: row.id, value: row.id, hasChildren: row.hasChildren,
    })));
  })),
  http.get(`${BASE}/list`, withScope(schema, ({ request, auth }) => {
    requireGrant(schema, auth, 'menu');
    return ok(listPage(schema, allRows(), query(request), everyRow));
  })),
  http.get(`${BASE}/select`, withScope(schema, ({ request }) => {
    const code = query(request).get('code')?.trim() || COUNTRY;
    return ok(table().filter((row) => row.parentCode === code).sort((a, b) => a.sort - b.sort));
  })),
  http.post(`${BASE}/import-region`, withScope(schema, async ({ request, auth }) => {
    requireGrant(schema, auth, 'add');
    const { records, covered } = await importedRecords(request);
    importRegions(records, covered, auth);
    return status(true);
  })),
  http.get(`${BASE}/export-template`, withScope(schema, ({ auth }) => {
    requireGrant(schema, auth, 'menu');
    return new Response(xlsx(schema.title.zh, [sheetFields.map((field) => field.label.zh)]), {
      headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="region-template.xlsx"; filename*=UTF-8''${encodeURIComponent('行政区划模板.xlsx')}` },
    });
  })),
];
