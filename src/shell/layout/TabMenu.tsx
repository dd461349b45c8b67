import { Menu, MenuItem } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { currentContext } from '../../platform/context';
import { getCommand, isAvailable, registryVersion } from '../../platform/registry';
import { session, type Tab } from '../../core/session';
import { canClose, hasTabsBeside } from '../../core/tabs';
import { useT } from '../../i18n';
import '../../i18n/layout';
import { runCommand } from '../../platform/run-command';
import type { CommandId } from '../../schema/command-ids';

/** The menu of one tab: close, close others, close to either side, close all, clear cache. */
const items = [
  { id: 'tabs.close', label: 'ctl.tabs.close' },
  { id: 'tabs.closeOthers', label: 'ctl.tabs.closeOthers' },
  { id: 'tabs.closeLeft', label: 'ctl.tabs.closeLeft' },
  { id: 'tabs.closeRight', label: 'ctl.tabs.closeRight' },
  { id: 'tabs.closeAll', label: 'ctl.tabs.closeAll' },
  { id: 'tabs.clearCache', label: 'ctl.tabs.clearCache' },
] as const satisfies readonly { id: CommandId; label: string }[];

export function TabMenu({ tab, label, onClose }: { tab: string; label: string; onClose?: () => void }) {
  const t = useT();
  useSnapshot(registryVersion);
  useSnapshot(session);
  const ctx = currentContext();
  const target = session.tabs.find((open) => open.value === tab) as Tab | undefined;
  const disabled = items
    .filter(({ id }) => {
      const command = getCommand(id);
      if (!command || !isAvailable(command, ctx)) return true;
      if (id === 'tabs.closeLeft' || id === 'tabs.closeRight') return !hasTabsBeside(tab, id === 'tabs.closeLeft' ? 'left' : 'right');
      return id === 'tabs.close' && !(target && canClose(target));
    })
    .map(({ id }) => id);
  return (
    <Menu
      className="menu"
      aria-label={label}
      autoFocus="first"
      disabledKeys={disabled}
      onAction={(key) => {
        onClose?.();
        // Commands without a tab argument ignore it.
        const item = items.find(({ id }) => id === key);
        if (item) void runCommand(item.id, { tab }, 'menu');
      }}
    >
      {items.map((item) => <MenuItem key={item.id} id={item.id} className="menu-item">{t(item.label)}</MenuItem>)}
    </Menu>
  );
}
