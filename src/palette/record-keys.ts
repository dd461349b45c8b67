import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { crudCommandId } from '../schema/command-ids';
import { currentContext } from '../platform/context';
import { isOffered } from '../platform/prospective';
import { getCommand, useRegisteredCommands } from '../platform/registry';
import type { AnyCommand } from '../platform/types';
import { notify } from '../core/notify';
import { language, t, useT } from '../i18n';
import { resourceByName } from '../schema';
import { titleFieldOf } from '../schema/types';
import { combosOf } from '../hotkeys/keys';
import type { ItemKey } from './PaletteList';
import { openableScreens } from './reach';
import { noteTitles } from '../engine/record-names';
import type { RecordHit } from './record-search';
import { runFromPalette, runWithDefaults } from './run';

/** The record search's keys on a found record: those of 编辑所选 and 删除所选 on its screen. */
export const EDIT_KEY = 'alt+e';
export const DELETE_KEY = 'alt+d';

/**
 * Runs `command` on the found record, as if it were the row selected on its screen (the screen
 * opens first); refused with a message naming `action` where the user may not run it there.
 */
function runOn(command: AnyCommand | undefined, action: string, hit: RecordHit): void {
  const ctx = currentContext();
  if (!command || !isOffered(command, ctx, new Set(openableScreens(ctx).keys()))) {
    notify('warning', t('palette.records.unavailable', { action }));
    return;
  }
  noteTitles(hit.resource, [hit]);
  void runFromPalette(command, {}, [hit.id]);
}

/**
 * Ctrl+Enter on a found record: its screen opened with `text` searched in the field records are
 * found by (every match listed there, not one record), the screen's other filters as they are.
 */
export function searchOnScreen(hit: RecordHit, text: string): void {
  const schema = resourceByName(hit.resource);
  const command = getCommand(crudCommandId(hit.resource, 'search'));
  const field = schema && titleFieldOf(schema).name;
  const ctx = currentContext();
  if (!command || !field || !(field in (command.args ?? {})) || !isOffered(command, ctx, new Set(openableScreens(ctx).keys()))) {
    notify('warning', t('palette.records.unavailable', { action: t('palette.records.search') }));
    return;
  }
  void runWithDefaults(command, { [field]: text });
}

const onVerb = (verb: 'edit' | 'delete') => (hit: RecordHit) => runOn(getCommand(crudCommandId(hit.resource, verb)), t(`palette.records.${verb}`), hit);

/** A key the list can hand over: Alt with a letter (arrows, Enter and paging move and run in the list). */
const handsOver = (shortcut: string) => combosOf(shortcut).some((combo) => /^alt\+[a-z]$/.test(combo));

/**
 * The record search's keys on the highlighted record, named in its footer: Alt+E and Alt+D on
 * every record (refused where its screen has no such command), and the key of each other command
 * on a screen's records (权限设置 on a role, 启用 on an sms configuration), on that screen's
 * records only, named by the command's title without its screen's name.
 */
export function useRecordKeys(): readonly ItemKey<RecordHit>[] {
  const t = useT();
  const lang = useSnapshot(language).current;
  const registered = useRegisteredCommands();
  return useMemo(() => {
    const own = registered.filter((command) => command.records && command.shortcut && !command.id.startsWith('crud.') && handsOver(command.shortcut));
    return [
      { shortcut: EDIT_KEY, label: t('palette.records.edit'), run: onVerb('edit') },
      { shortcut: DELETE_KEY, label: t('palette.records.delete'), run: onVerb('delete') },
      ...own.map((command): ItemKey<RecordHit> => {
        const screen = resourceByName(command.records!.resource)?.title[lang];
        const title = command.title[lang];
        const label = screen && title.startsWith(`${screen} · `) ? title.slice(screen.length + 3) : title;
        return { shortcut: command.shortcut!, label, applies: (hit) => hit.resource === command.records!.resource, run: (hit) => runOn(command, label, hit) };
      }),
    ];
  }, [t, lang, registered]);
}
