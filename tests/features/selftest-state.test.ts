import { describe, expect, it } from 'vitest';
import { login } from '../../src/auth/login';
import { clearSession } from '../../src/core/session';
import { selfTest } from '../../src/features/selftest/state';
import type { CheckResult } from '../../src/platform/harness/harness';
import { accounts } from '../helpers/console';

const finishedRun = () =>
  Object.assign(selfTest, { running: false, results: [{ id: 'param.add', ok: false } as unknown as CheckResult], total: 1, startedAt: 1, finishedAt: 2, user: '000000 admin' });

describe('the self-test\'s results', () => {
  it('are their user\'s: a logout or another login forgets a finished run, a run going on keeps them', async () => {
    await login(accounts.admin);
    finishedRun();
    clearSession();
    expect(selfTest).toMatchObject({ results: [], total: 0, finishedAt: 0, user: '' });

    finishedRun();
    await login(accounts.schoolAdmin);
    expect(selfTest.results).toEqual([]);

    Object.assign(selfTest, { running: true, results: [{ id: 'param.add' } as unknown as CheckResult], total: 3 });
    clearSession();
    expect(selfTest.results).toHaveLength(1);
    selfTest.running = false;
  });
});
