import { useCallback } from 'react';
import { useT } from '../../i18n';
import { deptTree } from '../../schema/org/trees';
import { treeLevel } from '../../engine/tree-options';
import { LazyTree } from '../../ui/tree/LazyTree';
import './user-messages';

/** The tree's own item standing for "no department chosen": every user. */
const ALL = '__all__';

export interface DeptTreeProps {
  /** The department chosen, '' for all. */
  chosen: string;
  onChoose: (deptId: string) => void;
}

/**
 * The caller's departments as a tree that loads each level when it is first opened
 * (`dept/lazy-tree?parentId=`); choosing one (click, Enter or Space) narrows the user list to it
 * and every department under it, choosing 全部部门 shows every user.
 */
export function DeptTree({ chosen, onChoose }: DeptTreeProps) {
  const t = useT();
  const loadLevel = useCallback((parentId: string) => treeLevel(deptTree, parentId), []);
  return (
    <LazyTree
      label={t('orgUser.deptTree')}
      loadLevel={loadLevel}
      selectionMode="single"
      disallowEmptySelection
      selected={[chosen || ALL]}
      onSelectionChange={([key]) => key !== undefined && onChoose(key === ALL ? '' : key)}
      leading={{ value: ALL, label: t('orgUser.allDepts') }}
      texts={{ expand: t('orgUser.expand'), loading: t('orgUser.loading') }}
    />
  );
}
