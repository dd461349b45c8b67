import { navigate } from 'wouter/use-browser-location';
import { selfTest } from '../../src/features/selftest/state';
import '../../src/features/selftest/messages';
import { getCommand } from '../../src/platform/registry';
import type { AnyCommand } from '../../src/platform/types';
import { defineCommand } from '../../src/platform/define-command';
import { mayWrite } from './shared';

const failedIds = () => selfTest.results.filter((result) => result.status === 'failed').map((result) => result.id);

/**
 * Runs the last run's failed checks again, with its scope; their new results replace the old ones
 * in the report, the others stay. The checks that write run again only for the platform
 * administrator, as they ran.
 */
export const rerunFailedCommand = defineCommand({
  id: 'selftest.rerunFailed',
  title: { zh: '自检 · 重新运行失败的检查', en: 'Self-test · run the failed checks again' },
  group: 'system',
  keywords: ['self-test', 'failed', 'rerun', 'again', '自检', '失败', '重新'],
  when: (ctx) => !selfTest.running && failedIds().length > 0 && (selfTest.scope !== 'all' || mayWrite(ctx)),
  async run() {
    navigate('/test/index');
    const { runSelfTest } = await import('../../src/features/selftest/run');
    const commands = failedIds().map((id) => getCommand(id)).filter((command): command is AnyCommand => Boolean(command));
    return runSelfTest({ allowMutation: selfTest.scope === 'all', commands, area: selfTest.area, keep: selfTest.results });
  },
  check: { impossible: { zh: '它重新运行其他检查; tests/features/selftest.test.tsx 以自己的检查运行它', en: 'it runs other checks again; tests/features/selftest.test.tsx runs it on checks of its own' } },
});
