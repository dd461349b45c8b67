import { setArgPrompter, type ArgPrompter } from '../../commands/registry';
import type { AnyCommand, ArgSpec } from '../../commands/types';
import { askInPalette, closePalette, closePaletteSettled } from './state';

/**
 * The arguments to ask for, in declaration order except that confirmations come last: a
 * question like 确定将选择数据删除? is asked once everything else is known.
 */
export function argsToAsk(command: AnyCommand, given: Record<string, unknown>): string[] {
  const open = Object.entries<ArgSpec>(command.args ?? {}).filter(([name]) => given[name] === undefined);
  return [...open.filter(([, spec]) => spec.kind !== 'confirm'), ...open.filter(([, spec]) => spec.kind === 'confirm')].map(([name]) => name);
}

/** Asks for each missing argument in the palette, one after another; null when cancelled. */
export const promptInPalette: ArgPrompter = async (command, given, source) => {
  const names = argsToAsk(command, given);
  const values: Record<string, unknown> = { ...given };
  try {
    for (const [i, name] of names.entries()) {
      const spec = (command.args as Record<string, ArgSpec>)[name]!;
      const answer = await askInPalette({ command, name, spec, step: i + 1, steps: names.length, source });
      if (!answer) {
        closePalette();
        return null;
      }
      values[name] = answer.value;
    }
    await closePaletteSettled();
    return values;
  } catch (error) {
    closePalette();
    throw error;
  }
};

/** Makes the palette the console's argument prompter; returns the uninstall function. */
export function installPalettePrompter(): () => void {
  setArgPrompter(promptInPalette);
  return () => setArgPrompter(null);
}
