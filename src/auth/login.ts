import { proxy } from 'valtio';
import { navigate } from 'wouter/use-browser-location';
import { config } from '../base/config';
import { authApi, type TokenAnswer } from '../api/auth';
import { ApiError } from '../core/http';
import { permissionMap } from '../core/menu';
import { clearSession, isGuest, isLoggedIn, session, startSession } from '../core/session';

export interface LoginForm {
  tenantId: string;
  username: string;
  password: string;
  captcha?: { key: string; code: string };
}


async function md5Hex(text: string): Promise<string> {
  const { md5 } = await import('hash-wasm');
  return md5(text);
}

function accept(answer: TokenAnswer): TokenAnswer {
  // A token answer may carry error_description with a 200: it is a refusal all the same.
  if (answer.error_description) throw new ApiError(400, answer.error_description, answer);
  startSession(answer);
  return answer;
}

/**
 * Whether the user's menus are being loaded (after a login, or reloaded): until they are in, a
 * path that no menu names yet is not known to be missing (the console is shown as soon as the
 * token is there, and a link may be followed at once).
 */
export const userData = proxy({ loading: false });

/** After login: user info (roles), menus and buttons, then home. */
export async function loadUserData(): Promise<void> {
  userData.loading = true;
  try {
    const [info, menus, buttons] = await Promise.all([authApi.userInfo(), authApi.routes(), authApi.buttons()]);
    session.roles = info?.roles ?? session.userInfo?.role_name.split(',').filter(Boolean) ?? [];
    session.menus = menus ?? [];
    session.permission = permissionMap(buttons ?? []);
  } finally {
    userData.loading = false;
  }
}

/**
 * A page load that finds a token but not the user's menus and roles (the page before it was
 * reloaded, or a new tab opened, while a login was fetching them) fetches them, and routes wait
 * for them meanwhile: the console opens as soon as the token is stored, before they are in.
 * Called before the first render, so no route is judged without them.
 */
export function resumeSession(): void {
  if (!isLoggedIn() || (session.menus.length > 0 && session.roles.length > 0)) return;
  // A failure is shown by the HTTP client (a 401 ends the session); the page stays as it is.
  loadUserData().catch(() => undefined);
}

/**
 * Opens `to` once the user's menus are known, unless the user has gone somewhere already: the
 * console opens the home page as soon as the token is stored, and a page chosen while the menus
 * were loading is kept.
 */
function openAfterLogin(to: string): void {
  const where = window.location.pathname;
  if (where !== to && (where === '/login' || where === '/' || where === config.homePath)) navigate(to);
}

/** Logs in and, once the user's menus are known, opens `to` (where the visitor was going). */
export async function login(form: LoginForm, to: string = config.homePath): Promise<void> {
  const password = await md5Hex(form.password);
  accept(await authApi.loginByUsername(form.tenantId, form.username, password, form.captcha));
  await loadUserData();
  openAfterLogin(to);
}

/**
 * Social login, then `to` as for `login`; resolves `'guest'` when the visitor must register
 * first: a social account with no user behind it files a registration for an administrator to
 * approve.
 */
export async function loginBySocial(source: string, code: string, state: string, to: string = config.homePath): Promise<'user' | 'guest'> {
  accept(await authApi.loginBySocial(state || config.defaultTenant, source, code, state));
  if (isGuest()) return 'guest';
  await loadUserData();
  openAfterLogin(to);
  return 'user';
}

/** Tells the server (best effort) and clears the local session. */
export async function logout(): Promise<void> {
  try {
    if (session.token) await authApi.logout();
  } catch {
    // The local session ends whatever the server says.
  }
  clearSession();
  navigate('/login');
}
