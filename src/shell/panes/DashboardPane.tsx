import { useSnapshot } from 'valtio';
import { menuLeaves, type MenuItem } from '../../core/menu';
import { session } from '../../core/session';
import { useT } from '../../i18n';
import '../../i18n/shell';
import { offeredMenus } from '../../features/offered-menus';
import { DashboardView } from '../../features/dashboard/DashboardView';
import { runMenu } from '../layout/open-menu';

/** The console page (hidden from the menu): the session at a glance, and what needs attention (features/dashboard/). */
export default function DashboardPane() {
  const t = useT();
  const snap = useSnapshot(session);
  const menus = offeredMenus(snap.menus as MenuItem[], snap.roles);
  return (
    <section className="pane">
      <h1>{t('page.dashboard')}</h1>
      <div className="card-grid">
        <article className="card"><h3>{t('home.tenant')}</h3><p className="stat">{snap.userInfo?.tenant_id}</p></article>
        <article className="card"><h3>{t('home.manage')}</h3><p className="stat">{t('home.screens', { count: menuLeaves(menus).length })}</p></article>
        <article className="card"><h3>{t('layout.tags')}</h3><p className="stat">{snap.tabs.length}</p></article>
      </div>
      <DashboardView menus={snap.menus as MenuItem[]} who={`${snap.userInfo?.tenant_id}/${snap.userInfo?.user_id}`} open={runMenu} />
    </section>
  );
}
