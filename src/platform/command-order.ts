import { commandGroups, type AnyCommand } from './types';

const groupRank = new Map<string, number>(commandGroups.map((group, i) => [group, i]));
let ordered: { registered: readonly AnyCommand[]; commands: AnyCommand[] } | null = null;

/**
 * The registered commands (registeredCommands()) in the order the palette and the shortcut sheet
 * list them: group order, then registration order. Sorted once per registry change.
 */
export function commandsInOrder(registered: readonly AnyCommand[]): AnyCommand[] {
  if (ordered?.registered !== registered) ordered = { registered, commands: [...registered].sort((a, b) => (groupRank.get(a.group) ?? 99) - (groupRank.get(b.group) ?? 99)) };
  return ordered.commands;
}
