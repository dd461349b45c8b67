import { PATIENCE } from './patience';
import { act, cleanup, render } from '@testing-library/react';
import { login } from '../../src/auth/login';
import { clearSession } from '../../src/core/session';
import { App } from '../../src/shell/App';
import { waitUntil } from '../../src/platform/harness/screen';
import { allCommands } from '../../src/platform/registry';
import { commandsRegistered } from '../../src/shell/console-commands';

/** Seed accounts of the fixtures, by the role they play in tests. */
export const accounts = {
  admin: { tenantId: '000000', username: 'admin', password: 'admin' },
  schoolAdmin: { tenantId: '100001', username: 'admin', password: 'admin' },
  teacher: { tenantId: '100001', username: 'teacher', password: 'teacher' },
  otherSchoolAdmin: { tenantId: '100002', username: 'admin', password: 'admin' },
  hr: { tenantId: '000000', username: 'hr', password: 'hr' },
  manager: { tenantId: '000000', username: 'manager', password: 'manager' },
  boss: { tenantId: '000000', username: 'boss', password: 'boss' },
} as const;
export type AccountName = keyof typeof accounts;

export function goTo(path: string): void {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

/** Logs in through the real login flow and renders the console at `path`. */
export async function renderConsoleAs(account: AccountName = 'admin', path = '/wel/index') {
  cleanup();
  clearSession();
  goTo('/login');
  await login(accounts[account]);
  goTo(path);
  const view = render(<App />);
  const pathname = new URL(path, window.location.origin).pathname;
  // Open once the layout shows the page's pane (not its loading placeholder).
  await waitUntil(() => window.location.pathname === pathname && Boolean(document.querySelector('.layout .pane-slot:not([hidden]) > :not(.pane-loading)')), PATIENCE, () => `console did not open at ${path} (at ${window.location.pathname})`);
  // Commands load after login, like the rest of what sits behind it (the backend's own with them).
  await waitUntil(() => commandsRegistered() && allCommands().some((c) => c.id.startsWith('nav.menu.')), PATIENCE, () => 'the console\'s commands were not registered');
  return view;
}
