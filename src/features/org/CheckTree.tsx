import { Button, Checkbox, Collection, Tree, TreeItem, TreeItemContent, type Key, type Selection } from 'react-aria-components';
import { useT } from '../../i18n';
import './messages';
import { filterTree, isSelected, tick, tickState, untick, walk, type CheckNode } from '../../core/tick-tree';

export interface CheckTreeProps {
  label: string;
  /** The whole tree: what a tick covers, whatever the filter shows. */
  tree: readonly CheckNode[];
  /** The filter: only the nodes whose title holds it show, with their groups, opened. */
  query: string;
  checked: ReadonlySet<string>;
  onChange: (checked: Set<string>) => void;
}

/**
 * A tree of checkboxes (React Aria's Tree with multiple selection): arrows move and open
 * branches, Space or Enter ticks, as does a click. A tick covers what lies under the node and the
 * values above it; an untick only what lies under it, so a menu's button can be unticked on its
 * own (core/tick-tree.ts). A parent shows ticked, partly ticked or not by what lies under it; a label
 * (a group the caller may not grant) has no box.
 */
export function CheckTree({ label, tree, query, checked, onChange }: CheckTreeProps) {
  const t = useT();
  const filtered = query.trim() !== '';
  const shown = filtered ? filterTree(tree, query) : tree;
  const nodes = walk(shown);
  const selected = nodes.filter((node) => isSelected(node, checked)).map((node) => node.id);
  const change = (selection: Selection) => {
    // A label is never selected, and selecting it (a click on its row) ticks nothing.
    const labels = new Set(nodes.filter((node) => node.kind === 'label').map((node) => node.id));
    const now = new Set((selection === 'all' ? nodes.map((node) => node.id) : [...selection].map(String)).filter((id) => !labels.has(id)));
    let next = new Set(checked);
    for (const id of selected) if (!now.has(id)) next = untick(tree, id, next);
    for (const id of now) if (!selected.includes(id)) next = tick(tree, id, next);
    onChange(next);
  };
  return (
    <Tree
      aria-label={label}
      className="check-tree"
      items={shown}
      // The marks show what is ticked beneath each node, so every row renders again as that changes.
      dependencies={[checked]}
      selectionMode="multiple"
      selectedKeys={selected as Iterable<Key>}
      onSelectionChange={change}
      // Each filter opens every branch anew, so each match shows; the whole tree opens its roots.
      key={query.trim()}
      defaultExpandedKeys={filtered ? nodes.map((node) => node.id) : shown.map((node) => node.id)}
      renderEmptyState={() => t('orgGrant.empty')}
    >
      {function renderNode(node: CheckNode) {
        const state = tickState(node, checked);
        return (
          <TreeItem id={node.id} textValue={node.title} className="check-tree-item">
            <TreeItemContent>
              {({ hasChildItems, isExpanded }) => (
                <div className="check-tree-row" data-kind={node.kind}>
                  {hasChildItems
                    ? <Button slot="chevron" className="check-tree-chevron" aria-label={t('orgGrant.expand')}>{isExpanded ? '▾' : '▸'}</Button>
                    : <span className="check-tree-chevron" aria-hidden="true" />}
                  {node.kind === 'label' ? null : (
                    <Checkbox slot="selection" className="check-tree-box" isIndeterminate={state === 'some'}>
                      {({ isSelected: ticked }) => (
                        <span className="check-tree-mark" data-checked={ticked || state !== 'none' || undefined} data-state={state} aria-hidden="true">
                          {state === 'some' ? '–' : ticked ? '✓' : ''}
                        </span>
                      )}
                    </Checkbox>
                  )}
                  <span>{node.title}</span>
                </div>
              )}
            </TreeItemContent>
            <Collection items={node.children} dependencies={[checked]}>{renderNode}</Collection>
          </TreeItem>
        );
      }}
    </Tree>
  );
}
