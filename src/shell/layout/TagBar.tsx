import { useState } from 'react';
import { Button, MenuTrigger, Popover } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { session, type Tab } from '../../core/session';
import { canClose, tabHref, tabLabel } from '../../core/tabs';
import { t, useT } from '../../i18n';
import '../../i18n/layout';
import { runCommand } from './run-command';
import { TabMenu } from './TabMenu';

export { tabLabel };

/** Which tab's context menu is open, and the element it hangs from. */
interface ContextMenuAt { tab: string; label: string; element: HTMLElement }

/**
 * The tag bar: one tab per visited page. Right-click (or the context-menu key) on a tab opens its
 * menu; the ⋯ button opens the same menu for the current tab.
 */
export function TagBar() {
  useT();
  const snap = useSnapshot(session);
  const [path] = useLocation();
  const [menuAt, setMenuAt] = useState<ContextMenuAt | null>(null);
  const current = (snap.tabs.find((tab) => tab.value === path) ?? snap.tabs[0]) as Tab;
  return (
    <nav className="tag-bar" aria-label={t('layout.tags')}>
      <div className="tags">
        {snap.tabs.map((tab) => {
          const label = tabLabel(tab as Tab);
          return (
            <span
              key={tab.value}
              className="tag"
              data-current={tab.value === path || undefined}
              onContextMenu={(event) => {
                event.preventDefault();
                setMenuAt({ tab: tab.value, label, element: event.currentTarget });
              }}
            >
              <Link href={tabHref(tab as Tab)} aria-current={tab.value === path ? 'page' : undefined}>{label}</Link>
              {canClose(tab as Tab) && (
                <Button className="tag-close" aria-label={t('layout.closeTab', { label })} onPress={() => void runCommand('tabs.close', { tab: tab.value }, 'button')}>×</Button>
              )}
            </span>
          );
        })}
      </div>
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
