import { setArgPrompter, type ArgPrompter } from '../../commands/registry';
import type { ArgSpec } from '../../commands/types';
import { askInPalette, closePalette, closePaletteSettled } from './state';

/** Asks for each named argument in the palette, one after another; null when cancelled. */
export const promptInPalette: ArgPrompter = async (command, given, source, names, problems) => {
  const values: Record<string, unknown> = { ...given };
  try {
    for (const [i, name] of names.entries()) {
      const spec = (command.args as Record<string, ArgSpec>)[name]!;
      const answer = await askInPalette({ command, name, spec, step: i + 1, steps: names.length, source, problem: problems[name] });
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
