import { useSnapshot } from 'valtio';
import { language, useT } from '../../i18n';
import type { CheckResult } from '../../platform/harness/harness';
import './messages';
import { answerOf } from './report';
import { selfTest } from './state';

export type Shown = 'notPassed' | 'failed' | 'all';
const SHOWN: readonly Shown[] = ['notPassed', 'failed', 'all'];

const matches = (shown: Shown, result: CheckResult) =>
  shown === 'all' || result.status === 'failed' || (shown === 'notPassed' && result.status !== 'passed');

/**
 * The results of the run, those that did not pass by default (a run holds about a thousand):
 * each failure with what the check expected, the call and what came back.
 */
export function ResultTable({ shown, onShow }: { shown: Shown; onShow: (shown: Shown) => void }) {
  const t = useT();
  const lang = useSnapshot(language).current;
  const { results } = useSnapshot(selfTest);
  const rows = results.filter((result) => matches(shown, result));
  return (
    <>
      <label className="inline-field">
        <span>{t('selftest.show')}</span>
        <select value={shown} onChange={(event) => onShow(event.target.value as Shown)}>
          {SHOWN.map((value) => <option key={value} value={value}>{t(`selftest.shown.${value}`)}</option>)}
        </select>
      </label>
      <table className="simple-table" aria-label={t('selftest.title')}>
        <thead>
          <tr><th>{t('selftest.command')}</th><th>{t('selftest.status')}</th><th>{t('selftest.time')}</th><th>{t('selftest.detail')}</th></tr>
        </thead>
        <tbody>
          {rows.map((result) => (
            <tr key={result.id} data-status={result.status}>
              <th scope="row">{result.id}</th>
              <td>{t(`selftest.${result.status}`)}</td>
              <td>{result.ms}</td>
              <td>
                {result.status === 'failed' ? <Failure result={result} /> : result.reason?.[lang] ?? result.detail ?? ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function Failure({ result }: { result: CheckResult }) {
  const t = useT();
  return (
    <dl className="selftest-failure">
      <dt>{t('selftest.expected')}</dt><dd>{result.detail}</dd>
      {result.call && <><dt>{t('selftest.call')}</dt><dd><code>{result.call.method} {result.call.path}</code></dd></>}
      {result.call && <><dt>{t('selftest.actual')}</dt><dd>{answerOf(result.call)}</dd></>}
    </dl>
  );
}
