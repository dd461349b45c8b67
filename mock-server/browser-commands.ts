/**
 * Commands the embedded mock offers the console it serves. The console knows nothing of its
 * backend, so the mock, not src/, brings "reset the demo data": the browser host hands this
 * offer to the console through the backend gate (src/core/backend-gate.ts, src/platform/backend-offer.ts), and the console
 * registers it with its own commands while a session exists.
 *
 * It is offered to the platform administrator only (`when`; execute() refuses a command whose
 * `when` is false), and it resets through POST /api/__mock/reset with the console's HTTP client,
 * which sends the session's token, so the mock itself refuses anyone else and the console shows
 * the refusal in the server's words. After a reset `afterReset` runs (the browser host reloads
 * the page, so every screen shows the restored data).
 *
 * Beside its title the palette shows how much the browser's storage the demo uses and how much
 * is left (navigator.storage.estimate), where an administrator who meets 存储空间已满 looks.
 */
import type { Localized } from '../src/base/config';
import type { BackendOffer } from '../src/platform/backend-offer';
import { isAdministrator } from './auth/identity';

const MIB = 1024 * 1024;
const size = (bytes: number) => (bytes >= 1024 * MIB ? `${(bytes / 1024 / MIB).toFixed(1)} GB` : `${(bytes / MIB).toFixed(1)} MB`);

let usage: Localized | undefined;

/** The last estimate known (the browser answers asynchronously), asking for a newer one. */
function storageUse(): Localized | undefined {
  void navigator.storage?.estimate().then(({ usage: used = 0, quota = 0 }) => {
    usage = { zh: `已用 ${size(used)},剩余 ${size(Math.max(0, quota - used))}`, en: `${size(used)} used, ${size(Math.max(0, quota - used))} left` };
  }).catch(() => undefined);
  return usage;
}

export function mockOffer(afterReset: () => void): BackendOffer {
  return {
    name: { zh: '内置模拟后端 (在本浏览器中运行)', en: 'the embedded mock (running in this browser)' },
    commands: (call) => {
      // Asked now so that the palette, which asks synchronously, has a figure when it first opens.
      storageUse();
      return [
        {
          id: 'mock.resetDemoData',
          title: { zh: '重置演示数据', en: 'Reset the demo data' },
          group: 'system',
          keywords: ['mock', 'demo', 'reset', 'fixtures', 'storage', '演示', '重置', '存储'],
          hint: storageUse,
          when: (ctx) => ctx.loggedIn && isAdministrator(ctx.user?.tenant_id ?? '', ctx.roles),
          args: { confirm: { kind: 'confirm', destructive: true, label: { zh: '确定将演示数据恢复为初始数据?', en: 'Restore the demo data to its initial state?' } } },
          changesData: true,
          async run() {
            await call('/__mock/reset', { method: 'POST' });
            afterReset();
          },
          check: { impossible: { zh: '它会重新加载页面, 从而结束检查; 由 tests/mock-server/browser-commands.test.tsx 覆盖', en: 'it reloads the page, which ends the check; tests/mock-server/browser-commands.test.tsx covers it' } },
        },
      ];
    },
  };
}
