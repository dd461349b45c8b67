import {
  Button, FieldError, Label, ListBox, ListBoxItem, Popover, Radio, RadioGroup, Select, SelectValue, Switch, type Key,
} from 'react-aria-components';
import type { ChoiceItem, InputProps } from './types';

export interface SelectInputProps extends InputProps<string> {
  items: readonly ChoiceItem[];
  placeholder: string;
}

/** One choice from a list; tree options (tree selects) are indented by depth. */
export function SelectInput({ label, error, value, onChange, items, placeholder, isReadOnly, isDisabled, ...props }: SelectInputProps) {
  return (
    <Select
      className="field"
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      placeholder={placeholder}
      value={value === '' ? null : value}
      onChange={(key) => onChange(key === null ? '' : String(key))}
      // A select has no read-only state of its own.
      isDisabled={isDisabled || isReadOnly}
      {...props}
    >
      <Label className="field-label">{label}</Label>
      <Button className="select-button"><SelectValue /><span aria-hidden>▾</span></Button>
      <FieldError className="field-error">{error}</FieldError>
      <ChoicePopover items={items} />
    </Select>
  );
}

/** Several choices; the value is BladeX's comma-joined string of keys. */
export function MultiSelectInput({ label, error, value, onChange, items, placeholder, isReadOnly, isDisabled, ...props }: SelectInputProps) {
  return (
    <Select
      className="field"
      selectionMode="multiple"
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      placeholder={placeholder}
      value={splitKeys(value)}
      onChange={(keys: Key[]) => onChange(keys.map(String).join(','))}
      isDisabled={isDisabled || isReadOnly}
      {...props}
    >
      <Label className="field-label">{label}</Label>
      <Button className="select-button"><SelectValue className="select-value" /><span aria-hidden>▾</span></Button>
      <FieldError className="field-error">{error}</FieldError>
      <ChoicePopover items={items} />
    </Select>
  );
}

function ChoicePopover({ items }: { items: readonly ChoiceItem[] }) {
  return (
    <Popover className="popover choice-popover">
      <ListBox className="menu" items={items.map((item) => ({ ...item, id: item.value }))}>
        {(item) => (
          <ListBoxItem className="menu-item" id={item.value} textValue={item.label} style={{ paddingInlineStart: `${0.75 + (item.depth ?? 0)}rem` }}>
            {item.label}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}

function splitKeys(value: string): string[] {
  return value ? value.split(',').filter(Boolean) : [];
}

/** A short list of choices shown at once. */
export function RadioInput({ label, error, value, onChange, items, ...props }: Omit<SelectInputProps, 'placeholder'>) {
  return (
    <RadioGroup className="field" orientation="horizontal" isInvalid={Boolean(error)} validationBehavior="aria" value={value || null} onChange={onChange} {...props}>
      <Label className="field-label">{label}</Label>
      <div className="radio-row">
        {items.map((item) => <Radio key={item.value} className="radio" value={item.value}>{item.label}</Radio>)}
      </div>
      <FieldError className="field-error">{error}</FieldError>
    </RadioGroup>
  );
}

/** On or off. The label sits beside the switch, as a form row's label. */
export function SwitchInput({ label, value, onChange, error, isRequired: _required, ...props }: InputProps<boolean>) {
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <Switch className="switch" isSelected={value} onChange={onChange} {...props}>
        <span className="switch-track" aria-hidden><span className="switch-thumb" /></span>
        {label}
      </Switch>
      {error && <span className="field-error">{error}</span>}
    </div>
  );
}
