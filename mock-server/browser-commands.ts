/**
 * Commands the embedded mock adds to the console it serves. The console knows nothing of its
 * backend, so the mock, not src/, brings "reset the demo data": it exists only where the mock
 * runs (registered when the browser host starts).
 *
 * It is offered to the platform administrator only (`when`; execute() refuses a command whose
 * `when` is false), and it resets through POST /api/__mock/reset with the session's token, so
 * the mock itself refuses anyone else. The mock has no say in the console's messages: a refusal
 * is thrown with the server's words, which the palette shows, and after a reset `afterReset`
 * runs (the browser host saves and reloads the page, so every screen shows the restored data).
 */
import { registerCommand } from '../src/platform/registry';
import type { Command } from '../src/platform/types';
import { session } from '../src/core/session';
import { isAdministrator } from './auth/identity';

type ResetArgs = { confirm: { kind: 'confirm'; label: { zh: string; en: string } } };

export function registerMockCommands(afterReset: () => void): () => void {
  const resetDemoData: Command<ResetArgs> = {
    id: 'mock.resetDemoData',
    title: { zh: '重置演示数据', en: 'Reset the demo data' },
    group: 'system',
    keywords: ['mock', 'demo', 'reset', 'fixtures', '演示', '重置'],
    when: (ctx) => ctx.loggedIn && isAdministrator(ctx.user?.tenant_id ?? '', ctx.roles),
    args: { confirm: { kind: 'confirm', label: { zh: '确定将演示数据恢复为初始数据?', en: 'Restore the demo data to its initial state?' } } },
    changesData: true,
    async run() {
      const response = await fetch('/api/__mock/reset', { method: 'POST', headers: { 'Blade-Auth': `bearer ${session.token}` } });
      const answer = (await response.json()) as { success?: boolean; msg?: string };
      if (!answer.success) throw new Error(answer.msg);
      afterReset();
    },
    check: { impossible: 'it reloads the page, which ends the check; tests/mock-server/browser-commands.test.tsx covers it' },
  };
  return registerCommand(resetDemoData);
}
