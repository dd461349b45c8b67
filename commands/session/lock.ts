import { config } from '../../src/base/config';
import { refuse } from '../../src/core/errorlog';
import { lockSession, unlockSession } from '../../src/core/lock';
import { isLocked } from '../../src/core/session';
import { t, tIn } from '../../src/i18n';
import '../../src/i18n/shell';
import { refusalOf } from '../../src/platform/harness/refusal';
import { InvalidArgumentError } from '../../src/platform/registry';
import { defineCommand } from '../../src/platform/define-command';
import { goTo, inConsole } from '../navigation/helpers';

/** A page other than home, so the checks can tell returning to the locked page from going home. */
const LOCKED_PAGE = '/wel/dashboard';

/** The lock password is required, '锁屏密码不能为空'. */
const passwordArg = {
  kind: 'text' as const,
  secret: true,
  label: { zh: '锁屏密码', en: 'Lock password' },
  validate: (value: string) => (value ? undefined : { zh: '锁屏密码不能为空', en: 'The lock password cannot be empty' }),
};

export const lock = defineCommand({
  id: 'session.lock',
  title: { zh: '锁屏', en: 'Lock screen' },
  group: 'session',
  keywords: ['lock', 'away', 'suoping'],
  shortcut: 'alt+shift+l',
  when: inConsole,
  args: { password: passwordArg },
  run: (ctx, { password }) => {
    const refused = lockSession(password, ctx.route + ctx.search);
    if (refused) refuse(t(refused));
    goTo(config.lockPage);
  },
  check: {
    endsSession: true,
    at: LOCKED_PAGE,
    scenario: async (h) => {
      h.expect((await refusalOf(h.run({ password: '' }))) === t('lock.passwordRequired'), 'an empty lock password was not refused');
      await h.run({ password: 'check-lock' });
      await h.at(config.lockPage);
      await h.execute('session.unlock', { password: 'check-lock' });
      await h.at(LOCKED_PAGE);
    },
  },
});

export const unlock = defineCommand({
  id: 'session.unlock',
  title: { zh: '解锁', en: 'Unlock' },
  group: 'session',
  keywords: ['unlock'],
  // CommandContext leaves the lock out (only the lock commands look at it): read the session directly.
  when: (ctx) => ctx.loggedIn && isLocked(),
  args: { password: passwordArg },
  run: (_ctx, { password }) => {
    const page = unlockSession(password);
    // A wrong password is refused as the argument's problem, which raises no toast: the lock
    // page shows it once, beside its field. An empty one never gets here (the argument's rule).
    if (!page) throw new InvalidArgumentError({ password: { zh: tIn('zh', 'lock.wrongPassword'), en: tIn('en', 'lock.wrongPassword') } });
    goTo(page);
  },
  check: {
    endsSession: true,
    at: LOCKED_PAGE,
    scenario: async (h) => {
      await h.execute('session.lock', { password: 'check-unlock' });
      await h.at(config.lockPage);
      h.expect((await refusalOf(h.run({ password: 'wrong' }))) === t('lock.wrongPassword'), 'a wrong password was not refused with its message');
      h.expect(isLocked(), 'a wrong password unlocked the session');
      await h.run({ password: 'check-unlock' });
      await h.at(LOCKED_PAGE);
    },
  },
});
