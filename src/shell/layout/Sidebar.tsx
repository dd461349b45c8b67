import { memo, startTransition, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react';
import { Tree, TreeItem, TreeItemContent, Button, type Key } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ancestorsOf, findMenu, findMenuByPath, menuLeaves, type MenuItem } from '../../core/menu';
import { menuCounts } from '../../core/menu-counts';
import { session } from '../../core/session';
import { language, useT } from '../../i18n';
import { menuLabel } from '../../core/menu-label';
import { offeredMenus } from '../../features/offered-menus';
import { runMenu } from './open-menu';

/**
 * The current page's menu id, which each row reads for itself: a move to another page renders the
 * two rows whose mark changes, not React Aria's tree (every row of it renders again whenever its
 * collection changes).
 */
const currentMenu = { id: undefined as string | undefined, listeners: new Set<() => void>() };

function markCurrent(id: string | undefined): void {
  if (currentMenu.id === id) return;
  currentMenu.id = id;
  for (const listener of currentMenu.listeners) listener();
}

function subscribeCurrent(listener: () => void): () => void {
  currentMenu.listeners.add(listener);
  return () => currentMenu.listeners.delete(listener);
}

const useIsCurrent = (id: string) => useSyncExternalStore(subscribeCurrent, () => currentMenu.id === id);

function MenuRow({ menu, label, hasChildItems, isExpanded }: { menu: MenuItem; label: string; hasChildItems: boolean; isExpanded: boolean }) {
  const here = useIsCurrent(menu.id);
  const counts = useSnapshot(menuCounts);
  // A closed group carries its entries' numbers, so they show before it is opened.
  const count = hasChildItems && !isExpanded ? menuLeaves([menu]).reduce((sum, { menu: leaf }) => sum + (counts[leaf.code] ?? 0), 0) : counts[menu.code] ?? 0;
  return (
    <div className="menu-node-row" aria-current={here ? 'page' : undefined}>
      {hasChildItems && <Button slot="chevron" className="chevron" aria-hidden="true">{isExpanded ? '▾' : '▸'}</Button>}
      <span className="menu-icon" aria-hidden="true">{label.slice(0, 1)}</span>
      <span className="menu-label">{label}</span>
      {count ? <MenuCount count={count} /> : null}
    </div>
  );
}

/** The number on a menu entry (registrations waiting), read out with its meaning. */
function MenuCount({ count }: { count: number }) {
  const t = useT();
  return <span className="menu-count" data-testid="menu-count" aria-label={t('layout.menuCount', { count })}>{count > 99 ? '99+' : count}</span>;
}

/** A menu and its children as items of the tree; `lang` is the labels' language (a change renders every node again). */
const MenuNode = memo(function MenuNode({ menu, lang }: { menu: MenuItem; lang: string }) {
  const label = menuLabel(menu);
  return (
    <TreeItem id={menu.id} textValue={label} className="menu-node">
      <TreeItemContent>
        {({ hasChildItems, isExpanded }) => <MenuRow menu={menu} label={label} hasChildItems={hasChildItems} isExpanded={isExpanded} />}
      </TreeItemContent>
      {menu.children?.map((child) => <MenuNode key={child.id} menu={child} lang={lang} />)}
    </TreeItem>
  );
});

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
  useLayoutEffect(() => markCurrent(current?.id), [current?.id]);
  const nav = useRef<HTMLElement>(null);
  const reveal = useRef(false);
  // Joined into a string: a change of menus keeps the groups' ids.
  const groups = current ? ancestorsOf(menus, current).map((menu) => menu.id).join(',') : '';
  useEffect(() => {
    reveal.current = true;
    const ids = groups ? groups.split(',') : [];
    // Opening a group renders every row of React Aria's tree again (about 15 ms with every menu
    // of the platform administrator): as a transition, after the new page's own work.
    startTransition(() => setExpanded((open) => (ids.every((id) => open.has(id)) ? open : new Set([...open, ...ids]))));
  }, [current?.id, groups]);
  // After the groups have opened, so the menu is laid out where it will stay.
  useEffect(() => {
    if (!reveal.current) return;
    reveal.current = false;
    nav.current?.querySelector('.menu-node-row[aria-current=page]')?.scrollIntoView({ block: 'nearest' });
  }, [current?.id, expanded]);
  return (
    <nav className="sidebar" aria-label={t('layout.sidebar')} ref={nav}>
      <div className="brand">{t('app.shortTitle')}</div>
      <MenuTree label={t('layout.sidebar')} menus={menus} expanded={expanded} setExpanded={setExpanded} lang={language.current} />
    </nav>
  );
}

interface MenuTreeProps {
  label: string;
  menus: MenuItem[];
  expanded: ReadonlySet<Key>;
  setExpanded: Dispatch<SetStateAction<ReadonlySet<Key>>>;
  lang: string;
}

/** The tree itself, rendered again only when the menus, the open groups or the language change. */
const MenuTree = memo(function MenuTree({ label, menus, expanded, setExpanded, lang }: MenuTreeProps) {
  return (
    <Tree
      aria-label={label}
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
      {menus.map((menu) => <MenuNode key={menu.id} menu={menu} lang={lang} />)}
    </Tree>
  );
});

function toggled(open: ReadonlySet<Key>, key: Key): Set<Key> {
  const next = new Set(open);
  if (!next.delete(key)) next.add(key);
  return next;
}
