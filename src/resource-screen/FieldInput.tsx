import type { ReactElement } from 'react';
import { uploadFile } from '../api/resource';
import { t, useT } from '../i18n';
import { localize } from '../i18n/resource';
import { MultiSelectInput, RadioInput, SelectInput, SwitchInput } from '../ui/form/choice';
import { DateInput, DateRangeInput } from '../ui/form/date';
import { IconInput } from '../ui/form/icon';
import { RichTextInput } from '../ui/form/richtext';
import { NumberInput, TextInput } from '../ui/form/text';
import type { InputProps } from '../ui/form/types';
import { UploadInput } from '../ui/form/upload';
import type { ResourceFormResult } from '../engine/hooks';
import { useOptions, type OptionItem } from '../engine/options';
import { isRecordSource } from '../engine/record-options';
import { foreignTenant } from './FieldValue';
import { RecordChoice } from './RecordChoice';
import { TreeChoice } from './TreeChoice';
import { isTreeSource } from '../engine/tree-options';
import type { FieldDef, FieldKind, ResourceSchema } from '../schema/types';
import { isOn, joinRange, numberOf, splitRange, switchValue, text } from '../engine/values';

/** What every kind's renderer gets: the input props shared by all kinds, and the raw value. */
interface KindProps {
  common: Omit<InputProps<never>, 'value' | 'onChange'>;
  field: FieldDef;
  value: unknown;
  set: (value: unknown) => void;
  options: OptionItem[];
  /** The record's tenant when it is not the user's: its choices are that tenant's records. */
  tenantId?: string;
}

/** One renderer per field kind; the Record makes the compiler check that none is missing. */
const inputs: Record<FieldKind, (p: KindProps) => ReactElement> = {
  input: ({ common, value, set }) => <TextInput {...common} value={text(value)} onChange={set} />,
  password: ({ common, value, set }) => <TextInput {...common} type="password" value={text(value)} onChange={set} />,
  textarea: ({ common, value, set }) => <TextInput {...common} multiline value={text(value)} onChange={set} />,
  number: ({ common, value, set }) => <NumberInput {...common} value={numberOf(value)} onChange={set} />,
  select: ({ common, field, value, set, options, tenantId }) => (isRecordSource(field.options)
    ? <RecordChoice {...common} source={field.options} tenantId={tenantId} value={text(value)} onChange={set} />
    : <SelectInput {...common} items={options} placeholder={t('crud.field.choose')} value={text(value)} onChange={set} />),
  treeSelect: (p) => (isTreeSource(p.field.options)
    ? <TreeChoice {...p.common} source={p.field.options} multiple={p.field.multiple} tenantId={p.tenantId} value={text(p.value)} onChange={p.set} />
    : p.field.multiple ? inputs.multiSelect(p) : inputs.select(p)),
  multiSelect: ({ common, value, set, options }) => (
    <MultiSelectInput {...common} items={options} placeholder={t('crud.field.choose')} value={Array.isArray(value) ? value.join(',') : text(value)} onChange={set} />
  ),
  radio: ({ common, value, set, options }) => <RadioInput {...common} items={options} value={text(value)} onChange={set} />,
  switch: ({ common, field, value, set }) => <SwitchInput {...common} value={isOn(value)} onChange={(on) => set(switchValue(on, field, value))} />,
  date: ({ common, value, set }) => <DateInput {...common} calendarLabel={t('crud.field.calendar')} value={text(value)} onChange={set} />,
  datetime: ({ common, value, set }) => <DateInput {...common} withTime calendarLabel={t('crud.field.calendar')} value={text(value)} onChange={set} />,
  dateRange: ({ common: { error, ...common }, value, set }) => (
    <DateRangeInput
      {...common}
      errors={{ to: error }}
      endLabels={{ from: t('crud.field.from', { label: common.label }), to: t('crud.field.to', { label: common.label }) }}
      calendarLabel={t('crud.field.calendar')}
      value={splitRange(value)}
      onChange={(range) => set(joinRange(range))}
    />
  ),
  upload: ({ common, value, set }) => (
    <UploadInput {...common} upload={uploadFile} buttonLabel={t('crud.field.upload')} busyLabel={t('crud.field.uploading')} value={text(value)} onChange={set} />
  ),
  icon: ({ common, value, set }) => <IconInput {...common} value={text(value)} onChange={set} />,
  richText: ({ common, value, set }) => <RichTextInput {...common} previewLabel={t('crud.field.preview')} value={text(value)} onChange={set} />,
};

/** The input of one schema field in the add/edit form. */
export function FieldInput({ schema, field, form }: { schema: ResourceSchema; field: FieldDef; form: ResourceFormResult }) {
  useT();
  const options = useOptions(field.options);
  const common = {
    label: localize(field.label),
    name: field.name,
    error: form.errors[field.name],
    isRequired: Boolean(field.required),
    isDisabled: form.saving,
    isReadOnly: form.isReadOnly(field),
    onBlur: () => form.blur(field.name),
  };
  const Input = inputs[field.kind];
  const tenantId = form.values ? foreignTenant(schema, form.values) : undefined;
  return <Input common={common} field={field} value={form.values?.[field.name]} set={(value) => form.set(field.name, value)} options={options} tenantId={tenantId} />;
}
