import { useEffect, useMemo, useState } from 'react';
import { Button, ComboBox, FieldError, Group, Input, Label, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { useT } from '../../i18n';
import { useServerSearch } from './server-search';
import type { ChoiceItem, InputProps } from './types';

export interface RecordChoiceInputProps extends InputProps<string> {
  /** The chosen value's name ('' while it is being looked up). */
  chosenLabel: string;
  /** A page of the records matching `text` (the first page for an empty text). */
  search: (text: string, signal: AbortSignal) => Promise<ChoiceItem[]>;
  /** A choice of no value listed first, e.g. the search bar's 全部. */
  none?: string;
}

/**
 * One record chosen among more than a list could hold: typing asks the server for a page of the
 * records whose name holds the text (after a pause; a later text drops an earlier answer), ↓ or
 * the button lists the first page, and the field shows the chosen record's name, which the
 * caller looks up alone. Leaving the field with a text that chose nothing shows the choice again.
 */
export function RecordChoiceInput({ label, error, value, onChange, chosenLabel, search, none, isReadOnly, isDisabled, ...props }: RecordChoiceInputProps) {
  const t = useT();
  const shown = value === '' ? (none ?? '') : chosenLabel;
  const [text, setText] = useState(shown);
  const [query, setQuery] = useState<string | null>(null);
  const found = useServerSearch(query, search);

  // The field follows its value: a form reset, a value set by a command, a name arriving.
  useEffect(() => setText(shown), [shown]);

  // The chosen record is always an option, so the field can name it whatever the page holds.
  const items = useMemo(() => {
    const listed = found.items.filter((item) => item.value !== value);
    const chosen = value ? [{ value, label: chosenLabel || value }] : [];
    const empty = none === undefined ? [] : [{ value: '', label: none }];
    return [...empty, ...chosen, ...listed].map((item) => ({ ...item, id: item.value === '' ? NONE_KEY : item.value }));
  }, [found.items, value, chosenLabel, none]);

  return (
    <ComboBox
      className="field"
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      items={items}
      inputValue={text}
      onInputChange={(typed) => {
        setText(typed);
        // The field naming the chosen record again is not a search.
        if (typed !== shown) setQuery(typed);
      }}
      selectedKey={value === '' ? (none === undefined ? null : NONE_KEY) : value}
      onSelectionChange={(key: Key | null) => {
        if (key === null) return;
        const next = key === NONE_KEY ? '' : String(key);
        setText(items.find((item) => item.id === key)?.label ?? shown);
        if (next !== value) onChange(next);
      }}
      onOpenChange={(open, trigger) => {
        // Opened by ↓ or the button: the first page, whatever the field shows.
        if (open && trigger === 'manual') setQuery('');
      }}
      allowsEmptyCollection
      isDisabled={isDisabled || isReadOnly}
      {...props}
    >
      <Label className="field-label">{label}</Label>
      <Group className="combo-group">
        {/* Its text is the choice's name: typing replaces it rather than searching for name + typed. */}
        <Input className="input" placeholder={t('crud.field.typeToSearch')} onFocus={(event) => event.currentTarget.select()} />
        <Button className="icon-button" aria-label={t('crud.field.showOptions')}><span aria-hidden>▾</span></Button>
      </Group>
      <FieldError className="field-error">{error}</FieldError>
      <Popover className="popover choice-popover">
        <ListBox
          className="menu"
          renderEmptyState={() => <div className="menu-empty">{t(found.status === 'ready' ? 'crud.field.noMatch' : 'crud.field.searching')}</div>}
        >
          {(item: (typeof items)[number]) => <ListBoxItem className="menu-item" id={item.id} textValue={item.label}>{item.label}</ListBoxItem>}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/** The key of the choice of no value (React Aria keys cannot be empty). */
const NONE_KEY = '\u0000none';
