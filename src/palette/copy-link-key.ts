import { useMemo } from 'react';
import { execute } from '../platform/registry';
import type { AnyCommand } from '../platform/types';
import { useT } from '../i18n';
import '../i18n/link';
import type { ItemKey } from './PaletteList';

/** The palette's key that copies the highlighted command's deep link. */
export const COPY_LINK_KEY = 'mod+shift+c';

/**
 * The command list's key on its highlighted command: runs `link.copyCommand` on it. A failure to
 * copy has been shown by the clipboard already.
 */
export function useCopyLinkKey(): readonly ItemKey<AnyCommand>[] {
  const label = useT()('link.copyKey');
  return useMemo(
    () => [{ shortcut: COPY_LINK_KEY, label, run: (command: AnyCommand) => void execute('link.copyCommand', { command: command.id }, 'hotkey').catch(() => undefined) }],
    [label],
  );
}
