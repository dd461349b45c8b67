import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { findMenuByPath } from '../../core/menu';
import { session } from '../../core/session';
import { useT } from '../../i18n';
import { menuLabel } from '../../i18n/menu-label';
import '../../i18n/shell';

/** Says plainly that a page comes with a later feature, instead of pretending to work. */
export function pendingPane(featureKey: string, titleKey: string) {
  return function PendingPane() {
    const t = useT();
    return (
      <section className="pane pending-pane">
        <h1>{t(titleKey)}</h1>
        <p>{t('pending.text', { feature: t(featureKey) })}</p>
      </section>
    );
  };
}

/** A menu screen the console has no pane for yet: named after its menu item. */
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
