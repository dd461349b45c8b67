import { Command } from 'cmdk';
import { memo, type ReactNode, type Ref } from 'react';

/** A row of the list: a group heading, or an item that can be highlighted and run. */
export type ListRow<T> = { kind: 'heading'; key: string; label: string } | { kind: 'item'; key: string; item: T };

/** How rows show and run their items (one object, so memoized rows compare one prop). */
export interface RowView {
  label: (item: unknown) => string;
  render: (item: unknown) => ReactNode;
  shortcut?: (item: unknown) => string | undefined;
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

/** One rendered row; memoized so moving the highlight re-renders two rows, not the window. */
export const PaletteRow = memo(function PaletteRow({ value, row, index, start, size, view, activeRef }: RowProps) {
  const style = { height: size, transform: `translateY(${start}px)` };
  if (row.kind === 'heading') {
    return <div className="palette-heading" role="presentation" aria-hidden="true" data-index={index} style={style}>{row.label}</div>;
  }
  const item = row.item;
  return (
    <Command.Item
      ref={activeRef}
      value={value}
      className="palette-item"
      data-index={index}
      data-active={activeRef ? true : undefined}
      aria-label={view.label(item)}
      aria-keyshortcuts={view.shortcut?.(item)}
      style={style}
      onSelect={() => view.run(item)}
    >
      {view.render(item)}
    </Command.Item>
  );
});

