import { proxy } from 'valtio';
import { openPage } from '../../platform/harness/console-state';
import { runCheck, type CheckResult } from '../../platform/harness/harness';
import { allCommands } from '../../platform/registry';
import type { AnyCommand } from '../../platform/types';

/** The self-test run: results outlive the pane, which the checks navigate away from. */
export const selfTest = proxy({
  running: false,
  results: [] as CheckResult[],
  total: 0,
});

/** Every registered command but the self-test's own (it would run itself). */
export function checkedCommands(): AnyCommand[] {
  return allCommands().filter((command) => !command.id.startsWith('selftest.'));
}

/**
 * Runs the checks of `commands` (every command's by default) against the backend this console
 * talks to. Checks that change data run only when the user says the backend may be changed;
 * checks that end the session never run here (they would end this run). Each check puts the
 * console back as it found it (runCheck), so the run ends on the page it started from, with
 * the same tabs open.
 */
export async function runSelfTest(allowMutation: boolean, commands: readonly AnyCommand[] = checkedCommands()): Promise<CheckResult[]> {
  if (selfTest.running) return selfTest.results;
  Object.assign(selfTest, { running: true, results: [], total: commands.length });
  try {
    for (const command of commands) {
      selfTest.results.push(await runCheck(command, { allowMutation, allowSessionEnd: false, prepare: (path) => openPage(path), timeout: 8000 }));
    }
  } finally {
    selfTest.running = false;
  }
  return selfTest.results;
}
