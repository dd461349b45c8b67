import type { Ref } from 'react';
import { Button, Form } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import type { DateRange, FilterValue } from '../../api/resource';
import { useT } from '../../i18n';
import { localize } from '../../i18n/resource';
import { SelectInput } from '../../ui/form/choice';
import { DateRangeInput } from '../../ui/form/date';
import { TextInput } from '../../ui/form/text';
import { useOptions } from '../options';
import { searchFieldsOf } from '../tenant-column';
import type { FieldDef, ResourceSchema } from '../types';
import { controllerOf, setDraft } from './controller';
import { runCrud } from './run';

const dated = new Set(['date', 'datetime', 'dateRange']);

/** Date fields are searched by a range of days; every other field by one value. */
export function searchesByRange(field: FieldDef): boolean {
  return dated.has(field.kind);
}

/**
 * The screen's search fields (tenant-column.ts): text fields match by text, choice fields by one value, date
 * fields by a range of days (sent as `<field>_dategt` / `_datelt`). Enter or "搜索" runs the
 * search command; "清空" the clear command.
 */
export function SearchBar({ schema, ref }: { schema: ResourceSchema; ref: Ref<HTMLFormElement> }) {
  const t = useT();
  // sync: typing must not wait for a batched update, or the caret jumps.
  const { draft } = useSnapshot(controllerOf(schema.name), { sync: true });
  return (
    <Form
      ref={ref}
      className="search-bar"
      data-search=""
      role="search"
      aria-label={t('crud.search.label')}
      onSubmit={(event) => {
        event.preventDefault();
        void runCrud(schema, 'search');
      }}
    >
      {searchFieldsOf(schema).map((field) => (
        <SearchField key={field.name} field={field} value={draft[field.name] as FilterValue | undefined} onChange={(value) => setDraft(schema.name, field.name, value)} />
      ))}
      <div className="search-actions">
        <Button type="submit" className="button primary">{t('crud.search.submit')}</Button>
        <Button className="button" onPress={() => void runCrud(schema, 'resetSearch')}>{t('crud.search.reset')}</Button>
      </div>
    </Form>
  );
}

interface SearchFieldProps {
  field: FieldDef;
  value: FilterValue | undefined;
  onChange: (value: FilterValue) => void;
}

function SearchField({ field, value, onChange }: SearchFieldProps) {
  const t = useT();
  const options = useOptions(field.options);
  const label = localize(field.label);
  if (searchesByRange(field)) {
    return <DateRangeInput label={label} value={(value as DateRange | undefined) ?? {}} onChange={onChange} />;
  }
  const choices = field.options ? options : field.kind === 'switch' ? [{ value: '1', label: t('crud.field.yes') }, { value: '0', label: t('crud.field.no') }] : null;
  if (choices) {
    return (
      <SelectInput
        label={label}
        items={[{ value: '', label: t('crud.search.all') }, ...choices]}
        placeholder={t('crud.search.all')}
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
      />
    );
  }
  return <TextInput label={label} value={typeof value === 'string' ? value : ''} onChange={onChange} />;
}
