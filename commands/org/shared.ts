/** What the org area's commands share: grant trees as choices, the row a grant acts on, comma lists. */
import type { GrantNode } from '../../src/api/grant';
import type { CheckNode } from '../../src/core/tick-tree';
import type { ChoiceOption, CommandContext } from '../../src/platform/types';

/** A grant tree (grant-tree.ts) as the options of a tree of ticks, children indented under their parents. */
export function checkChoices(nodes: readonly CheckNode[], depth = 0): ChoiceOption[] {
  return nodes.flatMap((node) => [
    { value: node.id, label: node.title, depth, node: node.kind === 'value' ? undefined : node.kind },
    ...checkChoices(node.children, depth + 1),
  ]);
}

/** The one row selected on the resource's screen, if exactly one is. */
export function selectedOne(ctx: CommandContext, resource: string): string | undefined {
  const { selection } = ctx;
  return selection.resource === resource && selection.ids.length === 1 ? selection.ids[0] : undefined;
}

/** A comma-joined choice as ids; absent or empty is none. */
export const idsOf = (value: string | undefined): string[] => (value ?? '').split(',').map((id) => id.trim()).filter(Boolean);

/** The first root with children and its first child: a small grant a check can prove. */
export function firstBranch(nodes: readonly GrantNode[]): [GrantNode, GrantNode] | undefined {
  const root = nodes.find((node) => node.children?.length);
  return root && [root, root.children![0]!];
}
