import { request, requestData } from '../core/http';
import type { MenuItem } from '../core/menu';
import type { TokenAnswer as Token } from '../schema/wire/auth';

/** The token endpoint's answer: a token, or a refusal carried in `error_description` with a 200. */
export type TokenAnswer = Token & { error_description?: string };

export interface Captcha { key: string; image: string }

/** `quiet`: the login form shows a refusal next to its fields, so the client shows nothing. */
const token = (tenantId: string, query: Record<string, string>, { headers, quiet }: { headers?: Record<string, string>; quiet?: boolean } = {}) =>
  request<TokenAnswer>('/blade-auth/oauth/token', {
    method: 'POST',
    tenantId,
    headers,
    quiet,
    query: { tenantId, scope: 'all', ...query },
  });

export const authApi = {
  /** grant password, or captcha when a captcha is given; `password` is already the MD5 hex. */
  loginByUsername(tenantId: string, username: string, password: string, captcha?: { key: string; code: string }) {
    const grant_type = captcha ? 'captcha' : 'password';
    const headers = captcha ? { 'Captcha-Key': captcha.key, 'Captcha-Code': captcha.code } : undefined;
    return token(tenantId, { username, password, grant_type, type: 'account' }, { headers, quiet: true });
  },
  loginBySocial(tenantId: string, source: string, code: string, state: string) {
    return token(tenantId, { source, code, state, grant_type: 'social' }, { quiet: true });
  },
  refreshToken(tenantId: string, refresh_token: string) {
    return token(tenantId, { refresh_token, grant_type: 'refresh_token' });
  },
  captcha: () => request<Captcha>('/blade-auth/oauth/captcha', { authorization: false }),
  logout: () => request<unknown>('/blade-auth/oauth/logout', { authorization: false }),
  userInfo: () => requestData<{ roles?: string[] }>('/blade-auth/oauth/user-info'),
  clearCache: () => request<unknown>('/blade-auth/oauth/clear-cache', { authorization: false }),
  routes: (topMenuId?: string) =>
    requestData<MenuItem[]>('/blade-system/menu/routes', { query: topMenuId ? { topMenuId } : undefined }),
  buttons: () => requestData<MenuItem[]>('/blade-system/menu/buttons'),
  topMenu: () => requestData<MenuItem[] | null>('/blade-system/menu/top-menu'),
  registerGuest: (form: { tenantId: string; name: string; account: string; password: string; oauthId: string }) =>
    request<unknown>('/blade-system/user/register-guest', { method: 'POST', query: form }),
};
