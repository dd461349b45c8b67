import { ofetch } from 'ofetch';
import { navigate } from 'wouter/use-browser-location';
import { config, features } from '../base/config';
import { t } from '../i18n';
import '../i18n/common';
import { whenBackendReady } from './backend-gate';
import { envelopeOf, reportCall, withQuery, type TracedCall } from './call-trace';
import { notify } from './notify';
import { clearSession, session } from './session';

/**
 * The one HTTP client. Every rule about calls lives here:
 *
 * | rule                | how                                                               |
 * |---------------------|-------------------------------------------------------------------|
 * | base path, timeout  | every path under /api, 10000 ms                                   |
 * | Blade-Auth          | `bearer <token>` whenever a token is stored                       |
 * | Authorization       | Basic base64(saber:saber_secret) unless `authorization: false`    |
 * | Tenant-Id           | on auth calls, from `tenantId`                                    |
 * | Dept-Id, Role-Id    | only when switchMode is on                                        |
 * | code                | body.code, else the HTTP status; 200..500 are answers             |
 * | whitelisted code    | rejected silently                                                 |
 * | 401                 | log out locally, go to /login, reject                             |
 * | other non-200       | show msg or error_description or '未知错误', reject               |
 * | network failure     | show 网络错误, reject with an ApiError of code 0                   |
 * | `quiet`             | no message: the caller shows the failure (ApiError.shown false)   |
 * | cancelled by signal | reject with the signal's reason, silently                         |
 */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the Basic client header (default true). */
  authorization?: boolean;
  /** Auth calls name the tenant in a Tenant-Id header. */
  tenantId?: string;
  responseType?: 'json' | 'blob';
  /** Aborting it cancels the call (a search whose query has changed). */
  signal?: AbortSignal;
  /** The caller shows a failure itself (the login form, next to its fields): no message here. */
  quiet?: boolean;
}

export class ApiError extends Error {
  /** `shown`: the client has already shown the message to the user. */
  constructor(readonly code: number, message: string, readonly body?: unknown, readonly shown = false) {
    super(message);
    this.name = 'ApiError';
  }
}

const basic = `Basic ${btoa(`${config.clientId}:${config.clientSecret}`)}`;

function headersFor(options: RequestOptions): Record<string, string> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.authorization !== false) headers.Authorization = basic;
  if (session.token) headers[config.tokenHeader] = `bearer ${session.token}`;
  if (options.tenantId !== undefined) headers['Tenant-Id'] = options.tenantId;
  if (features.switchMode) {
    headers['Dept-Id'] = session.switchIdentity.deptId;
    headers['Role-Id'] = session.switchIdentity.roleId;
  }
  return headers;
}

function messageOf(body: unknown): string {
  const b = (body ?? {}) as { msg?: unknown; error_description?: unknown };
  const text = b.msg || b.error_description;
  return typeof text === 'string' && text ? text : t('message.unknownError');
}

/** Calls `path` (relative to /api) and resolves with the answer body. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  await whenBackendReady();
  const method = options.method ?? 'GET';
  const trace = (status: number, answer: Pick<TracedCall, 'code' | 'msg'>) => reportCall(() => ({ method, path: withQuery(path, options.query), status, ...answer }));
  let response;
  try {
    response = await ofetch.raw(path, {
      baseURL: config.apiBase,
      method,
      query: options.query,
      body: options.body as BodyInit | Record<string, unknown> | undefined,
      headers: headersFor(options),
      timeout: config.requestTimeout,
      responseType: options.responseType === 'blob' ? 'blob' : 'json',
      ignoreResponseError: true,
      retry: 0,
      signal: options.signal,
    });
  } catch (cause) {
    // The caller cancelled the call and expects nothing from it: no message.
    if (options.signal?.aborted) throw options.signal.reason;
    trace(0, { msg: cause instanceof Error ? cause.message : String(cause) });
    throw new ApiError(0, cause instanceof Error ? cause.message : String(cause), undefined, show(options, t('message.networkError')));
  }
  trace(response.status, envelopeOf(response._data));
  if (response.status > 500) {
    throw new ApiError(response.status, response.statusText, undefined, show(options, t('message.networkError')));
  }
  const body = response._data as unknown;
  const bodyCode = body && typeof body === 'object' && !(body instanceof Blob) ? (body as { code?: unknown }).code : undefined;
  const code = typeof bodyCode === 'number' && bodyCode ? bodyCode : response.status;
  if (config.statusWhiteList.includes(code)) throw new ApiError(code, '', body);
  if (code === 401) {
    clearSession();
    navigate('/login', { replace: true });
    throw new ApiError(code, messageOf(body), body);
  }
  if (code !== 200) {
    const message = messageOf(body);
    throw new ApiError(code, message, body, show(options, message));
  }
  return body as T;
}

/**
 * The message the client would have shown for a failure of a quiet call (the caller shows it
 * itself, or elsewhere); undefined where it shows none (a logout, a code the caller handles).
 */
export function failureMessage(error: ApiError): string | undefined {
  if (error.code === 0 || error.code > 500) return t('message.networkError');
  if (error.code === 401 || config.statusWhiteList.includes(error.code)) return undefined;
  return error.message;
}

/** Shows a failure's message unless the call is quiet; whether it did. */
function show(options: RequestOptions, message: string): boolean {
  if (options.quiet) return false;
  notify('error', message);
  return true;
}

/** The `data` of a BladeX R envelope. */
export async function requestData<T>(path: string, options?: RequestOptions): Promise<T> {
  return (await request<{ data: T }>(path, options)).data;
}
