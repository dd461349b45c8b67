/**
 * `execute` takes each command's own arguments: tsc (`npm test` runs it before vitest) fails on
 * every line marked `@ts-expect-error` below if it compiles, so a call naming an argument its
 * command lacks, giving one a value of the wrong kind, giving arguments to a command that takes
 * none, leaving out a needed one where nobody is asked (a script's call, a check's), or naming
 * an id no command has does not compile. The calls are only compiled: `typed`
 * is never run. The arguments of a resource's command are its schema's fields (add, edit,
 * search, bulk edit) or the factory's own (commands/crud.ts); a hand-written command's are its
 * definition's `args` (commands/index.ts).
 */
import { describe, expect, it } from 'vitest';
import { execute } from '../../src/platform/registry';
import { runCommand } from '../../src/platform/run-command';
import type { CheckHarness } from '../../src/platform/types';
import { crudCommandId } from '../../src/schema/command-ids';

function typed(h: CheckHarness) {
  return [
    execute('crud.param.add', { paramName: '学期', paramKey: 'term', paramValue: '2' }),
    execute('crud.param.search', { paramName: '学期', createTimeFrom: '2025-09-01' }),
    execute('crud.param.delete', { confirm: true }),
    execute('tabs.close', { tab: '/system/param' }),
    execute('nav.home', {}),
    execute('nav.menu.param'),
    runCommand('school.qns.options', {}, 'button'),
    h.execute('org.user.resetPassword', { confirm: true }),
    // A person is asked what a button, the palette or a link leaves out.
    execute('crud.param.delete', {}, 'palette'),
    runCommand('org.user.resetPassword'),
    // A schema known only at run time: the verb's arguments on some screen.
    execute(crudCommandId('param', 'pageSize'), { size: '20' }),
    // @ts-expect-error: a field the schema lacks
    execute('crud.param.add', { paramNam: '学期' }),
    // @ts-expect-error: a search field of another screen
    execute('crud.param.search', { realName: '张' }),
    // @ts-expect-error: a confirmation is true, not text
    execute('crud.param.delete', { confirm: 'yes' }),
    // @ts-expect-error: an argument the command lacks
    execute('tabs.close', { tabs: '/system/param' }),
    // @ts-expect-error: a command without arguments takes none
    execute('nav.home', { tab: '/system/param' }),
    // @ts-expect-error: the options of a question take no arguments (its id is its own, not every hand-written one)
    runCommand('school.qns.options', { tab: '/system/param' }, 'button'),
    // @ts-expect-error: through the check harness too
    h.execute('org.user.resetPassword', { confirm: 'yes' }),
    // @ts-expect-error: a script is not asked, so it gives the confirmation
    execute('crud.param.delete', {}),
    // @ts-expect-error: nor does a check leave a needed argument out
    h.execute('org.user.resetPassword'),
    // @ts-expect-error: no such verb
    execute('crud.param.nope', {}),
    // @ts-expect-error: no such hand-written command
    execute('tabs.closeEverything'),
    // @ts-expect-error: an argument the verb's commands lack
    execute(crudCommandId('param', 'pageSize'), { sizes: '20' }),
  ];
}

describe('command arguments', () => {
  it('are checked by the compiler (see the @ts-expect-error lines)', () => {
    expect(typed).toBeTypeOf('function');
  });
});
