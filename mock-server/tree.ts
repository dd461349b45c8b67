/** BladeX's ForestNodeMerger: flat rows with id/parentId become a forest; a row's subtree. */
import { db } from './db';

export type TreeNode<T> = T & { children?: TreeNode<T>[]; hasChildren?: true };

/**
 * Nests rows under their parents, keeping the input order among siblings. A row whose parent
 * is not among the rows is a root. `children` and `hasChildren` appear only on rows that have
 * children, as BladeX's @JsonInclude(NON_EMPTY) serialises them.
 */
export function buildTree<T extends { id: string; parentId: string }>(rows: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<string, TreeNode<T>>(rows.map((row) => [row.id, { ...row }]));
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (!parent || parent === node) {
      roots.push(node);
      continue;
    }
    (parent.children ??= []).push(node);
    parent.hasChildren = true;
  }
  return roots;
}

/**
 * The ids of the live rows of `table` under `rootIds`, the roots included: read down the parentId
 * groups level by level, each row once however deep, so it costs the subtree, not the table.
 */
export function subtreeIds(table: string, rootIds: Iterable<string>): Set<string> {
  const ids = new Set(rootIds);
  for (const id of ids) for (const child of db.group<{ id: string; isDeleted: number }>(table, 'parentId', id)) if (child.isDeleted === 0) ids.add(child.id);
  return ids;
}
