import type { MouseEvent } from 'react';
import { useSnapshot } from 'valtio';
import { menuHref, menuLeaves, type MenuItem } from '../../core/menu';
import { session } from '../../core/session';
import { useT } from '../../i18n';
import { menuLabel } from '../../core/menu-label';
import '../../i18n/shell';
import { formatShortcut } from '../../hotkeys/shortcut';
import { getCommand, registeredCommands, registryVersion } from '../../platform/registry';
import { currentContext } from '../../platform/context';
import { offeredCommands } from '../../palette/command-index';
import { useTypeToOpen } from '../../palette/type-to-open';
import { offeredMenus, unbuiltLeaves } from '../../features/offered-menus';
import { runMenu } from '../layout/open-menu';
import { DashboardView } from '../../features/dashboard/DashboardView';

/**
 * Home: who is logged in, what needs their attention and the school's reading content at a
 * glance (features/dashboard/), the screens the console has for them and how to reach each by
 * keyboard, the menus granted to them whose screens are not built yet (named, never linked),
 * and how many commands the palette offers here (the count the palette itself shows). Typing
 * a letter here opens the palette with it (palette/type-to-open.ts).
 */
export default function HomePane() {
  const t = useT();
  const snap = useSnapshot(session);
  useSnapshot(registryVersion);
  const user = snap.userInfo;
  const menus = snap.menus as MenuItem[];
  const groups = offeredMenus(menus, snap.roles);
  const unbuilt = unbuiltLeaves(menus, snap.roles);
  const keys = (id: string) => formatShortcut(getCommand(id)?.shortcut ?? '');
  useTypeToOpen('.home-pane');
  return (
    <section className="pane home-pane">
      <h1>{t('page.home')}</h1>
      <p className="lead">{t('home.welcome', { name: user?.real_name || user?.nick_name || user?.account || '' })}</p>
      <dl className="facts">
        <dt>{t('home.account')}</dt><dd>{user?.account}</dd>
        <dt>{t('home.tenant')}</dt><dd>{user?.tenant_id}</dd>
        <dt>{t('home.roles')}</dt><dd>{snap.roles.join(', ') || user?.role_name}</dd>
      </dl>
      <DashboardView menus={menus} who={`${user?.tenant_id}/${user?.user_id}`} open={runMenu} />
      <h2>{t('home.screensTitle')}</h2>
      <p className="muted">{t('home.reach', { palette: keys('palette.open'), menus: keys('palette.menuSearch') })}</p>
      <p className="muted">{t('home.commands', { count: offeredCommands(registeredCommands(), currentContext()).length, palette: keys('palette.open'), keys: keys('layout.shortcuts') })}</p>
      {groups.length === 0 && <p>{t('home.noMenus')}</p>}
      <div className="card-grid">
        {groups.map((group) => {
          const leaves = menuLeaves([group]);
          return (
            <article key={group.id} className="card">
              <h3>{menuLabel(group)}</h3>
              <p className="muted">{t('home.screens', { count: leaves.length })}</p>
              <ul>
                {leaves.map(({ menu }) => (
                  <li key={menu.id}><a href={menuHref(menu)} onClick={(event) => open(event, menu)}>{menuLabel(menu)}</a></li>
                ))}
              </ul>
            </article>
          );
        })}
      </div>
      {unbuilt.length > 0 && (
        <section aria-labelledby="home-unbuilt">
          <h2 id="home-unbuilt">{t('home.unbuiltTitle')}</h2>
          <p className="muted">{t('home.unbuilt', { count: unbuilt.length })}</p>
          <ul className="unbuilt-list">
            {unbuilt.map(({ menu }) => <li key={menu.id}>{menuLabel(menu)}</li>)}
          </ul>
        </section>
      )}
    </section>
  );
}

/** A plain click runs the menu's nav command; a modified click opens the address as the browser does. */
function open(event: MouseEvent, menu: MenuItem): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  runMenu(menu);
}
