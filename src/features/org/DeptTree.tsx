import { useCallback, useEffect, useState } from 'react';
import { Button, ListLayout, Tree, TreeItem, TreeItemContent, Virtualizer, type Key, type Selection } from 'react-aria-components';
import { requestData } from '../../core/http';
import { useT } from '../../i18n';
import './user-messages';

/** One department as `dept/lazy-tree` answers it. */
interface DeptNode { id: string; title: string; hasChildren?: boolean }

/** The tree's own item standing for "no department chosen": every user. */
const ALL = '__all__';
const ROOT = '0';
const loadingKey = (parentId: string) => `${parentId}:loading`;
/** Each row's height in px (user.css .dept-tree-item): the layout places rows without measuring them. */
const ROW_HEIGHT = 28;
const layoutOptions = { rowHeight: ROW_HEIGHT };

export interface DeptTreeProps {
  /** The department chosen, '' for all. */
  chosen: string;
  onChoose: (deptId: string) => void;
}

/**
 * The caller's departments as a tree that loads each level when it is first opened
 * (`dept/lazy-tree?parentId=`); choosing one (click, Enter or Space) narrows the user list to it
 * and every department under it, choosing 全部部门 shows every user. Arrow keys move and open.
 * Virtualized: only the rows in view are in the page, so a department of thousands scrolls.
 */
export function DeptTree({ chosen, onChoose }: DeptTreeProps) {
  const t = useT();
  const [levels, setLevels] = useState<Record<string, DeptNode[]>>({});
  const [expanded, setExpanded] = useState<Set<Key>>(new Set());
  const load = useCallback((parentId: string) => {
    requestData<DeptNode[] | null>('/blade-system/dept/lazy-tree', { query: { parentId } })
      .then((nodes) => setLevels((all) => ({ ...all, [parentId]: nodes ?? [] })))
      // The HTTP client has shown why; closing and opening the branch tries again.
      .catch(() => undefined);
  }, []);
  useEffect(() => load(ROOT), [load]);

  const expand = (keys: Set<Key>) => {
    for (const key of keys) if (!expanded.has(key) && !levels[String(key)]) load(String(key));
    setExpanded(keys);
  };
  const choose = (keys: Selection) => {
    const [key] = keys === 'all' ? [] : [...keys];
    if (key !== undefined) onChoose(key === ALL ? '' : String(key));
  };
  const level = (parentId: string) => (levels[parentId] ?? []).map((node) => (
    <TreeItem key={node.id} id={node.id} textValue={node.title} hasChildItems={Boolean(node.hasChildren)} className="dept-tree-item">
      <TreeItemContent>
        {({ hasChildItems, isExpanded }) => (
          <>
            {hasChildItems
              ? <Button slot="chevron" className="dept-tree-chevron" aria-label={t('orgUser.expand')}>{isExpanded ? '▾' : '▸'}</Button>
              : <span className="dept-tree-chevron" aria-hidden />}
            <span className="dept-tree-title">{node.title}</span>
          </>
        )}
      </TreeItemContent>
      {node.hasChildren && (levels[node.id] ? level(node.id) : placeholder(node.id))}
    </TreeItem>
  ));
  // A level not loaded yet stands as one disabled "loading" row: the tree expands only items that have rows under them.
  const placeholder = (parentId: string) => (
    <TreeItem id={loadingKey(parentId)} textValue={t('orgUser.loading')} className="dept-tree-item muted">
      <TreeItemContent>
        <span className="dept-tree-chevron" aria-hidden />
        <span className="dept-tree-title">{t('orgUser.loading')}</span>
      </TreeItemContent>
    </TreeItem>
  );
  const pending = Object.values(levels).flat().filter((node) => node.hasChildren && !levels[node.id]).map((node) => loadingKey(node.id));

  return (
    <Virtualizer layout={ListLayout} layoutOptions={layoutOptions}>
    <Tree
      aria-label={t('orgUser.deptTree')}
      className="dept-tree"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[chosen || ALL]}
      onSelectionChange={choose}
      disabledKeys={pending}
      expandedKeys={expanded}
      onExpandedChange={expand}
    >
      <TreeItem id={ALL} textValue={t('orgUser.allDepts')} className="dept-tree-item">
        <TreeItemContent>
          <span className="dept-tree-chevron" aria-hidden />
          <span className="dept-tree-title">{t('orgUser.allDepts')}</span>
        </TreeItemContent>
      </TreeItem>
      {level(ROOT)}
    </Tree>
    </Virtualizer>
  );
}
