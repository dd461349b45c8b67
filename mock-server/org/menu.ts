/**
 * blade-system/menu's management calls (the platform administrator's 菜单管理; a session's own
 * routes and buttons are handlers/menu.ts):
 *
 * | call                               | answer                                                     |
 * |------------------------------------|------------------------------------------------------------|
 * | GET  list ?name&code&alias         | every menu and button as one tree (a search: the matches as a forest) |
 * | GET  menu-list                     | the same, menus only (category 1)                          |
 * | GET  lazy-list ?parentId           | one level of menus and buttons, each with hasChildren; a search finds matches at any depth |
 * | GET  lazy-menu-list ?parentId      | one level of menus only (the scope screens' tree)          |
 * | GET  detail ?id                    | the generic detail: the menu, with parentName, categoryName, actionName, isOpenName |
 * | POST submit                        | the generic submit answering R<{id}> (the lazy tree refreshes that node); menuHooks: code unique, parent a menu, not itself or below |
 * | POST remove ?ids                   | the generic remove; refused with 请先删除子节点! while a menu has live children |
 *
 * Rows carry BladeX's MenuWrapper labels: parentName (顶级 at the top), categoryName, actionName
 * and isOpenName.
 */
import { http } from 'msw';
import { menu } from '../../src/schema/org/menu';
import { matchingRows } from '../crud/query';
import type { CrudRow } from '../crud/rows';
import { withScope } from '../crud/scope';
import type { TableHooks } from '../crud/hooks';
import { isUpdate } from '../crud/write';
import { db } from '../db';
import { BadRequest, idParam, ok } from '../envelope';
import type { MenuRow } from '../schema-rows';
import { buildTree } from '../tree';
import { keepsNoOrphans, parentIdOf, requireNotUnder, ROOT } from './tree-nodes';

const BASE = '*/api/blade-system/menu';
const MENU = 1;
const TOP_LABEL = '顶级';
const CATEGORY_NAMES: Record<number, string> = { 1: '菜单', 2: '按钮' };
const ACTION_NAMES: Record<number, string> = { 1: '工具栏', 2: '操作栏', 3: '工具操作栏' };
const YES_NO: Record<number, string> = { 1: '否', 2: '是' };

const table = () => db.rows<CrudRow>(menu.name);
const liveMenus = () => db.rows('menu').filter((m) => m.isDeleted === 0);
const bySort = (a: MenuRow, b: MenuRow) => a.sort - b.sort;
const query = (request: Request) => new URL(request.url).searchParams;

/** Search keys of the list calls (name, code, alias): any other key is the level or paging. */
const searching = (params: URLSearchParams) => ['name', 'code', 'alias'].some((key) => params.get(key)?.trim());

function labelled(rows: readonly MenuRow[]) {
  const names = new Map(db.rows('menu').map((m) => [m.id, m.name]));
  return rows.map((m) => ({
    ...m,
    parentName: m.parentId === ROOT ? TOP_LABEL : names.get(m.parentId) ?? '',
    categoryName: CATEGORY_NAMES[m.category] ?? '',
    actionName: ACTION_NAMES[m.action] ?? '',
    isOpenName: YES_NO[m.isOpen] ?? '',
  }));
}

/** The live menus matching the call's search (name, code, alias; menus only when `menusOnly`), by sort. */
function matching(params: URLSearchParams, menusOnly: boolean): MenuRow[] {
  const rows = matchingRows(menu, table(), params, () => true) as unknown as MenuRow[];
  return rows.filter((m) => !menusOnly || m.category === MENU).sort(bySort);
}

function wholeTree(params: URLSearchParams, menusOnly: boolean) {
  const search = new URLSearchParams([...params].filter(([key]) => key !== 'parentId'));
  return buildTree(labelled(matching(search, menusOnly)));
}

/** One level under `parentId`, each row saying whether it has children of the listed kind. */
function level(params: URLSearchParams, menusOnly: boolean) {
  const parentId = idParam(params, 'parentId', ROOT);
  const search = new URLSearchParams([...params].filter(([key]) => key !== 'parentId'));
  const rows = matching(search, menusOnly);
  const parents = new Set(liveMenus().filter((m) => !menusOnly || m.category === MENU).map((m) => m.parentId));
  // A search at the top finds matches at any depth: a lazy tree would otherwise only search its first level.
  const shown = searching(params) && parentId === ROOT ? rows : rows.filter((m) => m.parentId === parentId);
  return labelled(shown).map((m) => (parents.has(m.id) ? { ...m, hasChildren: true } : m));
}

/** Refuses a duplicate code, a parent that is not a live menu, or one inside the row itself. */
function checkMenu(body: Record<string, unknown>, parentId: string): void {
  const id = isUpdate(body) ? String(body.id) : '';
  const code = String(body.code ?? '').trim();
  if (code && liveMenus().some((m) => m.code === code && m.id !== id)) throw new BadRequest('菜单名或编号已存在!');
  if (parentId === ROOT) return;
  const parent = liveMenus().find((m) => m.id === parentId);
  if (!parent || parent.category !== MENU) throw new BadRequest('父节点只可选择菜单类型!');
  if (id) requireNotUnder(id, parentId, (at) => liveMenus().find((m) => m.id === at)?.parentId);
}

export const menuManagementHandlers = [
  http.get(`${BASE}/list`, withScope(menu, ({ request }) => ok(wholeTree(query(request), false)))),
  http.get(`${BASE}/menu-list`, withScope(menu, ({ request }) => ok(wholeTree(query(request), true)))),
  http.get(`${BASE}/lazy-list`, withScope(menu, ({ request }) => ok(level(query(request), false)))),
  http.get(`${BASE}/lazy-menu-list`, withScope(menu, ({ request }) => ok(level(query(request), true)))),
];

/** The generic handlers' rules for menus: the detail labelled; submit checked (checkMenu; a menu's placement), answering the node's id; no orphans. */
export const menuHooks: TableHooks = {
  shown: (row) => labelled([row as unknown as MenuRow])[0] as unknown as CrudRow,
  beforeSubmit({ record }) {
    const parentId = parentIdOf(record);
    checkMenu(record, parentId);
    record.parentId = parentId;
    // A menu's form has no placement: it gets 0, as in BladeX's seeds.
    const placed = record.action !== undefined && record.action !== null && String(record.action).trim() !== '';
    if (!placed && String(record.category ?? MENU) === String(MENU)) record.action = 0;
  },
  answer: (row) => ({ id: row.id }),
  removing: keepsNoOrphans('menu'),
};
