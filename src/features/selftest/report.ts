/**
 * What a run leaves to keep and compare: a JSON of every result and a readable report that
 * names the backend, the user, the time, the counts and, for each check that did not pass, why;
 * for a failure also the call and what came back.
 */
import type { TracedCall } from '../../core/call-trace';
import { language, t } from '../../i18n';
import type { CheckResult } from '../../platform/harness/harness';
import './messages';

/** A run as its snapshot holds it. */
interface Run {
  scope: string;
  area: string | null;
  backend: string;
  user: string;
  startedAt: number;
  finishedAt: number;
  total: number;
  results: readonly CheckResult[];
}
const STATUSES = ['passed', 'failed', 'skipped', 'impossible'] as const;

export function countsOf(results: readonly CheckResult[]): Record<CheckResult['status'], number> {
  const counts = { passed: 0, failed: 0, skipped: 0, impossible: 0 };
  for (const result of results) counts[result.status]++;
  return counts;
}

/** What came back to a call: `HTTP 200, code 400: message`. */
export function answerOf(call: TracedCall): string {
  const answer = call.status === 0 ? t('selftest.noAnswer') : `HTTP ${call.status}${call.code !== undefined ? `, code ${call.code}` : ''}`;
  return `${answer}${call.msg ? `: ${call.msg}` : ''}`;
}

/** The results as JSON, with what they were checked against. */
export function resultsJson(run: Run): string {
  const { scope, area, backend, user, startedAt, finishedAt, total, results } = run;
  return JSON.stringify({
    backend, user, scope, area, total,
    startedAt: new Date(startedAt).toISOString(),
    finishedAt: finishedAt ? new Date(finishedAt).toISOString() : null,
    counts: countsOf(results),
    results,
  }, null, 2);
}

/** The readable report (Markdown): the header, the counts, then each check that did not pass. */
export function readableReport(run: Run): string {
  const counts = countsOf(run.results);
  const lines = [
    `# ${t('selftest.title')}`,
    '',
    `- ${t('selftest.backend')}: ${run.backend}`,
    `- ${t('selftest.user')}: ${run.user}`,
    `- ${t('selftest.started')}: ${new Date(run.startedAt).toLocaleString()}`,
    `- ${t('selftest.duration')}: ${Math.round(((run.finishedAt || Date.now()) - run.startedAt) / 1000)} s`,
    `- ${t('selftest.scopeLabel')}: ${run.scope === 'all' ? t('selftest.runAll') : t('selftest.runReadOnly')}${run.area ? ` · ${t(`selftest.areas.${run.area}`)}` : ''}`,
    `- ${t('selftest.summary', counts)} (${t('selftest.progress', { done: run.results.length, total: run.total })})`,
  ];
  for (const status of STATUSES.slice(1)) {
    const listed = run.results.filter((result) => result.status === status);
    if (!listed.length) continue;
    lines.push('', `## ${t(`selftest.${status}`)} (${listed.length})`, '');
    for (const result of listed) {
      if (status !== 'failed') {
        lines.push(`- \`${result.id}\`: ${result.reason?.[language.current] ?? result.detail ?? ''}`);
        continue;
      }
      lines.push(`- \`${result.id}\``, `  - ${t('selftest.expected')}: ${result.detail ?? ''}`);
      if (result.call) lines.push(`  - ${t('selftest.call')}: ${result.call.method} ${result.call.path}`, `  - ${t('selftest.actual')}: ${answerOf(result.call)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
