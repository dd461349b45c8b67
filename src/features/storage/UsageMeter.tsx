/**
 * The school's stored files against its quota, above the storage screens. The figure is read
 * again whenever the screen's row count changes (an upload, a deletion). A backend without the
 * call, or a user without the 存储管理 menu it needs, shows nothing.
 */
import { Label, Meter } from 'react-aria-components';
import useSWR from 'swr';
import { useSnapshot } from 'valtio';
import { dashboardApi } from '../../api/dashboard';
import { formatBytes } from '../../core/bytes';
import { useT } from '../../i18n';
import { controllerOf, sessionIdentity } from '../../engine/controller';
import './storage.css';

export function UsageMeter({ screen }: { screen: string }) {
  const t = useT();
  const { total } = useSnapshot(controllerOf(screen));
  const { data } = useSWR(['storage-usage', sessionIdentity(), total], () => dashboardApi.storageUsage());
  if (!data || data.quota <= 0) return null;
  const figure = t('storage.usageFigure', { used: formatBytes(data.used), quota: formatBytes(data.quota) });
  return (
    <Meter className="storage-usage" value={data.used} maxValue={data.quota} valueLabel={figure} data-testid="storage-usage">
      {({ percentage, valueText }) => (
        <>
          <Label>{t('storage.usage')}</Label>
          <span className="storage-usage-figure">{valueText}</span>
          <div className="storage-usage-bar" data-full={percentage >= 90 ? '' : undefined}>
            <div className="storage-usage-fill" style={{ width: `${percentage}%` }} />
          </div>
        </>
      )}
    </Meter>
  );
}
