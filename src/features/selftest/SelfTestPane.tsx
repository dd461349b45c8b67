import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { isPlatformAdministrator, session } from '../../core/session';
import { useT } from '../../i18n';
import type { CommandId } from '../../schema/command-ids';
import { execute } from '../../platform/registry';
import { AREAS } from './areas';
import { formatDuration } from './duration';
import './messages';
import { RunProgress } from './Progress';
import { countsOf } from './report';
import { ResultTable, type Shown } from './ResultTable';
import { selfTest } from './state';
import { useBackendName } from './use-backend';

const run = (id: CommandId, args: Record<string, unknown> = {}) => void execute(id, args, 'button').catch(() => undefined);

/** The self-test page (/test/index): the command suite, run in the live console. */
export default function SelfTestPane() {
  const t = useT();
  const snap = useSnapshot(selfTest);
  const { userInfo, roles } = useSnapshot(session);
  const backend = useBackendName();
  const [area, setArea] = useState('');
  const [shown, setShown] = useState<Shown>('notPassed');
  const mayWrite = isPlatformAdministrator(userInfo, roles);
  const counts = countsOf(snap.results);
  const finished = !snap.running && snap.results.length > 0;
  const start = (scope: 'read-only' | 'all') => run('selftest.run', area ? { scope, area } : { scope });
  return (
    <section className="pane selftest">
      <h1>{t('selftest.title')}</h1>
      <p className="muted">{t('selftest.intro')}</p>
      <dl className="selftest-facts">
        <dt>{t('selftest.backend')}</dt><dd>{snap.startedAt ? snap.backend : backend}</dd>
        <dt>{t('selftest.user')}</dt><dd>{snap.startedAt ? snap.user : `${userInfo?.tenant_id ?? ''} · ${userInfo?.account ?? ''}`}</dd>
        {snap.startedAt > 0 && <><dt>{t('selftest.started')}</dt><dd>{new Date(snap.startedAt).toLocaleString()}</dd></>}
        {snap.finishedAt > 0 && <><dt>{t('selftest.duration')}</dt><dd>{formatDuration(snap.finishedAt - snap.startedAt)}</dd></>}
      </dl>
      <div className="toolbar">
        <label className="inline-field">
          <span>{t('selftest.area')}</span>
          <select value={area} disabled={snap.running} onChange={(event) => setArea(event.target.value)}>
            <option value="">{t('selftest.allAreas')}</option>
            {AREAS.map((name) => <option key={name} value={name}>{t(`selftest.areas.${name}`)}</option>)}
          </select>
        </label>
        <Button className="button primary" isDisabled={snap.running} onPress={() => start('read-only')}>{t('selftest.runReadOnly')}</Button>
        {mayWrite && <Button className="button" isDisabled={snap.running} onPress={() => start('all')}>{t('selftest.runAll')}</Button>}
        <Button className="button" isDisabled={!finished || counts.failed === 0} onPress={() => run('selftest.rerunFailed')}>{t('selftest.rerunFailed')}</Button>
        <Button className="button" isDisabled={!finished} onPress={() => run('selftest.export', { format: 'json' })}>{t('selftest.exportJson')}</Button>
        <Button className="button" isDisabled={!finished} onPress={() => run('selftest.export', { format: 'report' })}>{t('selftest.exportReport')}</Button>
      </div>
      {!mayWrite && <p className="muted">{t('selftest.readOnlyHere')}</p>}
      <RunProgress />
      <p role="status">
        {snap.total ? t('selftest.progress', { done: snap.results.length, total: snap.total }) : t('selftest.empty')}
        {snap.results.length > 0 && ` · ${t('selftest.summary', counts)}`}
      </p>
      {snap.results.length > 0 && <ResultTable shown={snap.running ? 'failed' : shown} onShow={setShown} />}
    </section>
  );
}
