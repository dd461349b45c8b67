import { memo, useEffect, useRef, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { session, type Tab } from '../../core/session';
import { canClose, tabHref, tabLabel } from '../../core/tabs';
import { language, t, useT } from '../../i18n';
import '../../i18n/layout';
import { runCommand } from '../../platform/run-command';
import { TabMenu } from './TabMenu';

export { tabLabel };

/** Which tab's context menu is open, and the element it hangs from. */
interface ContextMenuAt { tab: string; label: string; element: HTMLElement }

/**
 * The tag bar: one tab per visited page. Right-click (or the context-menu key) on a tab opens its
 * menu; the ⋯ button opens the same menu for the current tab. The home tab stays pinned at the
 * start; when the other tabs are wider than the bar, their strip scrolls sideways (the mouse wheel
 * scrolls it too) and keeps the current tab in view, and the ▾ button lists every open tab.
 */
export function TagBar() {
  useT();
  const lang = useSnapshot(language).current;
  const snap = useSnapshot(session);
  const [path] = useLocation();
  const [menuAt, setMenuAt] = useState<ContextMenuAt | null>(null);
  const current = (snap.tabs.find((tab) => tab.value === path) ?? snap.tabs[0]) as Tab;
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => keepCurrentTabInView(strip.current), [path, snap.tabs.length]);
  useEffect(() => scrollSidewaysByWheel(strip.current), []);
  const chip = (tab: Tab) => <TagChip key={tab.value} tab={tab} current={tab.value === path} lang={lang} onMenu={setMenuAt} />;
  const pinned = snap.tabs.filter((tab) => !(tab as Tab).close) as Tab[];
  return (
    <nav className="tag-bar" aria-label={t('layout.tags')}>
      {pinned.map(chip)}
      <div className="tags" ref={strip}>
        {(snap.tabs.filter((tab) => (tab as Tab).close) as Tab[]).map(chip)}
      </div>
      <TabList tabs={snap.tabs as Tab[]} current={path} />
      <MenuTrigger>
        <Button className="icon-button tag-menu-button" aria-label={t('ctl.tabs.menu')}>⋯</Button>
        <Popover className="popover" placement="bottom end">
          <TabMenu tab={current.value} label={t('ctl.tabs.menu')} />
        </Popover>
      </MenuTrigger>
      {menuAt && (
        <Popover className="popover" triggerRef={{ current: menuAt.element }} isOpen onOpenChange={(open) => !open && setMenuAt(null)} placement="bottom start">
          <TabMenu tab={menuAt.tab} label={t('ctl.tabs.menuOf', { label: menuAt.label })} onClose={() => setMenuAt(null)} />
        </Popover>
      )}
    </nav>
  );
}

/** The ▾ button: every open tab in a menu, the current one in bold; choosing one runs tabs.show. */
function TabList({ tabs, current }: { tabs: readonly Tab[]; current: string }) {
  return (
    <MenuTrigger>
      <Button className="icon-button tag-menu-button" aria-label={t('ctl.tabs.list')}>▾</Button>
      <Popover className="popover" placement="bottom end">
        <Menu
          className="menu tag-list"
          aria-label={t('ctl.tabs.list')}
          autoFocus="first"
          onAction={(key) => void runCommand('tabs.show', { tab: String(key) }, 'menu')}
        >
          {tabs.map((tab) => <MenuItem key={tab.value} id={tab.value} className="menu-item" data-current={tab.value === current || undefined}>{tabLabel(tab)}</MenuItem>)}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** One tab; rendered again only when it or its being the current tab changes (`lang`: its labels' language). */
const TagChip = memo(function TagChip({ tab, current, onMenu }: { tab: Tab; current: boolean; lang: string; onMenu: (at: ContextMenuAt) => void }) {
  const label = tabLabel(tab);
  return (
    <span
      className="tag"
      data-current={current || undefined}
      onContextMenu={(event) => {
        event.preventDefault();
        onMenu({ tab: tab.value, label, element: event.currentTarget });
      }}
    >
      <Link href={tabHref(tab)} aria-current={current ? 'page' : undefined}>{label}</Link>
      {canClose(tab) && (
        <Button className="tag-close" aria-label={t('layout.closeTab', { label })} onPress={() => void runCommand('tabs.close', { tab: tab.value }, 'button')}>×</Button>
      )}
    </span>
  );
});

/**
 * Shows the current tab now, and again whenever the strip changes size (the window narrows).
 * Returns a function that stops following the size.
 */
function keepCurrentTabInView(strip: HTMLElement | null): (() => void) | undefined {
  if (!strip) return undefined;
  revealCurrentTab(strip);
  const resized = new ResizeObserver(() => revealCurrentTab(strip));
  resized.observe(strip);
  return () => resized.disconnect();
}

/** Scrolls the strip just enough to show the current tab whole (the page itself does not move). */
function revealCurrentTab(strip: HTMLElement): void {
  const tab = strip.querySelector<HTMLElement>('.tag[data-current]');
  if (!tab) return;
  const bar = strip.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < bar.left) strip.scrollLeft -= bar.left - box.left;
  else if (box.right > bar.right) strip.scrollLeft += box.right - bar.right;
}

/**
 * A mouse wheel turns vertically, which would not move a strip that only scrolls sideways: the
 * turn scrolls the strip instead while it has tabs hidden. Returns a function that removes the
 * listener.
 */
function scrollSidewaysByWheel(strip: HTMLElement | null): (() => void) | undefined {
  if (!strip) return undefined;
  const onWheel = (event: WheelEvent) => {
    if (strip.scrollWidth <= strip.clientWidth || Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
    event.preventDefault();
    strip.scrollLeft += event.deltaY;
  };
  // Not passive: the turn must not also scroll the page.
  strip.addEventListener('wheel', onWheel, { passive: false });
  return () => strip.removeEventListener('wheel', onWheel);
}
