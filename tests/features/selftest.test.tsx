import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerCommands } from '../../src/platform/registry';
import type { AnyCommand, CommandCheck } from '../../src/platform/types';
import { session } from '../../src/core/session';
import { runSelfTest } from '../../src/features/selftest/run';
import { goTo, renderConsoleAs } from '../helpers/console';
import type { CommandId } from '../../src/schema/command-ids';

/** Commands of this test only, with the checks the self-test must report. */
const command = (id: CommandId, check: CommandCheck | { impossible: string }): AnyCommand => ({
  id, title: { zh: id, en: id }, group: 'system', run: () => undefined, check,
});

const checks = [
  command('test.wanders', {
    at: '/info/index',
    scenario: async (h) => {
      await h.execute('nav.menu.param');
      await h.at('/system/param');
      await h.execute('tabs.closeOthers', { tab: '/system/param' });
    },
  }),
  command('test.refused', { scenario: async (h) => h.expect(false, 'the backend answered 操作失败') }),
  command('test.unsupported', { scenario: async (h) => h.skip('this backend keeps the feature off') }),
  command('test.writes', { mutates: true, scenario: async () => undefined }),
  command('test.impossible', { impossible: 'it needs a printer attached to the browser' }),
];

describe('the self-test page', () => {
  it('reports each check with its reason and leaves the page and tabs as they were', async () => {
    await renderConsoleAs('admin', '/info/index');
    goTo('/test/index');
    await screen.findByRole('heading', { name: '自检' });
    const tabsBefore = session.tabs.map((tab) => tab.value);
    const unregister = registerCommands(checks);
    try {
      const results = await runSelfTest({ allowMutation: false, commands: checks });
      expect(results.map((r) => r.status)).toEqual(['passed', 'failed', 'skipped', 'skipped', 'impossible']);
    } finally {
      unregister();
    }
    expect(window.location.pathname).toBe('/test/index');
    expect(session.tabs.map((tab) => tab.value)).toEqual(tabsBefore);

    const table = await screen.findByRole('table', { name: '自检' });
    const row = (id: string) => within(table).getByRole('row', { name: new RegExp(id.replace('.', '\\.')) });
    expect(within(row('test.refused')).getByText('失败')).toBeTruthy();
    expect(within(row('test.refused')).getByText(/the backend answered 操作失败/)).toBeTruthy();
    expect(within(row('test.unsupported')).getByText('this backend keeps the feature off')).toBeTruthy();
    expect(within(row('test.writes')).getByText('会修改数据,本次运行不允许修改')).toBeTruthy();
    expect(within(row('test.impossible')).getByText('it needs a printer attached to the browser')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('通过 1,失败 1,跳过 2,无法检查 1');
  });
});
