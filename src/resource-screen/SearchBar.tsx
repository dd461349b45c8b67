import { memo, useState, type Ref } from 'react';
import { Button, Form } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import type { DateRange, FilterValue } from '../api/resource';
import { useT } from '../i18n';
import { localize } from '../i18n/resource';
import { SelectInput } from '../ui/form/choice';
import { DateRangeInput } from '../ui/form/date';
import { TextInput } from '../ui/form/text';
import { useOptions } from '../engine/options';
import { isRecordSource } from '../engine/record-options';
import { RecordChoice } from './RecordChoice';
import { TreeChoice } from './TreeChoice';
import { isTreeSource } from '../engine/tree-options';
import { searchFieldsOf } from '../engine/tenant-column';
import type { FieldDef, ResourceSchema } from '../schema/types';
import { controllerOf, setDraft } from '../engine/controller';
import { runCrud } from '../engine/run';
import { rangeProblems, searchesByRange } from '../engine/search-rules';

/**
 * The screen's search fields (tenant-column.ts): text fields match by text, choice fields by one value, date
 * fields by a range of days (sent as `<field>_dategt` / `_datelt`), typed or picked; a day that
 * does not exist or a last day before the first shows its message once the day is typed whole or
 * a search was tried, and the search is not sent. Enter or "搜索" runs the search command;
 * "清空" the clear command. Rendered again only for its own state (the draft, a tried search), not
 * for the screen's selection or rows.
 */
export const SearchBar = memo(function SearchBar({ schema, ref }: { schema: ResourceSchema; ref: Ref<HTMLFormElement> }) {
  const t = useT();
  // sync: typing must not wait for a batched update, or the caret jumps.
  const { draft } = useSnapshot(controllerOf(schema.name), { sync: true });
  const [tried, setTried] = useState(false);
  return (
    <Form
      ref={ref}
      className="search-bar"
      data-search=""
      role="search"
      aria-label={t('crud.search.label')}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        void runCrud(schema, 'search');
      }}
    >
      {/* The screen's name field comes first (searchFieldsOf): the keyboard starts there (ui/search-start.ts). */}
      {searchFieldsOf(schema).map((field) => (
        <SearchField key={field.name} field={field} tried={tried} value={draft[field.name] as FilterValue | undefined} onChange={(value) => setDraft(schema.name, field.name, value)} />
      ))}
      <div className="search-actions">
        <Button type="submit" className="button primary">{t('crud.search.submit')}</Button>
        <Button className="button" onPress={() => void runCrud(schema, 'resetSearch')}>{t('crud.search.reset')}</Button>
      </div>
    </Form>
  );
});

interface SearchFieldProps {
  field: FieldDef;
  /** A search was tried: every message shows, not only those of days typed whole. */
  tried: boolean;
  value: FilterValue | undefined;
  onChange: (value: FilterValue) => void;
}

function SearchField({ field, tried, value, onChange }: SearchFieldProps) {
  const t = useT();
  const options = useOptions(field.options);
  const label = localize(field.label);
  if (searchesByRange(field)) {
    const range = (value as DateRange | undefined) ?? {};
    const problems = rangeProblems(field, range);
    // A day being typed is not yet wrong: its message waits until it has all its ten characters.
    const shown = (end: 'from' | 'to') => (problems[end] && (tried || (range[end]?.length ?? 0) >= 10) ? localize(problems[end]) : undefined);
    return (
      <DateRangeInput
        label={label}
        errors={{ from: shown('from'), to: shown('to') }}
        endLabels={{ from: t('crud.field.from', { label }), to: t('crud.field.to', { label }) }}
        calendarLabel={t('crud.field.calendar')}
        value={range}
        onChange={onChange}
      />
    );
  }
  if (isRecordSource(field.options)) {
    return <RecordChoice label={label} source={field.options} none={t('crud.search.all')} value={typeof value === 'string' ? value : ''} onChange={onChange} />;
  }
  if (isTreeSource(field.options)) {
    return <TreeChoice label={label} source={field.options} none={t('crud.search.all')} value={typeof value === 'string' ? value : ''} onChange={onChange} />;
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
