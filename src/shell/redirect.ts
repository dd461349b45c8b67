/**
 * Where a logged-out visitor was going: the guard sends them to `/login?redirect=<path>` and the
 * login page goes there once the session has started. Only a path of this console is followed,
 * so a crafted link cannot send a user who just logged in to another site.
 */
import { config } from '../base/config';

const LOGIN = '/login';

/** The login page, remembering `target` (path and search) unless it is the home page anyway. */
export function loginPath(target: string): string {
  return target === config.homePath ? LOGIN : `${LOGIN}?${new URLSearchParams({ redirect: target })}`;
}

/**
 * The `redirect` of a login page's search string when it is a path of this console (same
 * origin, not the login page itself); otherwise null.
 */
export function redirectTarget(search: string): string | null {
  const value = new URLSearchParams(search).get('redirect');
  // `//host` and `/\host` are read by browsers as another host.
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const url = new URL(value, window.location.origin);
  if (url.origin !== window.location.origin || url.pathname === LOGIN) return null;
  return url.pathname + url.search + url.hash;
}
