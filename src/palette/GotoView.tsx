import { useCallback, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { findMenu, openMenu, type MenuItem } from '../core/menu';
import { session } from '../core/session';
import { language, tIn, useT } from '../i18n';
import { menuLabel } from '../core/menu-label';
import { offeredMenus } from '../features/offered-menus';
import { PaletteList, type ListRow, type RowText } from './PaletteList';
import { pinyinState } from './pinyin';
import { createSearcher } from './rank';
import { prepareEntry } from './search-entry';
import { closePalette, popPage, pushPage, type PalettePage } from './state';

/** A "Go to…" page: one level of the menu tree; groups open a deeper page, leaves navigate. */
export function GotoView({ pages }: { pages: readonly PalettePage[] }) {
  const t = useT();
  const lang = useSnapshot(language).current;
  const snap = useSnapshot(session);
  const [query, setQuery] = useState('');
  const tree = useMemo(() => offeredMenus(snap.menus as MenuItem[], snap.roles), [snap.menus, snap.roles]);
  const page = pages[pages.length - 1];
  const pageMenuId = page?.menuId;
  const level = useMemo(() => {
    const parent = pageMenuId ? findMenu(tree, pageMenuId) : undefined;
    return parent ? parent.children ?? [] : tree;
  }, [tree, pageMenuId]);
  const trail = pages.flatMap((p) => (p.menuId ? [findMenu(tree, p.menuId)] : [])).filter((m): m is MenuItem => Boolean(m));

  const searcher = useMemo(
    () => createSearcher(level.map((menu) => prepareEntry([menuLabel(menu, lang), menu.name, menu.code, menu.alias]))),
    [level, lang],
  );
  // The pinyin dictionary arriving (asked for by the first latin query) can add matches.
  const spelled = useSnapshot(pinyinState).ready;
  const rows = useMemo<ListRow<MenuItem>[]>(() => {
    const order = query.trim() ? searcher.search(query, spelled).top : level.map((_, i) => i);
    return order.map((i) => ({ kind: 'item', key: level[i]!.id, item: level[i]! }));
  }, [level, query, searcher, spelled]);

  const itemText = useCallback(
    (menu: MenuItem): RowText => ({
      title: menuLabel(menu, lang),
      hint: menu.children?.length ? `${tIn(lang, 'palette.page', { count: menu.children.length })} ›` : undefined,
    }),
    [lang],
  );
  const onRun = useCallback((menu: MenuItem) => {
    if (menu.children?.length) {
      pushPage({ name: 'goto', menuId: menu.id });
    } else {
      closePalette();
      void openMenu(menu);
    }
  }, []);

  const header = (
    <span className="palette-chip">
      {[t('palette.mode.goto'), ...trail.map((m) => menuLabel(m))].join(' › ')}
    </span>
  );
  return (
    <PaletteList
      label={t('palette.mode.goto')}
      listLabel={t('palette.results.goto')}
      placeholder={t('palette.placeholder.goto')}
      header={header}
      query={query}
      onQueryChange={setQuery}
      rows={rows}
      itemText={itemText}
      onRun={onRun}
      onBackspaceEmpty={popPage}
      emptyText={t('palette.empty')}
      status={t('palette.count', { count: rows.length })}
    />
  );
}
