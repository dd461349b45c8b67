// The self-test page in Chromium on the production build: every check against the standalone
// mock through the /api proxy (API_TARGET's), and the read-only checks against the embedded mock.
// A correct backend fails no check, and skips none that the last known-good run on it passed
// (baseline.ts); the counts of checks skipped or impossible are printed with each reason.
// `npm run test:selftest`, run by .ci/run after `npm test`.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium, withPage } from '../harness';
import { serveBuild, startMockServer, type Host } from './hosts';
import { keepBaseline, lostChecks, updatingBaseline } from './baseline';
import { runSelfTestPage, secondsOf, summary, type Exported } from './page';

let browser: Browser | undefined;
const hosts: Host[] = [];
/** How long each run took (s), printed together at the end. */
const durations: string[] = [];
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  console.log(`self-test durations (targets: read-only ≤ 120 s, all ≤ 300 s on a quiet machine): ${durations.join(', ')}`);
  await browser?.close();
  for (const host of hosts.reverse()) await host.stop();
});

/** The run failed no check and skipped none its baseline passed; or it becomes the baseline, when asked. */
function expectWhole(name: string, run: Exported): void {
  expect(run.results.filter((r) => r.status === 'failed').map((r) => `${r.id}: ${r.detail}`)).toEqual([]);
  if (updatingBaseline) return keepBaseline(name, run);
  expect(lostChecks(name, run), 'checks the last known-good run passed were skipped (SELFTEST_UPDATE_BASELINE=1 npm run test:selftest keeps this run as the baseline, when that is meant)').toEqual([]);
}

const host = async (start: Promise<Host>) => {
  const started = await start;
  hosts.push(started);
  return started;
};

test('every read-only check passes against the embedded mock', async () => {
  const site = await host(serveBuild());
  await withPage(browser!, 'selftest-read-only-embedded', async (page) => {
    const run = await runSelfTestPage(page, site.url, 'read-only', console.log);
    console.log(summary('read-only checks, embedded mock', run));
    durations.push(`read-only ${secondsOf(run)} s`);
    expect(run.backend).toContain('内置模拟后端');
    expectWhole('read-only checks, embedded mock', run);
  });
});

test('every check passes against the standalone mock through the proxy', async () => {
  const mock = await host(startMockServer());
  const site = await host(serveBuild(mock.url));
  await withPage(browser!, 'selftest-all-gateway', async (page) => {
    const run = await runSelfTestPage(page, site.url, 'all', console.log);
    console.log(summary('all checks, standalone mock through the proxy', run));
    durations.push(`all ${secondsOf(run)} s`);
    expect(run.backend).toBe(`${site.url}/api`);
    expectWhole('all checks, standalone mock through the proxy', run);
  });
});
