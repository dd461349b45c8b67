/**
 * A choice whose options are a tree of ticks (the choice spec's `tree`): the options, flattened
 * with their depths, read back as the tree the grant dialog ticks (core/tick-tree.ts), so a
 * palette step and the dialog pick alike; and which options show while some branches are closed.
 */
import type { ChoiceOption } from '../platform/types';
import { isSelected, tick, tickState, untick, walk, type CheckNode, type TickState } from '../core/tick-tree';

export interface ChoiceTree {
  roots: CheckNode[];
  /** Each node by its option's value. */
  byId: ReadonlyMap<string, CheckNode>;
}

/** The tree the options' depths describe (a node's children are the deeper options after it). */
export function choiceTree(options: readonly ChoiceOption[]): ChoiceTree {
  const roots: CheckNode[] = [];
  const path: CheckNode[] = [];
  for (const option of options) {
    const depth = Math.min(option.depth ?? 0, path.length);
    const node: CheckNode = { id: option.value, title: option.label, kind: option.node ?? 'value', children: [] };
    path.length = depth;
    (depth === 0 ? roots : path[depth - 1]!.children).push(node);
    path.push(node);
  }
  return { roots, byId: new Map(walk(roots).map((node) => [node.id, node])) };
}

/** The picked values after Enter on the node `id`: ticked when it did not show ticked, else unticked. */
export function toggledIn(tree: ChoiceTree, id: string, picked: readonly string[]): string[] {
  const node = tree.byId.get(id);
  if (!node || node.kind === 'label') return [...picked];
  const held = new Set(picked);
  return [...(isSelected(node, held) ? untick(tree.roots, id, held) : tick(tree.roots, id, held))];
}

/** How the node `id` shows what is picked: ticked, partly, or not. */
export function stateIn(tree: ChoiceTree, id: string, picked: ReadonlySet<string>): TickState {
  const node = tree.byId.get(id);
  return node ? tickState(node, picked) : 'none';
}

/** The options shown while only the `open` branches are open: a closed node's options stay hidden. */
export function openOptions(options: readonly ChoiceOption[], open: ReadonlySet<string>): ChoiceOption[] {
  const shown: ChoiceOption[] = [];
  /** Options deeper than this are under a closed node. */
  let hiddenBelow = Infinity;
  for (const option of options) {
    const depth = option.depth ?? 0;
    if (depth > hiddenBelow) continue;
    hiddenBelow = open.has(option.value) ? Infinity : depth;
    shown.push(option);
  }
  return shown;
}

/** Whether the option has options under it (it can open and close). */
export const hasChildren = (tree: ChoiceTree, id: string) => Boolean(tree.byId.get(id)?.children.length);

/** The open branches with `value` opened, or closed when it was open. */
export function toggledOpen(open: ReadonlySet<string>, value: string): ReadonlySet<string> {
  const next = new Set(open);
  if (!next.delete(value)) next.add(value);
  return next;
}
