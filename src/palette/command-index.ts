import { subscribe } from 'valtio';
import { registeredCommands, registryVersion } from '../platform/registry';
import { isOffered } from '../platform/prospective';
import { openableScreens } from './reach';
import { commandsInOrder } from '../platform/command-order';
import type { AnyCommand, CommandContext } from '../platform/types';
import type { ListRow } from './PaletteRow';
import { pinyinState } from './pinyin';
import { byScore, createSearcher, type Searcher } from './rank';
import { prepareEntry, spellFields, type SearchEntry } from './search-entry';

/** What the command list searches and shows while the palette is open. */
export interface CommandIndex {
  /** Commands allowed now, in palette order: group order, then registration order. */
  commands: AnyCommand[];
  entries: SearchEntry[];
  searcher: Searcher;
  /** Frecency by command index. */
  score: (index: number) => number;
  /** The current screen's commands, which go first among matches on the same words. */
  boost: (index: number) => boolean;
  /**
   * The list row of a command, by index: one object per opening, so a row that shows the same
   * command at the same place after a keystroke is not rendered again.
   */
  row: (index: number) => ListRow<AnyCommand>;
}

// Lower-cased once per command object (and server menu name), so a registry change only
// prepares the new commands.
const entries = new WeakMap<AnyCommand, { served: string | undefined; entry: SearchEntry }>();

/** Whether the words of the command (title, keywords) already hold the name. */
const namedBy = (command: AnyCommand, name: string) =>
  command.title.zh.includes(name) || command.title.en.includes(name) || Boolean(command.keywords?.includes(name));

/**
 * What the palette searches for a command: its titles, keywords and id, and `served`, the name
 * the server gives its screen's menu when the command's words lack it (a renamed menu).
 */
export function searchEntry(command: AnyCommand, served?: string): SearchEntry {
  const extra = served && !namedBy(command, served) ? served : undefined;
  let cached = entries.get(command);
  if (!cached || cached.served !== extra) {
    cached = { served: extra, entry: prepareEntry([command.title.zh, command.title.en, ...(command.keywords ?? []), command.id, extra]) };
    entries.set(command, cached);
  }
  return cached.entry;
}

/**
 * Prepares the index in idle time whenever the registry changes (and spells it once the pinyin
 * dictionary has loaded), so neither the first opening after startup nor the first latin query
 * pays for thousands of titles. Returns the stop function.
 */
export function prewarmCommandIndex(): () => void {
  const idle = globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 50));
  const cancel = globalThis.cancelIdleCallback ?? clearTimeout;
  let pending: number | undefined;
  const schedule = () => {
    if (pending !== undefined) cancel(pending);
    pending = idle(() => {
      pending = undefined;
      for (const command of commandsInOrder(registeredCommands())) spellFields(searchEntry(command));
    }, { timeout: 2000 }) as number;
  };
  schedule();
  const unsubscribe = [subscribe(registryVersion, schedule), subscribe(pinyinState, schedule)];
  return () => {
    unsubscribe.forEach((stop) => stop());
    if (pending !== undefined) cancel(pending);
  };
}

/** The commands the palette offers in a context, in the palette's order. */
export function offeredCommands(registered: readonly AnyCommand[], ctx: CommandContext, screens = openableScreens(ctx)): AnyCommand[] {
  const openable = new Set(screens.keys());
  return commandsInOrder(registered).filter((command) => isOffered(command, ctx, openable));
}

/**
 * The index of the commands the palette offers for one opening (those of every screen the user
 * may open, see reach.ts): what is offered and frecency are read now.
 */
export function buildCommandIndex(registered: readonly AnyCommand[], ctx: CommandContext, scores: ReadonlyMap<string, number>, limit: number): CommandIndex {
  const screens = openableScreens(ctx);
  const commands = offeredCommands(registered, ctx, screens);
  const list = commands.map((command) => searchEntry(command, command.at && screens.get(command.at)));
  const score = (i: number) => scores.get(commands[i]!.id) ?? 0;
  const boost = (i: number) => commands[i]!.at === ctx.route;
  const rows: ListRow<AnyCommand>[] = [];
  const row = (i: number) => (rows[i] ??= { kind: 'item', key: commands[i]!.id, item: commands[i]! });
  return { commands, entries: list, searcher: createSearcher(list, { limit, score, boost }), score, boost, row };
}

/** The empty-query listing: by group (the current screen's first when it has row actions), frecency within. */
export function groupedOrder(index: CommandIndex): { group: string; indices: readonly number[] }[] {
  const groups = new Map<string, number[]>();
  const { commands } = index;
  for (let i = 0; i < commands.length; i++) {
    const group = commands[i]!.group;
    let list = groups.get(group);
    if (!list) groups.set(group, (list = []));
    list.push(i);
  }
  const result = [...groups].map(([group, indices]) => ({ group, indices: byScore(indices, index.score) }));
  const first = result.findIndex(({ group }) => group === 'selection');
  if (first > 0 && index.boost(result[first]!.indices[0]!)) result.unshift(...result.splice(first, 1));
  return result;
}
