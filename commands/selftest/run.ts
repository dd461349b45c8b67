import { navigate } from 'wouter/use-browser-location';
import { t } from '../../src/i18n';
import { AREAS, type Area } from '../../src/features/selftest/areas';
import '../../src/features/selftest/messages';
import type { CommandContext } from '../../src/platform/types';
import { defineCommand } from '../../src/platform/define-command';
import { choices, mayWrite } from './shared';

const isArea = (value: string | undefined): value is Area => (AREAS as readonly string[]).includes(value ?? '');

/** Runs the command suite against the connected backend, from the self-test page: every area, or one. */
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
    area: {
      kind: 'choice',
      optional: true,
      label: { zh: '区域 (留空为全部)', en: 'Area (empty for every area)' },
      options: () => AREAS.map((area) => ({ value: area, label: t(`selftest.areas.${area}`), hint: area })),
      validate: (value: string) => (!value || isArea(value) ? undefined : { zh: `没有这个区域: ${value}`, en: `No such area: ${value}` }),
    },
  },
  async run(_ctx, { scope, area }) {
    navigate('/test/index');
    const { checkedCommands, runSelfTest } = await import('../../src/features/selftest/run');
    const only = isArea(area) ? area : null;
    return runSelfTest({ allowMutation: scope === choices.all, commands: checkedCommands(only), area: only });
  },
  check: { impossible: { zh: '它自己运行其他所有检查; 命令测试套件直接覆盖每一项', en: 'it runs every other check itself; the command suite covers each of them directly' } },
});
