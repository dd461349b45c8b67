import { useSnapshot } from 'valtio';
import { availableCommands, registeredCommands, registryVersion } from '../platform/registry';
import { commandsInOrder } from '../platform/command-order';
import { currentContext } from '../platform/context';
import { isOffered } from '../platform/prospective';
import { menuLeaves, visibleMenus } from '../core/menu';
import type { AnyCommand } from '../platform/types';
import { language, useT } from '../i18n';
import '../i18n/layout';
import { formatShortcut } from './shortcut';
import { ModalDialog } from '../ui/Dialog';
import { bindingsOf, combosOf } from './keys';
import { shortcutSheet } from './sheet';

/**
 * The `?` sheet: every command with a shortcut the user may run, those that work on the current
 * screen first, then the rest (the screens they may open, other moments), each part in palette
 * group order; conflicts flagged.
 */
export function ShortcutsSheet() {
  const t = useT();
  const { open } = useSnapshot(shortcutSheet);
  useSnapshot(registryVersion);
  const lang = useSnapshot(language).current;
  if (!open) return null;
  const ctx = currentContext();
  // Only what the user may run: a screen's keys are listed only when they may open it.
  const openable = new Set(menuLeaves(visibleMenus(ctx.menus, ctx.roles)).map(({ menu }) => menu.path));
  const commands = commandsInOrder(registeredCommands()).filter((command) => command.shortcut && (!command.at || isOffered(command, ctx, openable)));
  const available = new Set(availableCommands(ctx).filter((command) => command.shortcut));
  // Screens share keys (every resource's add is alt+n): only commands available here can clash.
  const bindings = bindingsOf([...available]);
  const conflicted = (shortcut: string) => combosOf(shortcut).some((combo) => (bindings.get(combo)?.length ?? 0) > 1);
  const close = () => {
    shortcutSheet.open = false;
  };
  const part = (key: string, title: string, rows: readonly AnyCommand[]) => rows.length > 0 && (
    <tbody key={key} data-part={key}>
      <tr><th scope="colgroup" colSpan={2}>{title}</th></tr>
      {rows.map((command) => (
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
  return (
    <ModalDialog title={t('ctl.shortcuts.title')} width={560} onClose={close}>
      {commands.length === 0 && <p className="muted">{t('ctl.shortcuts.none')}</p>}
      <table className="shortcut-table">
        <thead>
          <tr><th scope="col">{t('ctl.shortcuts.command')}</th><th scope="col">{t('ctl.shortcuts.keys')}</th></tr>
        </thead>
        {part('here', t('ctl.shortcuts.here'), commands.filter((command) => available.has(command)))}
        {part('elsewhere', t('ctl.shortcuts.elsewhere'), commands.filter((command) => !available.has(command)))}
      </table>
    </ModalDialog>
  );
}
