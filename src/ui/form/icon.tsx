import { Button, ComboBox, FieldError, Group, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { useT } from '../../i18n';
import { MenuIcon, menuIconLabel, menuIcons } from '../menu-icons';
import type { InputProps } from './types';

const names = Object.keys(menuIcons);

/**
 * A picker of the menus' icons, each drawn and named in words (the stored class name is never
 * shown); the field filters by name, and a name outside the list may still be typed.
 */
export function IconInput({ label, value, onChange, error, ...props }: InputProps<string>) {
  useT();
  const known = value in menuIcons;
  return (
    <ComboBox
      className="field"
      allowsCustomValue
      menuTrigger="focus"
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      selectedKey={known ? value : null}
      inputValue={known ? menuIconLabel(value) : value}
      // Typing a catalog name in full picks its icon; anything else is kept as typed.
      onInputChange={(text) => onChange(names.find((name) => menuIconLabel(name) === text) ?? text)}
      onSelectionChange={(key) => key !== null && onChange(String(key))}
      {...props}
    >
      <Label className="field-label">{label}</Label>
      <Group className="combo-group">
        {known && <MenuIcon name={value} glyphOnly />}
        <Input className="input" />
        <Button className="icon-button"><span aria-hidden>▾</span></Button>
      </Group>
      <FieldError className="field-error">{error}</FieldError>
      <Popover className="popover">
        <ListBox className="menu icon-options" items={names.map((name) => ({ id: name, label: menuIconLabel(name) }))}>
          {(item) => <ListBoxItem className="menu-item" id={item.id} textValue={item.label}><MenuIcon name={item.id} /></ListBoxItem>}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
