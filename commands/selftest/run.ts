import { navigate } from 'wouter/use-browser-location';
import { t } from '../../src/i18n';
import '../../src/features/selftest/messages';
import type { Command } from '../../src/platform/types';

const choices = { readOnly: 'read-only', all: 'all' } as const;

/** Runs the command suite against the connected backend, from the self-test page. */
export const runSelfTestCommand: Command<{ scope: { kind: 'choice'; label: { zh: string; en: string }; options: () => { value: string; label: string }[] } }> = {
  id: 'selftest.run',
  title: { zh: '运行自检', en: 'Run the self-test' },
  group: 'system',
  keywords: ['self-test', 'check', 'zijian', '自检', '测试'],
  args: {
    scope: {
      kind: 'choice',
      label: { zh: '检查范围', en: 'Which checks' },
      options: () => [
        { value: choices.readOnly, label: t('selftest.runReadOnly') },
        { value: choices.all, label: t('selftest.runAll') },
      ],
    },
  },
  async run(_ctx, { scope }) {
    navigate('/test/index');
    const { runSelfTest } = await import('../../src/features/selftest/state');
    return runSelfTest(scope === choices.all);
  },
  check: { impossible: 'it runs every other check itself; the command suite covers each of them directly' },
};
