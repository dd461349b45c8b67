import { Label, ProgressBar } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n';
import { formatDuration } from './duration';
import './messages';
import { selfTest, timeLeft } from './state';

/** How far the run is and how long it has left, at the pace so far. */
export function RunProgress() {
  const t = useT();
  const run = useSnapshot(selfTest);
  if (!run.running) return null;
  const left = timeLeft(run);
  const label = [t('selftest.progress', { done: run.results.length, total: run.total }), left !== undefined && t('selftest.timeLeft', { time: formatDuration(left) })].filter(Boolean).join(' · ');
  return (
    <ProgressBar className="progress selftest-progress" value={run.results.length} maxValue={Math.max(run.total, 1)} valueLabel={label}>
      <Label>{t('selftest.running')}</Label>
      <span className="value">{label}</span>
      <div className="bar"><div className="fill" style={{ width: `${(100 * run.results.length) / Math.max(run.total, 1)}%` }} /></div>
    </ProgressBar>
  );
}

/**
 * The run's progress over the screens its checks open, where the self-test page is not shown.
 * The checks read the screen, so the harness leaves it out of what they see (data-harness-ignore).
 */
export function RunProgressBadge({ onSelfTestPage }: { onSelfTestPage: boolean }) {
  const { running } = useSnapshot(selfTest);
  if (!running || onSelfTestPage) return null;
  return <div className="selftest-badge" data-harness-ignore><RunProgress /></div>;
}
