import { afterEach, describe, expect, it } from 'vitest';
import { currentContext } from '../../src/platform/context';
import { CommandUnavailableError, execute, getCommand, isAvailable } from '../../src/platform/registry';
import { registerMockCommands } from '../../mock-server/browser-commands';
import { db } from '../../mock-server/db';
import { login } from '../../src/core/auth';
import { accounts, type AccountName } from '../helpers/console';

const RESET = 'mock.resetDemoData';
let resets = 0;
let unregister: () => void = () => undefined;

async function registeredAs(account: AccountName): Promise<void> {
  resets = 0;
  unregister = registerMockCommands(() => resets++);
  await login(accounts[account]);
}

const schoolName = () => db.table('tenant').find((t) => t.tenantId === '100001')!.tenantName;

afterEach(() => unregister());

describe('the mock\'s own console command', () => {
  it('resets the demo data for the platform administrator, after a confirmation', async () => {
    await registeredAs('admin');
    expect(getCommand(RESET)?.args?.confirm.kind).toBe('confirm');
    expect(isAvailable(getCommand(RESET)!, currentContext())).toBe(true);
    db.table('tenant').find((t) => t.tenantId === '100001')!.tenantName = 'changed';
    await execute(RESET, { confirm: true }, 'test');
    expect(schoolName()).toBe('星河实验小学');
    expect(resets).toBe(1);
  });

  it('is neither offered to nor run for anyone else', async () => {
    for (const account of ['schoolAdmin', 'teacher'] as const) {
      await registeredAs(account);
      db.table('tenant').find((t) => t.tenantId === '100001')!.tenantName = 'changed';
      expect(isAvailable(getCommand(RESET)!, currentContext()), account).toBe(false);
      await expect(execute(RESET, { confirm: true }, 'test')).rejects.toBeInstanceOf(CommandUnavailableError);
      expect(schoolName()).toBe('changed');
      expect(resets).toBe(0);
      unregister();
    }
  });

  it('leaves the refusal to the server when the console still believes it may reset', async () => {
    await registeredAs('admin');
    db.table('user').find((u) => u.tenantId === '000000' && u.account === 'admin')!.roleId = '';
    db.table('tenant').find((t) => t.tenantId === '100001')!.tenantName = 'changed';
    await expect(execute(RESET, { confirm: true }, 'test')).rejects.toThrow('请求被拒绝');
    expect(schoolName()).toBe('changed');
    expect(resets).toBe(0);
  });

  it('is gone once unregistered', async () => {
    await registeredAs('admin');
    unregister();
    expect(getCommand(RESET)).toBeUndefined();
  });
});
