import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { config } from '../../../base/config';
import { layout } from '../../../core/layout';
import { useT } from '../../../i18n';
import { useCommand } from '../../../ui/use-command';
import { Icon } from '../../../ui/icons';

/** The eleven themes of config.themes; choosing one runs layout.theme. Each item previews its theme. */
export function ThemePicker() {
  const t = useT();
  const { theme } = useSnapshot(layout);
  const { available, run } = useCommand('layout.theme');
  return (
    <MenuTrigger>
      <Button className="icon-button" aria-label={t('ctl.header.theme')} isDisabled={!available}>
        <Icon name="theme" />
      </Button>
      <Popover className="popover" placement="bottom end">
        <Menu
          className="menu theme-menu"
          aria-label={t('ctl.header.theme')}
          selectionMode="single"
          selectedKeys={[theme]}
          onAction={(key) => void run({ theme: String(key) }, 'menu')}
        >
          {config.themes.map((name) => (
            <MenuItem key={name} id={name} className="menu-item" textValue={t(`ctl.theme.${name}`)}>
              {/* The preview reads the theme's own variables: data-theme scopes them. */}
              <span className="theme-preview" data-theme={name} aria-hidden="true"><i /><b /></span>
              {t(`ctl.theme.${name}`)}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
