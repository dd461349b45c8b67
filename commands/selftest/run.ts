import { navigate } from 'wouter/use-browser-location';
import { isPlatformAdministrator } from '../../src/core/session';
import { t } from '../../src/i18n';
import '../../src/features/selftest/messages';
import type { CommandContext } from '../../src/platform/types';
import { defineCommand } from '../../src/platform/define-command';

const choices = { readOnly: 'read-only', all: 'all' } as const;

/**
 * The checks that change data write to whatever backend the console talks to, every school's
 * rows included: only the platform administrator, who may change all of them, may run them.
 */
const mayWrite = (ctx: CommandContext) => isPlatformAdministrator(ctx.user, ctx.roles);

/** Runs the command suite against the connected backend, from the self-test page. */
export const runSelfTestCommand = defineCommand({
  id: 'selftest.run',
  title: { zh: '运行自检', en: 'Run the self-test' },
  group: 'system',
  keywords: ['self-test', 'check', 'zijian', '自检', '测试'],
  args: {
    scope: {
      kind: 'choice',
      label: { zh: '检查范围', en: 'Which checks' },
      options: (ctx: CommandContext) => [
        { value: choices.readOnly, label: t('selftest.runReadOnly') },
        ...(mayWrite(ctx) ? [{ value: choices.all, label: t('selftest.runAll') }] : []),
      ],
      validate: (value: string, ctx: CommandContext) => {
        if (value === choices.readOnly || (value === choices.all && mayWrite(ctx))) return undefined;
        if (value === choices.all) return { zh: '只有平台管理员可以运行会修改数据的检查', en: 'Only the platform administrator may run the checks that change data' };
        return { zh: `没有这个检查范围: ${value}`, en: `No such choice of checks: ${value}` };
      },
    },
  },
  async run(_ctx, { scope }) {
    navigate('/test/index');
    const { runSelfTest } = await import('../../src/features/selftest/state');
    return runSelfTest(scope === choices.all);
  },
  check: { impossible: 'it runs every other check itself; the command suite covers each of them directly' },
});
