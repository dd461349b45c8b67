import { useEffect, useRef, useState } from 'react';
import { Tree, TreeItem, TreeItemContent, Button, type Key } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ancestorsOf, findMenu, findMenuByPath, type MenuItem } from '../../core/menu';
import { session } from '../../core/session';
import { useT } from '../../i18n';
import { menuLabel } from '../../i18n/menu-label';
import { offeredMenus } from '../../resources/offered-menus';
import { runMenu } from './open-menu';


function MenuNode({ menu, current }: { menu: MenuItem; current?: string }) {
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
      {menu.children?.map((child) => <MenuNode key={child.id} menu={child} current={current} />)}
    </TreeItem>
  );
}

/**
 * The sidebar: the menus offered to the user (offered-menus.ts), as a keyboard-navigable tree.
 * The current page's menu is marked, and the groups above it open (beside those the user opened)
 * and scroll into view whenever the page changes.
 */
export function Sidebar() {
  const t = useT();
  const snap = useSnapshot(session);
  const menus = offeredMenus(snap.menus as MenuItem[], snap.roles);
  const [path] = useLocation();
  const current = findMenuByPath(menus, path);
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(new Set());
  const nav = useRef<HTMLElement>(null);
  const reveal = useRef(false);
  // Joined into a string: the menus are rebuilt on every render, the groups' ids stay the same.
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
        {menus.map((menu) => <MenuNode key={menu.id} menu={menu} current={current?.id} />)}
      </Tree>
    </nav>
  );
}

function toggled(open: ReadonlySet<Key>, key: Key): Set<Key> {
  const next = new Set(open);
  if (!next.delete(key)) next.add(key);
  return next;
}
