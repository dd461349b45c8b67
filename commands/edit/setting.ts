/**
 * The reversal of a command that changes one setting of the console (theme, colour, sidebar,
 * language): the setting is read before the run, and the undo step puts it back through the
 * same setter the command uses. A run that left the setting as it was notes nothing.
 */
import { tIn } from '../../src/i18n';
import type { Reverser } from '../../src/platform/types';
import type { Localized } from '../../src/base/config';
import { stepTitle } from '../../src/platform/undo';

export function restoresSetting<T>(title: Localized, read: () => T, write: (value: T) => void, name: (value: T) => Localized | string): () => Reverser {
  return () => {
    const before = read();
    return () => {
      const after = read();
      if (after === before) return null;
      return { title: stepTitle(title, name(after)), run: () => write(before) };
    };
  };
}

/** A message in both languages, for naming a setting's value in an undo step's title. */
export function messageIn(key: string): Localized {
  return { zh: tIn('zh', key), en: tIn('en', key) };
}
