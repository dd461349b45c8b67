import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { openMenu, type MenuItem, type MenuLeaf } from '../core/menu';
import { session } from '../core/session';
import { language, useT } from '../i18n';
import { menuLabel } from '../core/menu-label';
import { offeredLeaves } from '../features/offered-menus';
import { prefixMatches } from './menus';
import { PaletteList, type ListRow, type RowText } from './PaletteList';
import { closePalette } from './state';

/** The menu search: the leaf menus offered to the user (offered-menus.ts), by case-insensitive prefix, Enter opens. */
export function MenusView({ header }: { header: ReactNode }) {
  const t = useT();
  const lang = useSnapshot(language).current;
  const snap = useSnapshot(session);
  const [query, setQuery] = useState('');
  const leaves = useMemo(() => offeredLeaves(snap.menus as MenuItem[], snap.roles), [snap.menus, snap.roles]);
  const lowered = useMemo(() => leaves.map(({ menu }) => menuLabel(menu, lang).toLowerCase()), [leaves, lang]);
  const rows = useMemo<ListRow<MenuLeaf>[]>(
    () => prefixMatches(leaves, lowered, query).map((leaf) => ({ kind: 'item', key: leaf.menu.id, item: leaf })),
    [leaves, lowered, query],
  );

  const itemText = useCallback(
    ({ menu, ancestors }: MenuLeaf): RowText => ({ title: menuLabel(menu, lang), hint: ancestors.map((m) => menuLabel(m, lang)).join(' / ') }),
    [lang],
  );
  const onRun = useCallback(({ menu }: MenuLeaf) => {
    closePalette();
    void openMenu(menu);
  }, []);

  return (
    <PaletteList
      label={t('palette.mode.menus')}
      listLabel={t('palette.results.menus')}
      placeholder={t('palette.placeholder.menus')}
      header={header}
      query={query}
      onQueryChange={setQuery}
      rows={rows}
      itemText={itemText}
      onRun={onRun}
      emptyText={t('palette.empty')}
      status={t('palette.count', { count: rows.length })}
    />
  );
}
