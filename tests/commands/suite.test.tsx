import { cleanup } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { allCommands } from '../../commands/registry';
import { runCheck, type CheckResult } from '../../commands/harness/harness';
import { waitUntil } from '../../commands/harness/screen';
import { db } from '../../mock-server/db';
import { renderConsoleAs } from '../helpers/console';

/**
 * The command suite: every registered command's check, against the Node mock, each in a fresh
 * console (fixtures restored, logged in as the platform admin, at the check's path).
 */
describe('command suite', () => {
  const results: CheckResult[] = [];
  afterAll(() => cleanup());

  it('runs every registered command\'s check', async () => {
    await renderConsoleAs('admin');
    await waitUntil(() => allCommands().length > 0, 5000, () => 'no commands were registered');
    const ids = allCommands().map((command) => command.id).sort();
    for (const id of ids) {
      const command = allCommands().find((c) => c.id === id);
      if (!command) continue;
      results.push(await runCheck(command, {
        allowMutation: true,
        allowSessionEnd: true,
        timeout: 4000,
        prepare: async (path) => {
          db.reset();
          await renderConsoleAs('admin', path);
        },
      }));
    }
    const failed = results.filter((r) => r.status === 'failed');
    const report = failed.map((r) => `✗ ${r.id}: ${r.detail}`).join('\n');
    expect(failed, report).toEqual([]);
  }, 600_000);

  it('fails when a registered command has no check, and says why a check is impossible', () => {
    for (const command of allCommands()) {
      expect(command.check, `${command.id} has no check`).toBeTruthy();
      if ('impossible' in command.check) expect(command.check.impossible.length, `${command.id} must say why`).toBeGreaterThan(10);
    }
  });
});
