import { useSnapshot } from 'valtio';
import { layout } from '../../core/layout';
import { NoticePopover } from '../../features/notices/NoticePopover';
import { useT } from '../../i18n';
import '../../i18n/layout';
import { LanguageMenu } from '../../ui/LanguageMenu';
import { ColorPicker } from './controls/ColorPicker';
import { CommandButton } from './controls/CommandButton';
import { ErrorLogBadge } from './controls/ErrorLogBadge';
import { Icon } from '../../ui/icons';
import { LockButton } from './controls/LockButton';
import { ThemePicker } from './controls/ThemePicker';
import { TopMenuSwitcher } from './controls/TopMenuSwitcher';
import { UserMenu } from './controls/UserMenu';

/** The header; every control runs a command (the palette's, a key's, a test's too). */
export function Header() {
  const t = useT();
  const { collapsed, fullscreen } = useSnapshot(layout);
  return (
    <header className="header">
      <CommandButton command="layout.sidebar" label={t('ctl.header.sidebar')} pressed={!collapsed}>
        <Icon name="menu" />
      </CommandButton>
      <TopMenuSwitcher />
      <div className="header-spacer" />
      <div className="header-tools">
        <CommandButton command="palette.menuSearch" label={t('ctl.header.menuSearch')}>
          <Icon name="search" />
        </CommandButton>
        <CommandButton command="palette.open" label={t('ctl.header.palette')}>
          <Icon name="command" />
        </CommandButton>
        <ColorPicker />
        <ThemePicker />
        <CommandButton command="layout.fullscreen" label={t(fullscreen ? 'ctl.header.exitFullscreen' : 'ctl.header.fullscreen')} pressed={fullscreen}>
          <Icon name={fullscreen ? 'compress' : 'expand'} />
        </CommandButton>
        <LockButton />
        <ErrorLogBadge />
        <LanguageMenu />
        <NoticePopover />
        <UserMenu />
      </div>
    </header>
  );
}
