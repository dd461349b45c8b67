import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { menuHref, menuLeaves, visibleMenus, type MenuItem } from '../../core/menu';
import { session } from '../../core/session';
import { useT } from '../../i18n';
import { menuLabel } from '../../i18n/menu-label';
import '../../i18n/shell';

/** Home: who is logged in, in which tenant, and what they can manage. */
export default function HomePane() {
  const t = useT();
  const snap = useSnapshot(session);
  const user = snap.userInfo;
  const groups = visibleMenus(snap.menus as MenuItem[], snap.roles);
  return (
    <section className="pane home-pane">
      <h1>{t('page.home')}</h1>
      <p className="lead">{t('home.welcome', { name: user?.real_name || user?.nick_name || user?.account || '' })}</p>
      <dl className="facts">
        <dt>{t('home.account')}</dt><dd>{user?.account}</dd>
        <dt>{t('home.tenant')}</dt><dd>{user?.tenant_id}</dd>
        <dt>{t('home.roles')}</dt><dd>{snap.roles.join(', ') || user?.role_name}</dd>
      </dl>
      <h2>{t('home.manage')}</h2>
      <p className="muted">{t('home.buttons', { count: Object.keys(snap.permission).length })}</p>
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
                  <li key={menu.id}><Link href={menuHref(menu)}>{menuLabel(menu)}</Link></li>
                ))}
              </ul>
            </article>
          );
        })}
      </div>
    </section>
  );
}
