/**
 * What every generated CRUD command shares: its id, title, group, shortcut and keywords by
 * verb, and the conditions "on this resource's screen" and "these rows are selected".
 */
import { crudCommandId, type CrudVerb } from '../../src/schema/command-ids';
import { isScreenOf, type ResourceSchema } from '../../src/schema/types';
import { aliasesOf } from '../../src/schema/aliases';
import { viewOf, type ViewHandle } from '../../src/engine/controller';
import type { CommandContext, CommandGroup } from '../../src/platform/types';
import type { Localized } from '../../src/base/config';

interface VerbMeta {
  title: Localized;
  group: CommandGroup;
  shortcut?: string;
  keywords: string[];
  /** Writes to the server (a deep link asks before running it; undo lists it). */
  changesData?: boolean;
  /** Acts on selected rows: one, or several. */
  records?: 'one' | 'several';
  /** Run again while under way, joins that run (a download, a read of every matching row). */
  single?: true;
}

/** One entry per verb: the compiler proves every verb has its title and group. */
const verbs: Record<CrudVerb, VerbMeta> = {
  add: { changesData: true, title: { zh: '新增', en: 'Add' }, group: 'resource', shortcut: 'alt+n', keywords: ['add', 'new', 'create', '新增', '添加'] },
  edit: { records: 'one', changesData: true, title: { zh: '编辑所选', en: 'Edit selected' }, group: 'selection', shortcut: 'alt+e', keywords: ['edit', 'update', '编辑', '修改'] },
  view: { records: 'one', title: { zh: '查看所选', en: 'View selected' }, group: 'selection', shortcut: 'alt+v', keywords: ['view', 'show', 'detail', '查看', '详情'] },
  save: { changesData: true, title: { zh: '保存表单', en: 'Save form' }, group: 'resource', shortcut: 'mod+enter', keywords: ['save', 'submit', '保存', '提交'] },
  delete: { records: 'several', changesData: true, title: { zh: '删除所选', en: 'Delete selected' }, group: 'selection', shortcut: 'alt+d', keywords: ['delete', 'remove', '删除'] },
  bulkDelete: { changesData: true, title: { zh: '批量删除', en: 'Bulk delete' }, group: 'resource', keywords: ['delete', 'bulk', 'remove', '批量', '删除'] },
  refresh: { title: { zh: '刷新', en: 'Refresh' }, group: 'resource', shortcut: 'alt+r', keywords: ['refresh', 'reload', '刷新'] },
  nextPage: { title: { zh: '下一页', en: 'Next page' }, group: 'resource', shortcut: 'alt+pagedown', keywords: ['next', 'page', '下一页', '翻页'] },
  previousPage: { title: { zh: '上一页', en: 'Previous page' }, group: 'resource', shortcut: 'alt+pageup', keywords: ['previous', 'page', '上一页', '翻页'] },
  pageSize: { title: { zh: '每页条数', en: 'Page size' }, group: 'resource', keywords: ['page', 'size', 'rows', '每页', '条数'] },
  sort: { title: { zh: '排序', en: 'Sort' }, group: 'resource', keywords: ['sort', 'order', 'ascending', 'descending', '排序', '升序', '降序'] },
  search: { title: { zh: '搜索', en: 'Search' }, group: 'resource', keywords: ['search', 'filter', 'find', '搜索', '查询'] },
  resetSearch: { title: { zh: '清空搜索', en: 'Clear search' }, group: 'resource', keywords: ['clear', 'reset', 'search', '清空', '重置'] },
  focusSearch: { title: { zh: '聚焦搜索栏', en: 'Focus search' }, group: 'resource', shortcut: 'alt+s', keywords: ['focus', 'search', '搜索'] },
  export: { single: true, title: { zh: '导出', en: 'Export' }, group: 'resource', shortcut: 'alt+x', keywords: ['export', 'download', 'excel', '导出', '下载'] },
  exportSelected: { single: true, records: 'several', title: { zh: '导出所选', en: 'Export selected' }, group: 'selection', keywords: ['export', 'selected', 'download', 'excel', '导出', '所选', '下载'] },
  columns: { title: { zh: '显示列', en: 'Columns' }, group: 'resource', keywords: ['columns', 'show', 'hide', 'order', '列', '显示', '隐藏', '顺序'] },
  selectMatching: { single: true, title: { zh: '选择全部匹配的数据', en: 'Select all matching rows' }, group: 'resource', keywords: ['select', 'all', 'matching', '选择', '全部', '全选'] },
  selectRows: { title: { zh: '选择行', en: 'Select rows' }, group: 'resource', keywords: ['select', 'rows', 'pick', '选择', '选中', '勾选'] },
  import: { changesData: true, title: { zh: '导入表格', en: 'Import a spreadsheet' }, group: 'resource', keywords: ['import', 'excel', 'xlsx', 'csv', 'spreadsheet', 'paste', '导入', '表格', '粘贴'] },
  importTemplate: { single: true, title: { zh: '下载导入模板', en: 'Download the import template' }, group: 'resource', keywords: ['template', 'import', 'excel', 'xlsx', '模板', '导入', '下载'] },
  importReport: { single: true, title: { zh: '下载导入报告', en: 'Download the import report' }, group: 'resource', keywords: ['report', 'import', 'download', '报告', '导入', '下载'] },
  bulkEdit: { records: 'several', changesData: true, title: { zh: '批量编辑', en: 'Edit selected rows' }, group: 'selection', keywords: ['bulk', 'edit', 'batch', 'update', '批量', '编辑', '修改'] },
  density: { title: { zh: '行密度', en: 'Row density' }, group: 'resource', keywords: ['density', 'compact', 'rows', '密度', '紧凑'] },
};

/** id, title ("参数管理 · 新增"), group, shortcut and keywords of one verb of one resource. */
export function describe(schema: ResourceSchema, verb: CrudVerb) {
  const meta = verbs[verb];
  return {
    id: crudCommandId(schema.name, verb),
    title: { zh: `${schema.title.zh} · ${meta.title.zh}`, en: `${schema.title.en} · ${meta.title.en}` },
    group: meta.group,
    // A detail list shares its screen with its master, whose commands keep the keys.
    shortcut: schema.master ? undefined : meta.shortcut,
    changesData: meta.changesData,
    single: meta.single,
    // Every verb acts on the mounted screen, so a deep link opens the screen first (the screen's
    // menu command opens it alone).
    at: schema.menuPath,
    records: meta.records && { resource: schema.name, several: meta.records === 'several' },
    keywords: [...meta.keywords, schema.name, schema.title.zh, schema.title.en, ...aliasesOf(schema)],
  };
}

/**
 * The user is on the resource's screen and its view is mounted (it answers the commands), or,
 * asked ahead (ctx.prospective), will be once the screen opens.
 */
export function onScreen(schema: ResourceSchema, ctx: CommandContext): boolean {
  return isScreenOf(schema, ctx.route) && (ctx.prospective === true || viewOf(schema.name) !== undefined);
}

/** The rows selected in this resource's table. */
export function selectedIds(schema: ResourceSchema, ctx: CommandContext): readonly string[] {
  return ctx.selection.resource === schema.name ? ctx.selection.ids : [];
}

/** The mounted view; `when` has checked it, so its absence is a bug worth an error. */
export function requireView(schema: ResourceSchema): ViewHandle {
  const view = viewOf(schema.name);
  if (!view) throw new Error(`The ${schema.name} screen is not open`);
  return view;
}
