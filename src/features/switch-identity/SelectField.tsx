import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';

export interface SelectFieldProps {
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  isLoading?: boolean;
}

/** A labelled single select that shows the error its form computed. */
export function SelectField({ label, placeholder, options, value, onChange, error, isLoading }: SelectFieldProps) {
  return (
    <Select
      className="field"
      placeholder={placeholder}
      selectedKey={value || null}
      onSelectionChange={(key) => onChange(key == null ? '' : String(key))}
      isInvalid={Boolean(error)}
      isRequired
      validationBehavior="aria"
      isDisabled={isLoading}
    >
      <Label className="field-label">{label}</Label>
      <Button className="select-button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <FieldError className="field-error">{error}</FieldError>
      <Popover className="popover">
        <ListBox className="menu" items={options.map((o) => ({ id: o.value, ...o }))}>
          {(item) => <ListBoxItem id={item.id} className="menu-item" textValue={item.label}>{item.label}</ListBoxItem>}
        </ListBox>
      </Popover>
    </Select>
  );
}
