import { useSnapshot } from 'valtio';
import { badgeText, errorLog } from '../../../core/errorlog';
import { useT } from '../../../i18n';
import { CommandButton } from './CommandButton';
import { Icon } from '../../../ui/icons';

/** The error-log button: the count of logged errors, capped at 99 ("99+"), opens the log. */
export function ErrorLogBadge() {
  const t = useT();
  const count = useSnapshot(errorLog).entries.length;
  const badge = badgeText(count);
  return (
    <CommandButton command="errors.open" label={badge ? t('ctl.header.errorLogCount', { count: badge }) : t('ctl.header.errorLog')} className="icon-button badge-button">
      <Icon name="bug" />
      {badge && <span className="badge" data-testid="error-badge" aria-hidden="true">{badge}</span>}
    </CommandButton>
  );
}
