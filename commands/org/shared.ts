/** What the org area's commands share: tree choices, the row a grant acts on, comma lists. */
import type { GrantNode } from '../../src/api/grant';
import type { ChoiceOption, CommandContext } from '../../src/platform/types';

/** A tree as palette choices, children indented under their parents. */
export function treeChoices(nodes: readonly GrantNode[], depth = 0): ChoiceOption[] {
  return nodes.flatMap((node) => [{ value: node.id, label: node.title, depth }, ...treeChoices(node.children ?? [], depth + 1)]);
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
