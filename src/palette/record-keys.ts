import { useMemo } from 'react';
import { crudCommandId } from '../platform/command-ids';
import { currentContext } from '../platform/context';
import { isOffered } from '../platform/prospective';
import { getCommand } from '../platform/registry';
import { notify } from '../core/notify';
import { t, useT } from '../i18n';
import type { ItemKey } from './PaletteList';
import { openableScreens } from './reach';
import type { RecordHit } from './record-search';
import { runFromPalette } from './run';

/** The record search's keys on a found record: those of 编辑所选 and 删除所选 on its screen. */
export const EDIT_KEY = 'alt+e';
export const DELETE_KEY = 'alt+d';

/**
 * Runs the screen's command of `verb` on the found record, as if it were the row selected there
 * (the screen opens first); refused with a message where the user may not run it on that screen.
 */
function runOn(verb: 'edit' | 'delete', hit: RecordHit): void {
  const command = getCommand(crudCommandId(hit.resource, verb));
  const ctx = currentContext();
  if (!command || !isOffered(command, ctx, new Set(openableScreens(ctx).keys()))) {
    notify('warning', t('palette.records.unavailable', { action: t(`palette.records.${verb}`) }));
    return;
  }
  void runFromPalette(command, {}, [hit.id]);
}

/** The record search's keys on the highlighted record, named in its footer. */
export function useRecordKeys(): readonly ItemKey<RecordHit>[] {
  const t = useT();
  const edit = t('palette.records.edit');
  const remove = t('palette.records.delete');
  return useMemo(
    () => [
      { shortcut: EDIT_KEY, label: edit, run: (hit: RecordHit) => runOn('edit', hit) },
      { shortcut: DELETE_KEY, label: remove, run: (hit: RecordHit) => runOn('delete', hit) },
    ],
    [edit, remove],
  );
}
