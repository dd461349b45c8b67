import type { Key } from 'react-aria-components';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { features } from '../../../base/config';
import { session } from '../../../core/session';
import { identityDialog } from '../../../features/switch-identity/store';
import { useT } from '../../../i18n';
import { runCommand } from '../../../platform/run-command';
import type { CommandId } from '../../../schema/command-ids';

/** Menu items and the command each runs; the identity switch first collects its arguments in a dialog. */
const IDENTITY = 'switch-identity';
const commands = ['nav.dashboard', 'nav.info', 'layout.shortcuts', 'session.logout'] as const satisfies readonly CommandId[];

/** The user dropdown: dashboard, user info, switch dept and role (switchMode), log out. */
export function UserMenu() {
  const t = useT();
  const user = useSnapshot(session).userInfo;
  const name = user?.real_name || user?.nick_name || user?.account || '';
  const onAction = (key: Key) => {
    if (key === IDENTITY) identityDialog.open = true;
    else {
      const command = commands.find((id) => id === key);
      if (command) void runCommand(command, {}, 'menu');
    }
  };
  return (
    <MenuTrigger>
      {/* The avatar's initial and the chevron are drawn by CSS, so the button's only visible text
          is the name, which its accessible name contains (WCAG 2.5.3, label in name). */}
      <Button className="button user-button" aria-label={t('ctl.header.userNamed', { name })}>
        <span className="avatar" data-initial={name.slice(0, 1)} aria-hidden="true" />
        <span className="user-name">{name}</span>
      </Button>
      <Popover className="popover" placement="bottom end">
        <Menu className="menu" aria-label={t('ctl.header.user')} onAction={onAction}>
          <MenuItem id={'nav.dashboard' satisfies CommandId} className="menu-item">{t('ctl.header.dashboard')}</MenuItem>
          <MenuItem id={'nav.info' satisfies CommandId} className="menu-item">{t('ctl.header.info')}</MenuItem>
          {features.switchMode && <MenuItem id={IDENTITY} className="menu-item">{t('ctl.header.switchIdentity')}</MenuItem>}
          <MenuItem id={'layout.shortcuts' satisfies CommandId} className="menu-item">{t('ctl.header.shortcuts')}</MenuItem>
          <Separator className="menu-separator" />
          <MenuItem id={'session.logout' satisfies CommandId} className="menu-item">{t('ctl.header.logout')}</MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
