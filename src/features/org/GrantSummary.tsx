import { useT } from '../../i18n';
import type { CheckNode } from '../../core/tick-tree';
import { changes, type GrantTab } from './grant-tree';
import './messages';

/**
 * Each node's name in the summary: a button (a leaf under a menu) with its menu's, 岗位管理 › 新增,
 * since many menus have a 新增.
 */
function summaryTitles(tree: readonly CheckNode[]): Map<string, string> {
  const titles = new Map<string, string>();
  const visit = (nodes: readonly CheckNode[], parent?: CheckNode) => nodes.forEach((node) => {
    const underMenu = parent?.kind === 'value' && node.children.length === 0;
    titles.set(node.id, underMenu ? `${parent.title} › ${node.title}` : node.title);
    visit(node.children, node);
  });
  visit(tree);
  return titles;
}

/**
 * What saving a grant changes, tree by tree: how many values are added and removed, and their
 * names, so the administrator confirms what they meant before it is kept.
 */
export function GrantSummary({ tabs }: { tabs: readonly GrantTab[] }) {
  const t = useT();
  const diffs = tabs.map((one) => ({ one, ...changes(one.held, one.checked) }));
  if (diffs.every((diff) => diff.added.length + diff.removed.length === 0)) return <p role="status">{t('orgGrant.unchanged')}</p>;
  return (
    <div className="grant-summary" role="status">
      {diffs.map(({ one, added, removed }) => {
        const titles = summaryTitles(one.tree);
        const names = (ids: string[]) => ids.map((id) => titles.get(id) ?? id).join(t('nameSeparator'));
        return (
          <section key={one.name} aria-label={t(`orgGrant.${one.name}`)}>
            <h3>{t(`orgGrant.${one.name}`)}: {t('orgGrant.changes', { added: added.length, removed: removed.length })}</h3>
            {added.length > 0 && <p>{t('orgGrant.addedNames')} {names(added)}</p>}
            {removed.length > 0 && <p>{t('orgGrant.removedNames')} {names(removed)}</p>}
          </section>
        );
      })}
    </div>
  );
}
