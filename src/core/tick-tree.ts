/**
 * A tree of ticks, as a grant is chosen (the grant dialog's trees, the palette's grant steps):
 * what ticking a node covers, and how a node shows what is ticked under it.
 *
 * Each node is one of:
 * - `value`: its id is an answer (a menu or button of the menu tree, a scope);
 * - `group`: ticks what lies under it, its id is never an answer (a scope tree's menus);
 * - `label`: only shows where the nodes under it belong (a group the caller may not grant).
 */

export type NodeKind = 'value' | 'group' | 'label';

export interface CheckNode {
  id: string;
  title: string;
  kind: NodeKind;
  children: CheckNode[];
}

/** How a node shows: ticked, partly ticked (some of what lies under it), or not. */
export type TickState = 'all' | 'some' | 'none';

export function walk(nodes: readonly CheckNode[]): CheckNode[] {
  return nodes.flatMap((node) => [node, ...walk(node.children)]);
}

/** The ids a node's tick covers: its own when it is a value, and every value under it. */
export function valuesUnder(node: CheckNode): string[] {
  return walk([node]).filter((n) => n.kind === 'value').map((n) => n.id);
}

export function tickState(node: CheckNode, checked: ReadonlySet<string>): TickState {
  const values = valuesUnder(node);
  const held = values.filter((id) => checked.has(id)).length;
  if (held === 0) return 'none';
  return held === values.length ? 'all' : 'some';
}

/** Whether the tree shows the node selected: a value when held, a group when all under it is. */
export function isSelected(node: CheckNode, checked: ReadonlySet<string>): boolean {
  if (node.kind === 'label') return false;
  return node.kind === 'value' ? checked.has(node.id) : tickState(node, checked) === 'all';
}

/**
 * Ticks a node: it, everything under it, and the values above it (a button is no use without its
 * menu, nor a menu without its group).
 */
export function tick(tree: readonly CheckNode[], id: string, checked: ReadonlySet<string>): Set<string> {
  const next = new Set(checked);
  const trail = trailTo(tree, id);
  if (!trail) return next;
  for (const above of trail.slice(0, -1)) if (above.kind === 'value') next.add(above.id);
  for (const value of valuesUnder(trail[trail.length - 1]!)) next.add(value);
  return next;
}

/** Unticks a node and everything under it; what lies above keeps its own tick (shown partly ticked). */
export function untick(tree: readonly CheckNode[], id: string, checked: ReadonlySet<string>): Set<string> {
  const next = new Set(checked);
  const node = walk(tree).find((n) => n.id === id);
  if (node) for (const value of valuesUnder(node)) next.delete(value);
  return next;
}

function trailTo(nodes: readonly CheckNode[], id: string): CheckNode[] | undefined {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = trailTo(node.children, id);
    if (below) return [node, ...below];
  }
  return undefined;
}

/** The nodes whose title holds `query` (any case), with their ancestors; everything when it is blank. */
export function filterTree(nodes: readonly CheckNode[], query: string): CheckNode[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...nodes];
  return nodes.flatMap((node) => {
    if (node.title.toLowerCase().includes(needle)) return [node];
    const children = filterTree(node.children, needle);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

