import { Button, Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { execute } from '../../platform/registry';
import { isPlatformAdministrator, session } from '../../core/session';
import { useT } from '../../i18n';
import './messages';
import { selfTest } from './state';

/** The self-test page (/test/index): the command suite, run in the live console. */
export default function SelfTestPane() {
  const t = useT();
  const snap = useSnapshot(selfTest);
  const { userInfo, roles } = useSnapshot(session);
  const mayWrite = isPlatformAdministrator(userInfo, roles);
  const count = (status: string) => snap.results.filter((r) => r.status === status).length;
  const run = (scope: 'read-only' | 'all') => void execute('selftest.run', { scope }, 'button').catch(() => undefined);
  return (
    <section className="pane">
      <h1>{t('selftest.title')}</h1>
      <p className="muted">{t('selftest.intro')}</p>
      <div className="toolbar">
        <Button className="button primary" isDisabled={snap.running} onPress={() => run('read-only')}>{t('selftest.runReadOnly')}</Button>
        {mayWrite && <Button className="button" isDisabled={snap.running} onPress={() => run('all')}>{t('selftest.runAll')}</Button>}
      </div>
      {!mayWrite && <p className="muted">{t('selftest.readOnlyHere')}</p>}
      <p role="status">
        {snap.total ? t('selftest.progress', { done: snap.results.length, total: snap.total }) : t('selftest.empty')}
        {snap.results.length > 0 && ` · ${t('selftest.summary', { passed: count('passed'), failed: count('failed'), skipped: count('skipped'), impossible: count('impossible') })}`}
      </p>
      <Table aria-label={t('selftest.title')} className="simple-table">
        <TableHeader>
          <Column isRowHeader>{t('selftest.command')}</Column>
          <Column>{t('selftest.status')}</Column>
          <Column>{t('selftest.time')}</Column>
          <Column>{t('selftest.detail')}</Column>
        </TableHeader>
        <TableBody items={snap.results.map((r) => ({ ...r }))}>
          {(result) => (
            <Row id={result.id} data-status={result.status}>
              <Cell>{result.id}</Cell>
              <Cell>{t(`selftest.${result.status}`)}</Cell>
              <Cell>{result.ms}</Cell>
              <Cell>{result.detail ?? ''}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </section>
  );
}
