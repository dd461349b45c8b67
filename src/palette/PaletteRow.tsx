import { Command } from 'cmdk';
import { memo, type ReactNode, type Ref } from 'react';
import { ariaShortcut, formatShortcut, shortcutKeys } from '../hotkeys/shortcut';

/** A row of the list: a group heading, or an item that can be highlighted and run. */
export type ListRow<T> = { kind: 'heading'; key: string; label: string } | { kind: 'item'; key: string; item: T };

/**
 * What an item's row shows, left to right. Its accessible name is the same words in the same
 * order, so what a user sees on a row is what a screen reader says and speech input matches.
 */
export interface RowText {
  title: string;
  /** The title as spoken when it says more than is shown (a picked option says it is picked). */
  spokenTitle?: string;
  /** Smaller, muted text after the title: the arguments asked, the screen, the path. */
  hint?: string;
  /** The group the item belongs to, at the row's end. */
  group?: string;
  /** The item's shortcut, drawn as key caps and exposed as aria-keyshortcuts. */
  shortcut?: string;
  /** A tree option's depth, shown as indentation. */
  depth?: number;
  /** A multiple choice's box: whether the item is picked, or partly (some of a branch); absent: no box. */
  checked?: boolean | 'mixed';
  /** A tree option with options under it: whether they are shown (absent: no branch). */
  expanded?: boolean;
  /** The row is an action on the prompt (keep, skip, done) rather than a value. */
  action?: boolean;
}

/** How rows show and run their items (one object, so memoized rows compare one prop). */
export interface RowView {
  text: (item: unknown) => RowText;
  run: (item: unknown) => void;
}

export interface RowProps {
  /** cmdk's value of the row's item: the row's key (its place), not its item's. */
  value: string;
  row: ListRow<unknown>;
  index: number;
  start: number;
  size: number;
  view: RowView;
  activeRef?: Ref<HTMLDivElement>;
}

/**
 * The parts shown, with a space between each two: spaces between flex items take no room, and
 * they keep the parts separate words in the row's text, as they are in its name.
 */
function spaced(parts: readonly ReactNode[]): ReactNode[] {
  return parts.filter(Boolean).flatMap((part, i) => (i ? [' ', part] : [part]));
}

/** A shortcut as key caps: Ctrl Shift F, or ⌘ ⇧ F on a Mac. */
function Keys({ shortcut }: { shortcut: string }) {
  return (
    <span className="palette-shortcut">
      {spaced(shortcutKeys(shortcut).map((keys, i) => (
        <span key={i} className="palette-combo">{spaced(keys.map((key, k) => <kbd key={k}>{key}</kbd>))}</span>
      )))}
    </span>
  );
}

const nameOf = (text: RowText) =>
  [text.spokenTitle ?? text.title, text.hint, text.group, text.shortcut && formatShortcut(text.shortcut)].filter(Boolean).join(' ');

/** One rendered row; memoized so moving the highlight re-renders two rows, not the window. */
export const PaletteRow = memo(function PaletteRow({ value, row, index, start, size, view, activeRef }: RowProps) {
  const style = { height: size, transform: `translateY(${start}px)` };
  if (row.kind === 'heading') {
    return <div className="palette-heading" role="presentation" aria-hidden="true" data-index={index} style={style}>{row.label}</div>;
  }
  const item = row.item;
  const text = view.text(item);
  return (
    <Command.Item
      ref={activeRef}
      value={value}
      className="palette-item"
      data-index={index}
      data-active={activeRef ? true : undefined}
      aria-label={nameOf(text)}
      aria-keyshortcuts={text.shortcut && ariaShortcut(text.shortcut)}
      style={style}
      onSelect={() => view.run(item)}
    >
      {spaced([
        text.checked !== undefined && <span key="check" className="palette-check" aria-hidden="true">{{ true: '☑', false: '☐', mixed: '▣' }[String(text.checked)]}</span>,
        <span
          key="title"
          className={text.action ? 'palette-item-title palette-item-action' : 'palette-item-title'}
          style={text.depth ? { paddingInlineStart: `${text.depth * 1.25}rem` } : undefined}
        >
          {text.expanded !== undefined && <span className="palette-branch" aria-hidden="true">{text.expanded ? '▾' : '▸'}</span>}
          {text.title}
        </span>,
        text.hint && <span key="hint" className="palette-item-hint">{text.hint}</span>,
        text.group && <span key="group" className="palette-item-group">{text.group}</span>,
        text.shortcut && <Keys key="keys" shortcut={text.shortcut} />,
      ])}
    </Command.Item>
  );
});
