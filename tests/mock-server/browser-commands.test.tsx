import { PATIENCE } from '../helpers/patience';
import { afterEach, describe, expect, it } from 'vitest';
import { mockOffer } from '../../mock-server/browser-commands';
import { db } from '../../mock-server/db';
import { login } from '../../src/auth/login';
import { currentContext } from '../../src/platform/context';
import { waitUntil } from '../../src/platform/harness/screen';
import { CommandUnavailableError, execute, getCommand, isAvailable } from '../../src/platform/registry';
import { commandsRegistered, registerAllCommands } from '../../src/shell/console-commands';
import { accounts, type AccountName } from '../helpers/console';

const RESET = 'mock.resetDemoData';
let resets = 0;
let unregister: () => void = () => undefined;

// The page's gate as the browser host opens it (build/html.mjs): the mock's offer comes with it.
globalThis.__BACKEND_GATE__ = () => Promise.resolve(mockOffer(() => resets++));

/** Logs in and lets the console register its commands, the backend's offer among them. */
async function registeredAs(account: AccountName): Promise<void> {
  resets = 0;
  await login(accounts[account]);
  unregister = registerAllCommands();
  await waitUntil(commandsRegistered, PATIENCE, () => 'the console\'s commands were not registered');
}

const schoolName = () => db.rows('tenant').find((t) => t.tenantId === '100001')!.tenantName;

afterEach(() => unregister());

describe('the mock\'s own console command', () => {
  it('reaches the console through the backend gate and resets the demo data for the platform administrator, after a confirmation', async () => {
    await registeredAs('admin');
    expect(getCommand(RESET)?.args?.confirm.kind).toBe('confirm');
    expect(isAvailable(getCommand(RESET)!, currentContext())).toBe(true);
    db.update('tenant', db.rows('tenant').find((t) => t.tenantId === '100001')!, { tenantName: 'changed' });
    await execute(RESET, { confirm: true }, 'test');
    expect(schoolName()).toBe('星河实验小学');
    expect(resets).toBe(1);
  });

  it('is neither offered to nor run for anyone else', async () => {
    for (const account of ['schoolAdmin', 'teacher'] as const) {
      await registeredAs(account);
      db.update('tenant', db.rows('tenant').find((t) => t.tenantId === '100001')!, { tenantName: 'changed' });
      expect(isAvailable(getCommand(RESET)!, currentContext()), account).toBe(false);
      await expect(execute(RESET, { confirm: true }, 'test')).rejects.toBeInstanceOf(CommandUnavailableError);
      expect(schoolName()).toBe('changed');
      expect(resets).toBe(0);
      unregister();
    }
  });

  it('leaves the refusal to the server when the console still believes it may reset', async () => {
    await registeredAs('admin');
    db.update('user', db.rows('user').find((u) => u.tenantId === '000000' && u.account === 'admin')!, { roleId: '' });
    db.update('tenant', db.rows('tenant').find((t) => t.tenantId === '100001')!, { tenantName: 'changed' });
    await expect(execute(RESET, { confirm: true }, 'test')).rejects.toThrow('请求被拒绝');
    expect(schoolName()).toBe('changed');
    expect(resets).toBe(0);
  });

  it('is gone with the console\'s commands', async () => {
    await registeredAs('admin');
    unregister();
    expect(getCommand(RESET)).toBeUndefined();
  });
});
