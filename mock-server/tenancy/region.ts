/**
 * blade-system/region: China's regions keyed by code, as BladeX's RegionController serves them
 * (platform administrator only). Every call is the region's own: its detail, submit, remove and
 * export are not the generic ones in shape (the schema's api.ownShape says why). Rows carry `id` = code as well, so a client that keys rows by
 * id (this console) reads them as any other; the calls accept `id`/`ids` where BladeX names the
 * code `code`/`id`, and `parentId` for `parentCode`.
 *
 * | call                               | answer                                                          |
 * |------------------------------------|-----------------------------------------------------------------|
 * | GET  lazy-list?parentCode=         | R<row[]>: one level, each with hasChildren; with a search and no parent below the root, every match |
 * | GET  lazy-tree?parentCode=         | R<TreeNode[]>: one level (id, key, value = code; title = name)  |
 * | GET  list                          | R<Page> of every region                                          |
 * | GET  select?code=  (default 00)    | R<row[]>: the children of a code, for cascading selects          |
 * | GET  detail?code=                  | R<row> with parentName and hasChildren                           |
 * | POST submit                        | R status; inserts a new code, updates an existing one            |
 * | POST remove?id=                    | R status; physical; 请先删除子节点! while one has children        |
 * | GET  export-region                 | the search's regions as .xlsx                                    |
 * | GET  export-template               | an .xlsx of the export's header row only                         |
 * | POST import-region (file, isCovered) | R status: each row of the sheet (headers as exported) inserted, or, with isCovered=1, an existing code updated; all or nothing |
 */
import { http } from 'msw';
import { region as schema } from '../../src/schema/tenancy/region';
import type { FieldDef } from '../../src/schema/types';
import { recordProblems } from '../../src/schema/validate';
import { exportAnswer } from '../crud/export';
import { listPage, orderedRows } from '../crud/query';
import type { CrudRow } from '../crud/rows';
import { requireGrant, withScope } from '../crud/scope';
import { splitIds } from '../auth/identity';
import { db } from '../db';
import { readSheet } from '../../src/formats/xlsx-read';
import { XLSX_TYPE, xlsx } from '../../src/formats/xlsx';
import { BadRequest, ok, readJson, status } from '../envelope';
import type { RegionRow } from './rows';

const BASE = '*/api/blade-system/region';
/** The parent code of the country row, the top of the tree. */
const TOP = '0';
const COUNTRY = '00';

const table = () => db.rows<RegionRow>('region');
const query = (request: Request) => new URL(request.url).searchParams;
const everyRow = () => true;

const hasChildren = (code: string) => table().some((row) => row.parentCode === code);

/** A region as it is answered: with `id` (= code), `hasChildren`, and the flags the generic queries read. */
function answerRow(row: RegionRow): CrudRow {
  return { ...row, id: row.code, isDeleted: 0, hasChildren: hasChildren(row.code) };
}

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

function requireRegion(code: string | null | undefined): RegionRow {
  const found = code ? table().find((row) => row.code === code.trim()) : undefined;
  if (!found) throw new BadRequest('数据不存在或已被删除');
  return found;
}

/** The code a call names: `code` (BladeX's detail), `id` (its remove) or `ids` (comma-joined). */
const codeParam = (params: URLSearchParams) => params.get('code') ?? params.get('id') ?? params.get('ids');

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

function submitRegion(record: Record<string, unknown>): void {
  const code = text(record.code ?? record.id);
  const existing = table().find((row) => row.code === code);
  const merged = { ...existing, ...record, code, parentCode: existing?.parentCode ?? text(record.parentCode) };
  const [problem] = Object.values(recordProblems(schema, merged));
  if (problem) throw new BadRequest(problem.zh);
  const level = Number(merged.regionLevel);
  const sort = Number(merged.sort);
  if (!Number.isInteger(level) || level < 0 || level > 5) throw new BadRequest('请求参数类型错误: regionLevel');
  if (!Number.isInteger(sort)) throw new BadRequest('请求参数类型错误: sort');
  const values = { name: text(merged.name), regionLevel: level, sort, remark: text(merged.remark) };
  if (existing) {
    db.update('region', existing, { ...values, ...placeColumns(table().find((row) => row.code === existing.parentCode), code, values.name, level) });
    return;
  }
  // The top of the tree ('0', where the country sits) takes any code; below, a code extends its parent's.
  const parent = merged.parentCode === TOP ? undefined : table().find((row) => row.code === merged.parentCode);
  if (merged.parentCode !== TOP && !parent) throw new BadRequest('父区划不存在');
  if (parent && parent.code !== COUNTRY && !code.startsWith(parent.code)) throw new BadRequest('区划编号须以父区划编号开头');
  db.insert<RegionRow>('region', {
    code, parentCode: parent?.code ?? TOP, ancestors: parent ? `${parent.ancestors},${parent.code}` : TOP, ...values,
    ...(placeColumns(parent, code, values.name, level) as Omit<RegionRow, 'code' | 'parentCode' | 'ancestors' | 'name' | 'regionLevel' | 'sort' | 'remark'>),
  });
}

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

/** Imports every record or none: a refused row names its line and leaves the table as it was. */
function importRegions(records: readonly Record<string, string>[], covered: boolean): void {
  db.atomically(() => {
    records.forEach((record, i) => {
      const known = table().some((row) => row.code === record.code?.trim());
      if (known && !covered) return;
      try {
        submitRegion(record);
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
  http.get(`${BASE}/detail`, withScope(schema, ({ request, auth }) => {
    requireGrant(schema, auth, 'menu');
    const row = requireRegion(codeParam(query(request)));
    const parentName = table().find((parent) => parent.code === row.parentCode)?.name ?? '';
    return ok({ ...answerRow(row), parentName });
  })),
  http.post(`${BASE}/submit`, withScope(schema, async ({ request, auth }) => {
    const body = await readJson(request);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequest('消息不能读取');
    const record = body as Record<string, unknown>;
    const code = text(record.code ?? record.id);
    requireGrant(schema, auth, table().some((row) => row.code === code) ? 'edit' : 'add');
    submitRegion(record);
    return status(true);
  })),
  http.post(`${BASE}/remove`, withScope(schema, ({ request, auth }) => {
    requireGrant(schema, auth, 'delete');
    const codes = splitIds(codeParam(query(request)) ?? '');
    const rows = codes.map(requireRegion);
    if (rows.some((row) => table().some((child) => child.parentCode === row.code && !codes.includes(child.code)))) throw new BadRequest('请先删除子节点!');
    db.remove('region', rows);
    return status(true);
  })),
  http.post(`${BASE}/import-region`, withScope(schema, async ({ request, auth }) => {
    requireGrant(schema, auth, 'add');
    const { records, covered } = await importedRecords(request);
    importRegions(records, covered);
    return status(true);
  })),
  http.get(`${BASE}/export-template`, withScope(schema, ({ auth }) => {
    requireGrant(schema, auth, 'menu');
    return new Response(xlsx(schema.title.zh, [sheetFields.map((field) => field.label.zh)]), {
      headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': `attachment; filename="region-template.xlsx"; filename*=UTF-8''${encodeURIComponent('行政区划模板.xlsx')}` },
    });
  })),
  http.get(`${BASE}/export-region`, withScope(schema, ({ request, auth }) => {
    requireGrant(schema, auth, 'menu');
    return exportAnswer(schema, orderedRows(schema, allRows(), searchOf(query(request)), everyRow));
  })),
];
