import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { findMenuByPath } from '../../core/menu';
import { session } from '../../core/session';
import { useT } from '../../i18n';
import { menuLabel } from '../../core/menu-label';
import '../../i18n/shell';

/** A menu screen the console has no pane for (a newer server's menu): named after its menu item, saying so plainly. */
export default function UnbuiltScreenPane() {
  const t = useT();
  const [path] = useLocation();
  const menus = useSnapshot(session).menus as typeof session.menus;
  const menu = findMenuByPath(menus, path);
  return (
    <section className="pane pending-pane">
      <h1>{menu ? menuLabel(menu) : t('page.screen')}</h1>
      <p>{t('pending.screen')}</p>
    </section>
  );
}
