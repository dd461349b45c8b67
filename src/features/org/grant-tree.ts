/**
 * A grant tree as the menu reads (what ticking its nodes does is core/tick-tree.ts's).
 *
 * BladeX answers a grant tree with only what the caller may grant, so a menu whose group the
 * caller does not hold (通用日志 under 系统监控) arrives as a root. The tree here puts every such
 * node back under its groups, taken from the caller's own menus (which carry every ancestor of
 * a granted menu); those groups are labels, never ticked or saved.
 */
import type { GrantNode } from '../../api/grant';
import type { MenuItem } from '../../core/menu';
import { menuLabel } from '../../core/menu-label';
import { language } from '../../i18n';
import type { CheckNode } from '../../core/tick-tree';
import { buttonNamesEn } from './button-names';

/** One tree of a grant dialog: what may be ticked, what was held when it opened, and what is ticked. */
export interface GrantTab {
  name: string;
  /** The argument of the grant command it fills. */
  arg: string;
  tree: CheckNode[];
  held: ReadonlySet<string>;
  checked: Set<string>;
}

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

/** What a save changes: the values ticked that were not held, and those held that are no longer ticked. */
export function changes(before: ReadonlySet<string>, after: ReadonlySet<string>): { added: string[]; removed: string[] } {
  return { added: [...after].filter((id) => !before.has(id)), removed: [...before].filter((id) => !after.has(id)) };
}
