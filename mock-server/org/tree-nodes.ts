/** Helpers the org area's tree calls share: BladeX's TreeNode, parent checks, list ids in bodies. */
import { BadRequest } from '../envelope';
import { NOT_READABLE } from '../crud/write';
import type { Going } from '../crud/hooks';
import type { CrudRow } from '../crud/rows';
import { db } from '../db';

/** BladeX's TreeNode before nesting: key and value repeat the id. */
export interface FlatNode {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
}

export function treeNode(id: string, parentId: string, title: string): FlatNode {
  return { id, parentId, title, key: id, value: id };
}

/** BladeX's root parent id. */
export const ROOT = '0';

/** A parentId as submitted: empty means the top level. */
export function parentIdOf(body: Record<string, unknown>): string {
  const raw = body.parentId;
  return raw === undefined || raw === null || String(raw).trim() === '' ? ROOT : String(raw).trim();
}

/**
 * Refuses a parent that is the row itself or lies under it (the tree would lose the branch).
 * `parentOf` answers a row's parent id, undefined for an unknown row.
 */
export function requireNotUnder(rowId: string, parentId: string, parentOf: (id: string) => string | undefined): void {
  for (let id: string | undefined = parentId; id && id !== ROOT; id = parentOf(id)) {
    if (id === rowId) throw new BadRequest('父节点不可选择自身或下级');
  }
}

/** An optional array of ids in a JSON body, as strings; anything but an array of scalars is unreadable. */
export function idList(body: Record<string, unknown>, name: string): string[] {
  const value = body[name];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((id) => typeof id !== 'string' && typeof id !== 'number')) throw new BadRequest(NOT_READABLE);
  return [...new Set(value.map((id) => String(id).trim()).filter(Boolean))];
}


/**
 * The removal rule of a tree's rows (roles, menus), a write hook of the generic remove: refused
 * while a live child of one of them is not removed with it; nothing else goes with them.
 */
export const keepsNoOrphans = (table: string) => (rows: readonly CrudRow[]): Going[] => {
  const removing = new Set(rows.map((row) => row.id));
  // Each row's children are read from the parentId groups, so the check costs the children, not the table.
  if ([...removing].some((id) => db.group<CrudRow>(table, 'parentId', id).some((row) => row.isDeleted === 0 && !removing.has(row.id)))) throw new BadRequest('请先删除子节点!');
  return [];
};
