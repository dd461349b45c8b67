import { useCallback } from 'react';
import { useT } from '../i18n';
import { TreeChoiceInput } from '../ui/form/tree-choice';
import type { InputProps } from '../ui/form/types';
import { searchTree, TREE_ROOT, treeLevel, useTreeLabel } from '../engine/tree-options';
import type { TreeSource } from '../schema/types';

export interface TreeChoiceProps extends InputProps<string> {
  source: TreeSource;
  multiple?: boolean;
  /** Opens and searches this tenant's tree (the platform administrator choosing for a school's row). */
  tenantId?: string;
  /** A choice of no value listed first (the search bar's 全部). */
  none?: string;
}

/** A tree field of a form or a search bar: opened a level at a time, searched on the server, the chosen nodes named by id. */
export function TreeChoice({ source, multiple, tenantId, none, ...props }: TreeChoiceProps) {
  const t = useT();
  const chosenLabel = useTreeLabel(source, props.value);
  const loadLevel = useCallback((parentId: string) => treeLevel(source, parentId, tenantId), [source, tenantId]);
  const search = useCallback((text: string, signal: AbortSignal) => searchTree(source, text, tenantId, signal), [source, tenantId]);
  const leading = none !== undefined ? { value: '', label: none } : source.root ? { value: TREE_ROOT, label: t('crud.field.topLevel') } : undefined;
  return <TreeChoiceInput {...props} multiple={multiple} chosenLabel={chosenLabel} loadLevel={loadLevel} search={search} leading={leading} />;
}
