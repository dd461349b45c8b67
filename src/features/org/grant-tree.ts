/**
 * A grant tree as the menu reads, and what ticking its nodes does.
 *
 * BladeX answers a grant tree with only what the caller may grant, so a menu whose group the
 * caller does not hold (通用日志 under 系统监控) arrives as a root. The tree here puts every such
 * node back under its groups, taken from the caller's own menus (which carry every ancestor of
 * a granted menu); those groups are labels, never ticked or saved.
 *
 * Each node is one of:
 * - `value`: its id is what the grant holds (a menu or button of the menu tree, a scope);
 * - `group`: ticks what lies under it, its id is never saved (a scope tree's menus);
 * - `label`: a group the caller may not grant, shown for where its nodes belong.
 */
import type { GrantNode } from '../../api/grant';
import type { MenuItem } from '../../core/menu';
import { menuLabel } from '../../core/menu-label';
import { language } from '../../i18n';
import { buttonNamesEn } from './button-names';

export type NodeKind = 'value' | 'group' | 'label';

export interface CheckNode {
  id: string;
  title: string;
  kind: NodeKind;
  children: CheckNode[];
}

/** One tree of a grant dialog: what may be ticked, what was held when it opened, and what is ticked. */
export interface GrantTab {
  name: string;
  /** The argument of the grant command it fills. */
  arg: string;
  tree: CheckNode[];
  held: ReadonlySet<string>;
  checked: Set<string>;
}

/** How a node shows: ticked, partly ticked (some of what lies under it), or not. */
export type TickState = 'all' | 'some' | 'none';

/**
 * The tree of a grant. In a menu tree (`scopes` false) every node the server sent is a value;
 * in a scope tree only the scopes (the leaves) are, their menus being groups.
 */
export function grantTree(nodes: readonly GrantNode[], menus: readonly MenuItem[], scopes: boolean): CheckNode[] {
  const parents = parentsOf(menus);
  const convert = (node: GrantNode): CheckNode => {
    const children = (node.children ?? []).map(convert);
    return { id: node.id, title: titleOf(node, parents.get(node.id)), kind: scopes && children.length > 0 ? 'group' : 'value', children };
  };
  const roots: CheckNode[] = [];
  const labels = new Map<string, CheckNode>();
  /** The children list a root of the server's tree belongs in: under its menu's ancestors, as labels. */
  const home = (parentId: string): CheckNode[] => {
    const parent = parents.get(parentId);
    if (!parent) return roots;
    let label = labels.get(parent.id);
    if (!label) {
      label = { id: `label:${parent.id}`, title: menuLabel(parent), kind: scopes ? 'group' : 'label', children: [] };
      labels.set(parent.id, label);
      home(parent.parentId).push(label);
    }
    return label.children;
  };
  for (const node of nodes) home(node.parentId).push(convert(node));
  return inMenuOrder(roots, [...parents.keys()]);
}

/**
 * A node's name in the console's language: a menu's as the sidebar names it, a button's from the
 * console's English names; a scope keeps the name it was given.
 */
function titleOf(node: GrantNode, menu: MenuItem | undefined): string {
  if (menu) return menuLabel(menu);
  return language.current === 'en' ? buttonNamesEn[node.title] ?? node.title : node.title;
}

/** The caller's menus by id, in the order the sidebar reads them (each before its children). */
function parentsOf(menus: readonly MenuItem[]): Map<string, MenuItem> {
  const all = new Map<string, MenuItem>();
  const visit = (items: readonly MenuItem[]) => items.forEach((item) => {
    all.set(item.id, item);
    visit(item.children ?? []);
  });
  visit(menus);
  return all;
}

/**
 * The tree with each level in the sidebar's order. A label is added where the first of its nodes
 * arrives, which may be before groups the menu reads first (系统监控 before 我的事务); nodes the
 * menus do not list (buttons, scopes) keep the server's order, after those it lists.
 */
function inMenuOrder(nodes: CheckNode[], menuIds: readonly string[]): CheckNode[] {
  const rank = new Map(menuIds.map((id, index) => [id, index]));
  const rankOf = (node: CheckNode) => rank.get(node.id.replace(/^label:/, '')) ?? menuIds.length;
  const order = (level: CheckNode[]): CheckNode[] => level
    .map((node) => ({ ...node, children: order(node.children) }))
    .sort((a, b) => rankOf(a) - rankOf(b));
  return order(nodes);
}

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

/** What a save changes: the values ticked that were not held, and those held that are no longer ticked. */
export function changes(before: ReadonlySet<string>, after: ReadonlySet<string>): { added: string[]; removed: string[] } {
  return { added: [...after].filter((id) => !before.has(id)), removed: [...before].filter((id) => !after.has(id)) };
}
