import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button, ListLayout, Tree, TreeItem, TreeItemContent, Virtualizer, type Key, type Selection } from 'react-aria-components';
import './lazy-tree.css';

/** One node of a level as the tree shows it. */
export interface LazyNode {
  value: string;
  label: string;
  hasChildren: boolean;
}

/** The parent id of the top level (BladeX's 0). */
const TOP = '0';
const loadingKey = (parentId: string) => `${parentId}:loading`;
/** Each row's height in px (lazy-tree.css .lazy-tree-item): the layout places rows without measuring them. */
const ROW_HEIGHT = 28;
const layoutOptions = { rowHeight: ROW_HEIGHT };

export interface LazyTreeProps {
  /** The tree's accessible name. */
  label: string;
  /** The children of a node (TOP: the top level). */
  loadLevel: (parentId: string) => Promise<LazyNode[]>;
  selectionMode: 'single' | 'multiple';
  selected: readonly string[];
  onSelectionChange: (values: string[]) => void;
  /** An item of its own before the top level (全部部门, 顶级). */
  leading?: { value: string; label: string };
  /** The single choice cannot be emptied by choosing it again. */
  disallowEmptySelection?: boolean;
  /** The chevron's name and the text of a level being loaded, in the language shown. */
  texts: { expand: string; loading: string };
  className?: string;
  autoFocus?: boolean;
}

/**
 * A tree that loads each level when it is first opened, chosen by click, Enter or Space, opened
 * and moved in by the arrow keys. Virtualized: only the rows in view are in the page, so a level
 * of thousands scrolls. A level that fails to load can be tried again by closing and opening it.
 */
export function LazyTree({ label, loadLevel, selectionMode, selected, onSelectionChange, leading, disallowEmptySelection, texts, className, autoFocus }: LazyTreeProps) {
  const [levels, setLevels] = useState<Record<string, LazyNode[]>>({});
  const [expanded, setExpanded] = useState<Set<Key>>(new Set());
  const load = useCallback((parentId: string) => {
    loadLevel(parentId)
      .then((nodes) => setLevels((all) => ({ ...all, [parentId]: nodes })))
      // The HTTP client has shown why; closing and opening the branch tries again.
      .catch(() => undefined);
  }, [loadLevel]);
  useEffect(() => {
    setLevels({});
    setExpanded(new Set());
    load(TOP);
  }, [load]);

  const expand = (keys: Set<Key>) => {
    for (const key of keys) if (!expanded.has(key) && !levels[String(key)]) load(String(key));
    setExpanded(keys);
  };
  const choose = (keys: Selection) => onSelectionChange(keys === 'all' ? [] : [...keys].map(String).filter((key) => !key.endsWith(':loading')));
  const row = (id: string, title: string, chevron: ReactNode, children?: ReactNode, hasChildItems = false) => (
    <TreeItem key={id} id={id} textValue={title} hasChildItems={hasChildItems} className="lazy-tree-item">
      <TreeItemContent>
        {chevron}
        <span className="lazy-tree-title">{title}</span>
      </TreeItemContent>
      {children}
    </TreeItem>
  );
  const noChevron = <span className="lazy-tree-chevron" aria-hidden />;
  const level = (parentId: string): ReactNode[] => (levels[parentId] ?? []).map((node) => (
    <TreeItem key={node.value} id={node.value} textValue={node.label} hasChildItems={node.hasChildren} className="lazy-tree-item">
      <TreeItemContent>
        {({ hasChildItems, isExpanded }) => (
          <>
            {hasChildItems
              ? <Button slot="chevron" className="lazy-tree-chevron" aria-label={texts.expand}>{isExpanded ? '▾' : '▸'}</Button>
              : noChevron}
            <span className="lazy-tree-title">{node.label}</span>
          </>
        )}
      </TreeItemContent>
      {/* A level not loaded yet stands as one disabled "loading" row: the tree expands only items that have rows under them. */}
      {node.hasChildren && (levels[node.value] ? level(node.value) : row(loadingKey(node.value), texts.loading, noChevron))}
    </TreeItem>
  ));
  const pending = Object.values(levels).flat().filter((node) => node.hasChildren && !levels[node.value]).map((node) => loadingKey(node.value));

  return (
    <Virtualizer layout={ListLayout} layoutOptions={layoutOptions}>
      <Tree
        aria-label={label}
        className={['lazy-tree', className].filter(Boolean).join(' ')}
        selectionMode={selectionMode}
        disallowEmptySelection={disallowEmptySelection}
        // Escape belongs to what holds the tree (a popover closes); it never clears the choice.
        escapeKeyBehavior="none"
        selectedKeys={selected}
        onSelectionChange={choose}
        disabledKeys={pending}
        expandedKeys={expanded}
        onExpandedChange={expand}
        autoFocus={autoFocus}
      >
        {leading && row(leading.value, leading.label, noChevron)}
        {level(TOP)}
      </Tree>
    </Virtualizer>
  );
}
