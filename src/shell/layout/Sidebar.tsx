import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Tree, TreeItem, TreeItemContent, Button, type Key } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ancestorsOf, findMenu, findMenuByPath, type MenuItem } from '../../core/menu';
import { session } from '../../core/session';
import { language, useT } from '../../i18n';
import { menuLabel } from '../../i18n/menu-label';
import { offeredMenus } from '../../resources/offered-menus';
import { runMenu } from './open-menu';


interface MenuNodeProps {
  menu: MenuItem;
  /** The id of the current page's menu. */
  current?: string;
  /** The language the labels are in: a change renders every node again. */
  lang: string;
}

const MenuNode = memo(function MenuNode({ menu, current, lang }: MenuNodeProps) {
  const label = menuLabel(menu);
  const here = menu.id === current;
  return (
    <TreeItem id={menu.id} textValue={label} className="menu-node" data-current={here || undefined}>
      <TreeItemContent>
        {({ hasChildItems, isExpanded }) => (
          <div className="menu-node-row" aria-current={here ? 'page' : undefined}>
            {hasChildItems && <Button slot="chevron" className="chevron" aria-hidden="true">{isExpanded ? '▾' : '▸'}</Button>}
            <span className="menu-icon" aria-hidden="true">{label.slice(0, 1)}</span>
            <span className="menu-label">{label}</span>
          </div>
        )}
      </TreeItemContent>
      {menu.children?.map((child) => <MenuNode key={child.id} menu={child} current={current} lang={lang} />)}
    </TreeItem>
  );
}, (before, after) =>
  // A move to another page renders only the branches that held the old or hold the new current
  // menu, not all of the user's menus (each node is an item of React Aria's tree collection).
  before.menu === after.menu && before.lang === after.lang &&
  (before.current === after.current || !(holds(after.menu, before.current) || holds(after.menu, after.current))));

function holds(menu: MenuItem, id: string | undefined): boolean {
  return id !== undefined && (menu.id === id || Boolean(menu.children?.some((child) => holds(child, id))));
}

/**
 * The sidebar: the menus offered to the user (offered-menus.ts), as a keyboard-navigable tree.
 * The current page's menu is marked, and the groups above it open (beside those the user opened)
 * and scroll into view whenever the page changes.
 */
export function Sidebar() {
  const t = useT();
  const snap = useSnapshot(session);
  // The snapshot's menus and roles keep their identity until the session changes them.
  const menus = useMemo(() => offeredMenus(snap.menus as MenuItem[], snap.roles), [snap.menus, snap.roles]);
  const [path] = useLocation();
  const current = findMenuByPath(menus, path);
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(new Set());
  const nav = useRef<HTMLElement>(null);
  const reveal = useRef(false);
  // Joined into a string: a change of menus keeps the groups' ids.
  const groups = current ? ancestorsOf(menus, current).map((menu) => menu.id).join(',') : '';
  useEffect(() => {
    reveal.current = true;
    const ids = groups ? groups.split(',') : [];
    setExpanded((open) => (ids.every((id) => open.has(id)) ? open : new Set([...open, ...ids])));
  }, [current?.id, groups]);
  // After the groups have opened, so the menu is laid out where it will stay.
  useEffect(() => {
    if (!reveal.current) return;
    reveal.current = false;
    nav.current?.querySelector('.menu-node[data-current]')?.scrollIntoView({ block: 'nearest' });
  }, [current?.id, expanded]);
  return (
    <nav className="sidebar" aria-label={t('layout.sidebar')} ref={nav}>
      <div className="brand">{t('app.shortTitle')}</div>
      <Tree
        aria-label={t('layout.sidebar')}
        className="menu-tree"
        expandedKeys={expanded}
        onExpandedChange={setExpanded}
        onAction={(key) => {
          const menu = findMenu(menus, String(key));
          if (!menu) return;
          // A group's row opens or closes it, as its chevron does; a leaf opens its page.
          if (menu.children?.length) setExpanded((open) => toggled(open, key));
          else runMenu(menu);
        }}
      >
        {menus.map((menu) => <MenuNode key={menu.id} menu={menu} current={current?.id} lang={language.current} />)}
      </Tree>
    </nav>
  );
}

function toggled(open: ReadonlySet<Key>, key: Key): Set<Key> {
  const next = new Set(open);
  if (!next.delete(key)) next.add(key);
  return next;
}
