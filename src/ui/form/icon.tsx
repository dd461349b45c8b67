import { Button, ComboBox, FieldError, Group, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import type { InputProps } from './types';

/** Icon names of Saber's menus (iconfont classes); any other name may be typed. */
const iconNames = [
  'iconfont iconicon_airplay', 'iconfont iconicon_setting', 'iconfont iconicon_work', 'iconfont iconicon_study',
  'iconfont iconicon_principal', 'iconfont iconicon_group', 'iconfont iconicon_message', 'iconfont iconicon_notice',
  'iconfont iconicon_savememo', 'iconfont iconicon_doc', 'iconfont iconicon_exchange', 'iconfont iconicon_community_line',
] as const;

/** A small picker of icon names that also takes a typed name. */
export function IconInput({ label, value, onChange, error, ...props }: InputProps<string>) {
  return (
    <ComboBox
      className="field"
      allowsCustomValue
      menuTrigger="focus"
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      inputValue={value}
      onInputChange={onChange}
      onChange={(key) => key !== null && onChange(String(key))}
      {...props}
    >
      <Label className="field-label">{label}</Label>
      <Group className="combo-group">
        <Input className="input" />
        <Button className="icon-button"><span aria-hidden>▾</span></Button>
      </Group>
      <FieldError className="field-error">{error}</FieldError>
      <Popover className="popover">
        <ListBox className="menu" items={iconNames.map((name) => ({ id: name }))}>
          {(item) => <ListBoxItem className="menu-item" id={item.id} textValue={item.id}><i className={item.id} aria-hidden /> {item.id}</ListBoxItem>}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
