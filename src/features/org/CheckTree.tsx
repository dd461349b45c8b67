import { Button, Checkbox, Collection, Tree, TreeItem, TreeItemContent, type Key, type Selection } from 'react-aria-components';
import { useT } from '../../i18n';
import './messages';
import type { GrantNode } from '../../api/grant';

export interface CheckTreeProps {
  label: string;
  nodes: readonly GrantNode[];
  checked: ReadonlySet<string>;
  onChange: (checked: Set<string>) => void;
}

/**
 * A tree of checkboxes (React Aria's Tree with multiple selection): arrows move and open
 * branches, Space checks. Checking or unchecking a branch does the same to everything under it,
 * as BladeX's grant trees do.
 */
export function CheckTree({ label, nodes, checked, onChange }: CheckTreeProps) {
  const t = useT();
  const change = (selection: Selection) => {
    const next = new Set(selection === 'all' ? allIds(nodes) : [...selection].map(String));
    for (const node of walk(nodes)) {
      if (next.has(node.id) === checked.has(node.id)) continue;
      for (const below of walk(node.children ?? [])) {
        if (next.has(node.id)) next.add(below.id);
        else next.delete(below.id);
      }
    }
    onChange(next);
  };
  return (
    <Tree
      aria-label={label}
      className="check-tree"
      items={nodes}
      selectionMode="multiple"
      selectedKeys={checked as ReadonlySet<Key>}
      onSelectionChange={change}
      defaultExpandedKeys={nodes.map((node) => node.id)}
      renderEmptyState={() => t('orgGrant.empty')}
    >
      {function renderNode(node: GrantNode) {
        return (
          <TreeItem id={node.id} textValue={node.title} className="check-tree-item">
            <TreeItemContent>
              {({ hasChildItems, isExpanded }) => (
                <div className="check-tree-row">
                  {hasChildItems
                    ? <Button slot="chevron" className="check-tree-chevron" aria-label={t('orgGrant.expand')}>{isExpanded ? '▾' : '▸'}</Button>
                    : <span className="check-tree-chevron" aria-hidden="true" />}
                  <Checkbox slot="selection" className="check-tree-box">
                    {({ isSelected }) => <span className="check-tree-mark" data-checked={isSelected || undefined} aria-hidden="true">{isSelected ? '✓' : ''}</span>}
                  </Checkbox>
                  <span>{node.title}</span>
                </div>
              )}
            </TreeItemContent>
            <Collection items={node.children ?? []}>{renderNode}</Collection>
          </TreeItem>
        );
      }}
    </Tree>
  );
}

function walk(nodes: readonly GrantNode[]): GrantNode[] {
  return nodes.flatMap((node) => [node, ...walk(node.children ?? [])]);
}

const allIds = (nodes: readonly GrantNode[]) => walk(nodes).map((node) => node.id);
