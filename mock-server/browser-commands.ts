/**
 * Commands the embedded mock adds to the console it serves. The console knows nothing of its
 * backend, so the mock, not src/, brings "reset the demo data": it exists only where the mock
 * runs (registered when the browser host starts).
 */
import { registerCommand } from '../commands/registry';
import type { Command } from '../commands/types';
import { notify } from '../src/core/notify';
import { t } from '../src/i18n';

export function registerMockCommands(reset: () => void): () => void {
  const resetDemoData: Command<{ confirm: { kind: 'confirm'; label: { zh: string; en: string } } }> = {
    id: 'mock.resetDemoData',
    title: { zh: '重置演示数据', en: 'Reset the demo data' },
    group: 'system',
    keywords: ['mock', 'demo', 'reset', 'fixtures', '演示', '重置'],
    args: { confirm: { kind: 'confirm', label: { zh: '确定将演示数据恢复为初始数据?', en: 'Restore the demo data to its initial state?' } } },
    run() {
      reset();
      notify('success', t('message.operationSuccess'));
    },
    check: { mutates: true, scenario: async (h) => { await h.run({ confirm: true }); await h.see(t('message.operationSuccess')); } },
  };
  return registerCommand(resetDemoData);
}
