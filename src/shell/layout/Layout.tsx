import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { layout, watchFullscreen, watchScreen } from '../../core/layout';
import { openTab } from '../../core/tabs';
import { findMenuByPath, type MenuItem } from '../../core/menu';
import { session } from '../../core/session';
import { refreshRegistrationCount } from '../../features/org/registration-count';
import { registration } from '../../schema/org/registration';
import { boundedCache } from '../../engine/cache-bound';
import { startTokenRefresh } from '../../auth/token-refresh';
import { ErrorLogDialog } from '../../features/errorlog/ErrorLogDialog';
import { errorLogView } from '../../features/errorlog/store';
import { RunProgressBadge } from '../../features/selftest/Progress';
import { closeNotices } from '../../features/notices/store';
import { identityDialog } from '../../features/switch-identity/store';
import { SwitchIdentityDialog } from '../../features/switch-identity/SwitchIdentityDialog';
import { ShortcutsSheet, shortcutSheet, useCommandHotkeys } from '../../hotkeys';
import { language, locales, useT } from '../../i18n';
import '../../i18n/shell';
import { CommandPalette } from '../../palette/CommandPalette';
import { installPalettePrompter } from '../../palette/prompter';
import type { RouteDef } from '../route-def';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { TagBar } from './TagBar';

/**
 * Answers kept for screens that are closed: a few hundred pages and option lists cover going
 * back and forth between screens, and keep the page's memory from growing with every search.
 */
const swrConfig: SWRConfiguration = { use: [boundedCache(200)] };

function closeOverlays(): void {
  errorLogView.open = false;
  identityDialog.open = false;
  shortcutSheet.open = false;
  closeNotices();
}

/** The main layout: header, collapsible sidebar, tag bar, the panes, and the layout's overlays. */
export default function Layout({ route, children }: { route: RouteDef; children: ReactNode }) {
  const t = useT();
  const lang = useSnapshot(language).current;
  const snap = useSnapshot(layout);
  const [path] = useLocation();
  const search = useSearch();

  useEffect(() => startTokenRefresh(), []);
  useEffect(() => watchScreen(), []);
  useEffect(() => watchFullscreen(), []);
  // Leaving the layout (logout, lock) closes its overlays: the next session starts clean.
  useEffect(() => closeOverlays, []);
  // Commands run from keys or buttons without all their arguments ask for them in the palette.
  useEffect(() => installPalettePrompter(), []);
  // The registrations waiting, on 注册审核's menu entry, once the user's menus are in.
  const menus = useSnapshot(session).menus;
  const reviews = useMemo(() => menus.length > 0 && Boolean(findMenuByPath(menus as MenuItem[], registration.menuPath)), [menus]);
  useEffect(() => {
    if (reviews) void refreshRegistrationCount();
  }, [reviews]);
  useCommandHotkeys();
  useEffect(() => {
    if (route.hidden && route.title === 'page.dashboard') return;
    const label = typeof route.title === 'string' ? '' : route.title.name;
    const meta = typeof route.title === 'string' ? { i18n: route.title } : { ...route.title.meta, keepAlive: route.keepAlive };
    const query = Object.fromEntries(new URLSearchParams(search));
    openTab({ label, value: path, query, meta, group: typeof route.title === 'string' ? undefined : route.title.group });
  }, [route, path, search]);

  // What does not depend on the page is made once: a move to another page renders the page, and
  // the parts that follow the address (sidebar, tags) render themselves.
  const fixed = useMemo(() => ({
    sidebar: <Sidebar />,
    header: <Header />,
    tags: <TagBar />,
    overlays: <><ErrorLogDialog /><SwitchIdentityDialog /><ShortcutsSheet /><CommandPalette /></>,
  }), []);

  return (
    // React Aria's controls (dates, numbers, collators) follow the console's language.
    <SWRConfig value={swrConfig}>
    <I18nProvider locale={locales[lang]}>
    <div className="layout" data-collapsed={snap.collapsed || undefined} data-screen={snap.screen}>
      {fixed.sidebar}
      <div className="layout-main">
        {fixed.header}
        {fixed.tags}
        <main className="layout-content" aria-label={t('layout.content')}>{children}</main>
      </div>
      {fixed.overlays}
      <RunProgressBadge onSelfTestPage={path === '/test/index'} />
    </div>
    </I18nProvider>
    </SWRConfig>
  );
}
