import { session } from '../../core/session';
import { keepConsole, openPage } from '../../platform/harness/console-state';
import { runCheck, type CheckResult } from '../../platform/harness/harness';
import { allCommands } from '../../platform/registry';
import type { AnyCommand } from '../../platform/types';
import { areaOf, type Area } from './areas';
import { endOf, screenOrder, startingPage, startOf } from './plan';
import { selfTest } from './state';
import { describeBackend } from './use-backend';

/** Every registered command but the self-test's own (they would run themselves), in one area when given. */
export function checkedCommands(area: Area | null = null): AnyCommand[] {
  return allCommands().filter((command) => !command.id.startsWith('selftest.') && (!area || areaOf(command.id) === area));
}

const describeUser = () => {
  const user = session.userInfo;
  return user ? `${user.tenant_id} · ${user.account} (${user.real_name || user.user_name})` : '';
};

export interface RunRequest {
  /** Include the checks that change data (only against a backend that may be changed). */
  allowMutation: boolean;
  /** Whose checks run: every command's by default. */
  commands?: readonly AnyCommand[];
  /** The area they are, for the report; null for every area. */
  area?: Area | null;
  /** Results of an earlier run kept beside the new ones (running the failed checks again). */
  keep?: readonly CheckResult[];
}

/**
 * Runs the checks of `commands` against the backend this console talks to. Checks that change
 * data run only when the user says the backend may be changed; checks that end the session never
 * run here (they would end this run). Checks of one screen run one after another on it without
 * loading it again (screenOrder); when the run leaves a screen, the tabs, closed tabs and undo
 * history go back to what they were (the screen stays until the next check opens its own page,
 * which spares loading the page the run started from in between); at the end, the page too.
 */
export async function runSelfTest({ allowMutation, commands = checkedCommands(), area = null, keep = [] }: RunRequest): Promise<CheckResult[]> {
  if (selfTest.running) return selfTest.results;
  const rerun = new Set<string>(commands.map((command) => command.id));
  const kept = keep.filter((result) => !rerun.has(result.id));
  // valtio keeps the array it is given as the store's own, so it grows with the run: counted now.
  const keptCount = kept.length;
  Object.assign(selfTest, {
    running: true, scope: allowMutation ? 'all' : 'read-only', area, results: kept, total: keptCount + commands.length,
    startedAt: Date.now(), finishedAt: 0, backend: await describeBackend(), user: describeUser(),
  });
  const restoreRun = keepConsole();
  const ordered = screenOrder(commands);
  try {
    for (const [index, command] of ordered.entries()) {
      const result = await runCheck(command, { allowMutation, allowSessionEnd: false, prepare: () => openPage(startingPage(command, window.location.pathname)!), timeout: 8000, stay: true });
      selfTest.results.push(result);
      if (startOf(ordered[index + 1]) !== endOf(command)) restoreRun(true);
    }
  } finally {
    restoreRun();
    Object.assign(selfTest, { running: false, finishedAt: Date.now() });
  }
  return selfTest.results.slice(keptCount);
}
