import { useSnapshot } from 'valtio';
import { allCommands, availableCommands, registryVersion } from '../platform/registry';
import { commandGroups } from '../platform/types';
import { language, useT } from '../i18n';
import '../i18n/layout';
import { formatShortcut } from '../palette/shortcut';
import { ModalDialog } from '../ui/Dialog';
import { bindingsOf, combosOf } from './keys';
import { shortcutSheet } from './sheet';

/** The `?` sheet: every registered command with a shortcut, by palette group; conflicts flagged. */
export function ShortcutsSheet() {
  const t = useT();
  const { open } = useSnapshot(shortcutSheet);
  useSnapshot(registryVersion);
  const lang = useSnapshot(language).current;
  if (!open) return null;
  const commands = allCommands().filter((command) => command.shortcut);
  // Screens share keys (every resource's add is alt+n): only commands available here can clash.
  const bindings = bindingsOf(availableCommands().filter((command) => command.shortcut));
  const conflicted = (shortcut: string) => combosOf(shortcut).some((combo) => (bindings.get(combo)?.length ?? 0) > 1);
  const close = () => {
    shortcutSheet.open = false;
  };
  return (
    <ModalDialog title={t('ctl.shortcuts.title')} width={560} onClose={close}>
      {commands.length === 0 && <p className="muted">{t('ctl.shortcuts.none')}</p>}
      <table className="shortcut-table">
        <thead>
          <tr><th scope="col">{t('ctl.shortcuts.command')}</th><th scope="col">{t('ctl.shortcuts.keys')}</th></tr>
        </thead>
        {commandGroups.map((group) => {
          const inGroup = commands.filter((command) => command.group === group);
          if (!inGroup.length) return null;
          return (
            <tbody key={group}>
              {inGroup.map((command) => (
                <tr key={command.id} data-conflict={conflicted(command.shortcut!) || undefined}>
                  <td>{command.title[lang]}</td>
                  <td>
                    <kbd className="kbd">{formatShortcut(command.shortcut!)}</kbd>
                    {conflicted(command.shortcut!) && <span className="conflict" title={t('ctl.shortcuts.conflict')}> ⚠ {t('ctl.shortcuts.conflict')}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </ModalDialog>
  );
}
