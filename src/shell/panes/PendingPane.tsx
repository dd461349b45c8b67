import { useT } from '../../i18n';
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
