/** BladeX's ForestNodeMerger: flat rows with id/parentId become a forest. */

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
