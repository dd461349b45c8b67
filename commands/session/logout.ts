import { logout } from '../../src/auth/login';
import { defineCommand } from '../../src/platform/define-command';

export const logOut = defineCommand({
  id: 'session.logout',
  title: { zh: '退出登录', en: 'Log out' },
  group: 'session',
  keywords: ['logout', 'sign out', 'exit'],
  // Also from the lock screen: logging out is its way out.
  when: (ctx) => ctx.loggedIn,
  run: () => logout(),
  check: {
    endsSession: true,
    scenario: async (h) => {
      await h.run();
      await h.at('/login');
      h.expect(!h.context().loggedIn, 'still logged in');
    },
  },
});
