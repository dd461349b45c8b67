// Drives the self-test page as an administrator would: log in, choose the checks, run them, wait
// for the end, export the results as JSON and read them.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { logIn } from '../session';

export interface Result { id: string; status: 'passed' | 'failed' | 'skipped' | 'impossible'; detail?: string; reason?: { zh: string; en: string }; ms: number; call?: { method: string; path: string; status: number; code?: number; msg?: string } }
export interface Exported { backend: string; user: string; scope: string; startedAt: string; finishedAt: string; counts: Record<Result['status'], number>; results: Result[] }

/** Runs the checks (`all`, or the read-only ones) from /test/index and returns the exported JSON. */
export async function runSelfTestPage(page: Page, url: string, scope: 'all' | 'read-only', log: (line: string) => void): Promise<Exported> {
  await logIn(page, url);
  await page.goto(`${url}/test/index`);
  await page.getByRole('heading', { name: '自检' }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: scope === 'all' ? '运行全部检查(会修改数据)' : '运行只读检查' }).click();
  const exportJson = page.getByRole('button', { name: '导出结果 (JSON)' });
  const started = Date.now();
  // The run ends back on the self-test page with its export offered; until then its progress
  // shows, logged every 30 s (a check that reloads the page ends a wait early: it is waited again).
  for (;;) {
    const ended = await page.waitForFunction(() => window.location.pathname === '/test/index'
      && [...document.querySelectorAll('button')].some((button) => button.textContent === '导出结果 (JSON)' && !button.disabled), undefined, { timeout: 30_000, polling: 500 }).then(() => true, () => false);
    if (ended) break;
    log(`${Math.round((Date.now() - started) / 1000)} s: ${await page.locator('.selftest-progress .value').first().textContent({ timeout: 1000 }).catch(() => '')}`);
  }
  const [download] = await Promise.all([page.waitForEvent('download'), exportJson.click()]);
  const text = readFileSync((await download.path())!, 'utf8');
  // SELFTEST_RESULTS_DIR keeps each run's export, to compare runs (which checks got slower).
  if (process.env.SELFTEST_RESULTS_DIR) writeFileSync(path.join(process.env.SELFTEST_RESULTS_DIR, `selftest-${scope}.json`), text);
  return JSON.parse(text) as Exported;
}

/** How long the run took, from the export's start and end (s). */
export const secondsOf = (run: Exported) => Math.round((Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000);

/** The counts, each check that did not run with its reason, and each failure with its call. */
export function summary(name: string, run: Exported): string {
  const lines = [`${name}: ${run.backend} as ${run.user}, ${run.results.length} checks in ${secondsOf(run)} s: ${JSON.stringify(run.counts)}`];
  for (const status of ['failed', 'skipped', 'impossible'] as const) {
    for (const result of run.results.filter((r) => r.status === status)) {
      lines.push(`  ${status} ${result.id}: ${result.reason?.en ?? result.detail ?? ''}${result.call ? ` [${result.call.method} ${result.call.path} → ${result.call.status} ${result.call.code ?? ''} ${result.call.msg ?? ''}]` : ''}`);
    }
  }
  return lines.join('\n');
}
