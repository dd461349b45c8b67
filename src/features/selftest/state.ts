import { proxy } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { session } from '../../core/session';
import type { CheckResult } from '../../platform/harness/harness';
import type { Area } from './areas';

export type Scope = 'read-only' | 'all';

/** The self-test run: results outlive the pane, which the checks navigate away from. */
export const selfTest = proxy({
  running: false,
  scope: 'read-only' as Scope,
  /** The area run, or null for every area. */
  area: null as Area | null,
  results: [] as CheckResult[],
  total: 0,
  /** When the run started and ended (ms since the epoch); 0 while not yet. */
  startedAt: 0,
  finishedAt: 0,
  /** What the checks ran against: the backend's own name, else the gateway's address. */
  backend: '',
  /** Who ran them: tenant, account and name. */
  user: '',
});

// A run's results are its user's: a login or logout (a new userInfo, which a token refresh
// keeps) forgets a finished run, so the next user of the page never sees them.
subscribeKey(session, 'userInfo', () => {
  if (!selfTest.running) Object.assign(selfTest, { results: [], total: 0, startedAt: 0, finishedAt: 0, backend: '', user: '' });
}, true);

/** How long the rest of the run will take at the pace so far (ms); undefined until a few checks have run. */
export function timeLeft(run: { running: boolean; results: readonly unknown[]; total: number; startedAt: number }, now = Date.now()): number | undefined {
  const done = run.results.length;
  if (!run.running || done < 5) return undefined;
  return ((now - run.startedAt) / done) * (run.total - done);
}
