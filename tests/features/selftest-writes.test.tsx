import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentContext } from '../../src/platform/context';
import { execute, getCommand, InvalidArgumentError } from '../../src/platform/registry';
import type { ArgSpec } from '../../src/platform/types';
import { renderConsoleAs, type AccountName } from '../helpers/console';

/** The values the palette offers for the self-test's scope, as the user at hand. */
async function scopesOffered(): Promise<string[]> {
  const spec = getCommand('selftest.run')!.args!.scope as Extract<ArgSpec, { kind: 'choice' }>;
  return (await spec.options(currentContext())).map((option) => option.value);
}

async function openSelfTest(account: AccountName) {
  await renderConsoleAs(account, '/test/index');
  await screen.findByRole('heading', { name: '自检' });
}

describe('the self-test\'s checks that write', () => {
  it('are offered to the platform administrator', async () => {
    await openSelfTest('admin');
    expect(screen.getByRole('button', { name: '运行全部检查(会修改数据)' })).toBeTruthy();
    expect(await scopesOffered()).toEqual(['read-only', 'all']);
  });

  for (const account of ['schoolAdmin', 'teacher'] as const) {
    it(`are neither offered to nor accepted from ${account}`, async () => {
      await openSelfTest(account);
      expect(screen.getByRole('button', { name: '运行只读检查' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: '运行全部检查(会修改数据)' })).toBeNull();
      expect(screen.getByText('会修改数据的检查只对平台管理员开放。')).toBeTruthy();
      expect(await scopesOffered()).toEqual(['read-only']);
      const refused = await execute('selftest.run', { scope: 'all' }, 'test').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(InvalidArgumentError);
      expect((refused as InvalidArgumentError).problems.scope?.zh).toBe('只有平台管理员可以运行会修改数据的检查');
      expect(screen.getByRole('status').textContent).toBe('尚未运行');
    });
  }
});
