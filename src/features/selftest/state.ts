import { proxy } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { allCommands } from '../../../commands/registry';
import { runCheck, type CheckResult } from '../../../commands/harness/harness';
import { waitUntil } from '../../../commands/harness/screen';

/** The self-test run: results outlive the pane, which the checks navigate away from. */
export const selfTest = proxy({
  running: false,
  results: [] as CheckResult[],
  total: 0,
});

const SELF_TEST_PATH = '/test/index';

async function openPath(path: string): Promise<void> {
  if (window.location.pathname !== path) navigate(path);
  await waitUntil(() => window.location.pathname === path && !document.querySelector('.pane-loading'), 10000, () => `could not open ${path}`);
}

/**
 * Runs every command's check against the backend this console talks to. Checks that change
 * data run only when the user says the backend may be changed; checks that end the session
 * never run here (they would end this run).
 */
export async function runSelfTest(allowMutation: boolean): Promise<CheckResult[]> {
  if (selfTest.running) return selfTest.results;
  const commands = allCommands().filter((command) => !command.id.startsWith('selftest.'));
  Object.assign(selfTest, { running: true, results: [], total: commands.length });
  try {
    for (const command of commands) {
      selfTest.results.push(await runCheck(command, { allowMutation, allowSessionEnd: false, prepare: openPath, timeout: 8000 }));
    }
  } finally {
    selfTest.running = false;
    await openPath(SELF_TEST_PATH).catch(() => undefined);
  }
  return selfTest.results;
}
