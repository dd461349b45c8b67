import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { config } from '../base/config';
import { language, useT } from '../i18n';
import '../i18n/common';
import { runCommand } from '../platform/run-command';
import { Icon } from './icons';

/**
 * The language switcher: a button named 语言 / Language with one item per language, each named
 * in itself (中文, English); choosing one runs session.language.
 */
export function LanguageMenu() {
  const t = useT();
  return (
    <MenuTrigger>
      <Button className="icon-button" aria-label={t('language.label')}>
        <Icon name="language" />
      </Button>
      <Popover className="popover">
        <Menu
          className="menu"
          selectionMode="single"
          selectedKeys={[language.current]}
          onAction={(key) => void runCommand('session.language', { language: String(key) }, 'menu')}
        >
          {config.languages.map((lang) => (
            <MenuItem key={lang} id={lang} className="menu-item">
              {t(`language.${lang}`)}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
