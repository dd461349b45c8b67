/**
 * Commands the embedded mock offers the console it serves. The console knows nothing of its
 * backend, so the mock, not src/, brings "reset the demo data": the browser host hands this
 * offer to the console through the backend gate (src/core/backend-gate.ts, src/platform/backend-offer.ts), and the console
 * registers it with its own commands while a session exists.
 *
 * It is offered to the platform administrator only (`when`; execute() refuses a command whose
 * `when` is false), and it resets through POST /api/__mock/reset with the console's HTTP client,
 * which sends the session's token, so the mock itself refuses anyone else and the console shows
 * the refusal in the server's words. After a reset `afterReset` runs (the browser host saves and
 * reloads the page, so every screen shows the restored data).
 */
import type { BackendOffer } from '../src/platform/backend-offer';
import { isAdministrator } from './auth/identity';

export function mockOffer(afterReset: () => void): BackendOffer {
  return {
    commands: (call) => [
      {
        id: 'mock.resetDemoData',
        title: { zh: '重置演示数据', en: 'Reset the demo data' },
        group: 'system',
        keywords: ['mock', 'demo', 'reset', 'fixtures', '演示', '重置'],
        when: (ctx) => ctx.loggedIn && isAdministrator(ctx.user?.tenant_id ?? '', ctx.roles),
        args: { confirm: { kind: 'confirm', label: { zh: '确定将演示数据恢复为初始数据?', en: 'Restore the demo data to its initial state?' } } },
        changesData: true,
        async run() {
          await call('/__mock/reset', { method: 'POST' });
          afterReset();
        },
        check: { impossible: 'it reloads the page, which ends the check; tests/mock-server/browser-commands.test.tsx covers it' },
      },
    ],
  };
}
