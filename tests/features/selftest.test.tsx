import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerCommands } from '../../src/platform/registry';
import type { AnyCommand, CommandCheck } from '../../src/platform/types';
import { session } from '../../src/core/session';
import { runSelfTest } from '../../src/features/selftest/run';
import { goTo, renderConsoleAs } from '../helpers/console';
import type { CommandId } from '../../src/schema/command-ids';
import type { Localized } from '../../src/base/config';
import { getCommand } from '../../src/platform/registry';
import { layout } from '../../src/core/layout';
import { language } from '../../src/i18n';
import { readStored } from '../../src/base/local-data';
import { columnPrefsOf, arrangeColumn } from '../../src/engine/column-prefs';
import { controllerOf, search } from '../../src/engine/controller';

/** Commands of this test only, with the checks the self-test must report. */
const command = (id: CommandId, check: CommandCheck | { impossible: Localized }): AnyCommand => ({
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
  command('test.unsupported', { scenario: async (h) => h.skip({ zh: '此后端关闭了该功能', en: 'this backend keeps the feature off' }) }),
  command('test.writes', { mutates: true, scenario: async () => undefined }),
  command('test.impossible', { impossible: { zh: '需要连接打印机', en: 'it needs a printer attached to the browser' } }),
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
    // Reasons in the console's language.
    expect(within(row('test.unsupported')).getByText('此后端关闭了该功能')).toBeTruthy();
    expect(within(row('test.writes')).getByText('会修改数据,本次运行不允许修改')).toBeTruthy();
    expect(within(row('test.impossible')).getByText('需要连接打印机')).toBeTruthy();
    expect(screen.getByRole('option', { name: '组织与权限' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('通过 1,失败 1,跳过 2,无法检查 1');
  });
});

describe('a self-test run', () => {
  it('leaves the signed-in user\'s session, settings and screens as it found them', async () => {
    await renderConsoleAs('admin', '/test/index');
    await screen.findByRole('heading', { name: '自检' });
    const info = JSON.stringify(session.userInfo);
    search('post', { postName: '教' });
    const before = { theme: layout.theme, collapsed: layout.collapsed, post: JSON.stringify(controllerOf('post').filters), columns: JSON.stringify(columnPrefsOf('param')) };
    const meddles = command('test.meddles', {
      scenario: async () => {
        layout.theme = layout.theme === 'theme-dark' ? 'theme-white' : 'theme-dark';
        layout.collapsed = !layout.collapsed;
        language.current = 'en';
        search('post', { postName: '校' });
        arrangeColumn('param', ['paramName', 'paramKey', 'paramValue'], 'paramKey', 'hide');
      },
    });
    const unregister = registerCommands([meddles]);
    try {
      // The profile check saves the user's own name (核对姓名) and puts the server's back; the session too.
      const results = await runSelfTest({ allowMutation: true, commands: [getCommand('org.info.update')!, meddles] });
      expect(results.map((r) => r.status)).toEqual(['passed', 'passed']);
    } finally {
      unregister();
    }
    expect(JSON.stringify(session.userInfo)).toBe(info);
    expect(JSON.stringify(readStored('user-info', null))).toBe(info);
    expect(screen.getByRole('banner').textContent).not.toContain('核对姓名');
    expect(language.current).toBe('zh');
    expect({ theme: layout.theme, collapsed: layout.collapsed, post: JSON.stringify(controllerOf('post').filters), columns: JSON.stringify(columnPrefsOf('param')) }).toEqual(before);
  });
});
