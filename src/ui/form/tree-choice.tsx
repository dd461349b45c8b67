import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Dialog, DialogTrigger, Input, ListBox, ListBoxItem, Popover, SearchField, type Selection } from 'react-aria-components';
import { useT } from '../../i18n';
import { LazyTree, type LazyNode } from '../tree/LazyTree';
import { useServerSearch } from './server-search';
import type { ChoiceItem, InputProps } from './types';

/** The key of a leading choice of no value (the search bar's 全部): React Aria keys cannot be empty. */
const NONE_KEY = '\u0000none';

export interface TreeChoiceInputProps extends InputProps<string> {
  /** Several nodes may be chosen; the value is their ids comma-joined. */
  multiple?: boolean;
  /** The chosen nodes' names, comma-joined ('' while they are looked up). */
  chosenLabel: string;
  /** The children of a node ('0': the top level). */
  loadLevel: (parentId: string) => Promise<LazyNode[]>;
  /** A page of the nodes whose name holds `text`, at any depth. */
  search: (text: string, signal: AbortSignal) => Promise<ChoiceItem[]>;
  /** A choice of its own before the top level: 顶级 ('0'), the search bar's 全部 (''). */
  leading?: { value: string; label: string };
}

/**
 * A node (or several) chosen in a tree too big to load whole: the button names the chosen nodes
 * (looked up by id by the caller) and opens the tree, a level loaded as it is opened; typing in
 * its search field lists the nodes whose name holds the text, at any depth, from the server.
 * ↓ goes from the search field into the tree or the matches; Enter, Space or a click chooses,
 * → and ← open and close a level; one choice closes the popover, several stay open until Escape.
 */
export function TreeChoiceInput({ label, error, value, onChange, onBlur, multiple, chosenLabel, loadLevel, search, leading, isReadOnly, isDisabled, isRequired, autoFocus, name }: TreeChoiceInputProps) {
  const t = useT();
  const labelId = useId();
  const valueId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const found = useServerSearch(text.trim() || null, search);
  const dialog = useRef<HTMLElement>(null);

  const values = value ? value.split(',').filter(Boolean) : [];
  const leadingKey = leading && (leading.value || NONE_KEY);
  const selected = values.length ? values : leading && value === leading.value ? [leadingKey!] : [];
  const shown = chosenLabel || (leading && value === leading.value ? leading.label : values.length ? '' : t('crud.field.choose'));

  const choose = (keys: string[]) => {
    const next = keys.map((key) => (key === NONE_KEY ? '' : key));
    if (multiple) return onChange(next.filter(Boolean).join(','));
    const [key] = next;
    if (key === undefined) return;
    if (key !== value) onChange(key);
    setOpen(false);
  };
  const toCollection = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    dialog.current?.querySelector<HTMLElement>('[role=treegrid], [role=listbox]')?.focus();
  };
  const searching = Boolean(text.trim());

  return (
    <div className="field tree-choice" data-invalid={error ? true : undefined}>
      <span className="field-label" id={labelId}>{label}</span>
      <DialogTrigger
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) return;
          setText('');
          onBlur?.();
        }}
      >
        <Button
          className="input select-button"
          aria-labelledby={`${labelId} ${valueId}`}
          aria-haspopup="dialog"
          aria-invalid={error ? true : undefined}
          aria-required={isRequired || undefined}
          isDisabled={isDisabled || isReadOnly}
          autoFocus={autoFocus}
          name={name}
        >
          <span id={valueId} className="select-value">{shown}</span>
          <span aria-hidden>▾</span>
        </Button>
        <Popover className="popover tree-choice-popover" placement="bottom start">
          <Dialog ref={dialog} aria-labelledby={labelId} className="tree-choice-dialog">
            <SearchField aria-label={label} value={text} onChange={setText} className="tree-choice-search" autoFocus onKeyDown={toCollection}>
              <Input className="input" placeholder={t('crud.field.typeToSearch')} />
            </SearchField>
            {searching
              ? (
                <ListBox
                  aria-label={label}
                  className="menu"
                  items={found.items.map((item) => ({ ...item, id: item.value }))}
                  selectionMode={multiple ? 'multiple' : 'single'}
                  // Escape closes the popover; it must not clear what was chosen on its way.
                  escapeKeyBehavior="none"
                  selectedKeys={selected}
                  onSelectionChange={(keys: Selection) => choose(keys === 'all' ? [] : [...keys].map(String))}
                  renderEmptyState={() => <div className="menu-empty">{t(found.status === 'ready' ? 'crud.field.noMatch' : 'crud.field.searching')}</div>}
                >
                  {(item) => <ListBoxItem className="menu-item" id={item.value} textValue={item.label}>{item.label}</ListBoxItem>}
                </ListBox>
              )
              : (
                <LazyTree
                  label={label}
                  className="tree-choice-tree"
                  loadLevel={loadLevel}
                  selectionMode={multiple ? 'multiple' : 'single'}
                  disallowEmptySelection={!multiple}
                  selected={selected}
                  onSelectionChange={choose}
                  leading={leading && { value: leadingKey!, label: leading.label }}
                  texts={{ expand: t('crud.field.expand'), loading: t('crud.field.loading') }}
                />
              )}
          </Dialog>
        </Popover>
      </DialogTrigger>
      {error && <span className="field-error">{error}</span>}
    </div>
  );
}
