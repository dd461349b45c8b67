/**
 * The mock's logs of its own traffic, kept as BladeX keeps them (blade_log_api, _usual, _error):
 *
 * | log   | a row for                                                                   |
 * |-------|------------------------------------------------------------------------------|
 * | api   | every call answered but the log screens' own reads (method, URI, parameters with passwords and tokens masked, milliseconds, user agent) |
 * | usual | logins, logouts, sms sent (sms.ts), and other notable events (`recordUsual`) |
 * | error | every 500 of the mock's own making, and the console's uploaded local errors   |
 *
 * A row belongs to the caller's tenant (the session's, else the Tenant-Id header or a
 * `tenantId` parameter, else the platform). Each log keeps the seed's rows and the newest
 * LOG_CAP rows added, and an api
 * row keeps at most PARAMS_LIMIT characters of a call's parameters, so the mock's memory (and the
 * stored data) stays bounded: logging a 1.5 MB notice must not cost another 1.5 MB.
 */
import { readAccessToken } from '../auth/authenticate';
import { findSession } from '../auth/sessions';
import { db, formatDateTime } from '../db';
import { observeAnswers } from '../envelope';
import type { ApiLogRow, ErrorLogRow, UsualLogRow } from './rows';

export const LOG_CAP = { log_api: 1000, log_usual: 500, log_error: 500 } as const;

/** Characters of a call's parameters an api row keeps; the rest is cut, saying how long it was. */
export const PARAMS_LIMIT = 2048;

type LogTable = keyof typeof LOG_CAP;
type LogRowOf<T extends LogTable> = T extends 'log_api' ? ApiLogRow : T extends 'log_usual' ? UsualLogRow : ErrorLogRow;

/** What every row of the three logs says about the call and the server. */
export type CallFacts = Pick<ApiLogRow, 'tenantId' | 'serviceId' | 'serverHost' | 'serverIp' | 'env' | 'method' | 'requestUri' | 'userAgent' | 'remoteIp' | 'params' | 'createBy'>;

/** Appends a row to a log, dropping its oldest added rows past the cap (the seed's stay). */
export function appendLog<T extends LogTable>(table: T, row: Omit<LogRowOf<T>, 'id' | 'createTime' | 'isDeleted'> & { createTime?: string }): void {
  db.insert(table, { ...row, id: db.nextId(), createTime: row.createTime || formatDateTime(db.now()), isDeleted: 0 } as LogRowOf<T>);
  db.keepNewest(table, LOG_CAP[table]);
}

const SECRET_NAME = /pass|token|secret|authorization|captcha-?code/i;
const MASK = '******';

/** Query, form and JSON parameters as text, secrets masked. */
function maskedParams(url: URL, body: unknown): string {
  const query = Object.fromEntries([...url.searchParams].map(([name, value]) => [name, SECRET_NAME.test(name) ? MASK : value]));
  const masked = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(masked);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, SECRET_NAME.test(name) ? MASK : masked(inner)]));
    }
    return value;
  };
  const parts = [Object.keys(query).length ? JSON.stringify(query) : '', body === undefined ? '' : JSON.stringify(masked(body))];
  const text = parts.filter(Boolean).join(' ');
  return text.length > PARAMS_LIMIT ? `${text.slice(0, PARAMS_LIMIT)}…(共 ${text.length} 字符)` : text;
}

/** The JSON or form body of a call, read from a copy; undefined for any other body. */
async function bodyOf(request: Request): Promise<unknown> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  try {
    if (type.startsWith('application/json')) return JSON.parse(await request.clone().text()) as unknown;
    if (type.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(await request.clone().text()));
  } catch {
    // An unreadable body is logged without its parameters; the handler answers it.
  }
  return undefined;
}

function callerOf(request: Request, url: URL): { tenantId: string; account: string } {
  const token = readAccessToken(request);
  const session = token ? findSession(token) : undefined;
  const account = session && db.find('user', session.userId)?.account;
  const tenantId = session?.tenantId ?? (request.headers.get('tenant-id') || url.searchParams.get('tenantId') || '000000');
  return { tenantId: /^\d{6}$/.test(tenantId) ? tenantId : '000000', account: account ?? '' };
}

/** The BladeX service a path belongs to: its first segment under /api. */
const serviceOf = (path: string) => path.replace(/^\/api\//, '').split('/')[0] ?? '';

async function factsOf(request: Request): Promise<CallFacts> {
  const url = new URL(request.url);
  const caller = callerOf(request, url);
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await bodyOf(request);
  return {
    tenantId: caller.tenantId,
    serviceId: serviceOf(url.pathname),
    serverHost: 'saber-mock',
    serverIp: '127.0.0.1',
    env: 'mock',
    method: request.method,
    requestUri: url.pathname,
    userAgent: request.headers.get('user-agent') ?? '',
    remoteIp: '127.0.0.1',
    params: maskedParams(url, body),
    createBy: caller.account,
  };
}

/** A usual-log row about a call (a login, a logout, an sms sent). */
export function recordUsual(facts: CallFacts, logData: string, overrides: Partial<CallFacts> = {}): void {
  appendLog('log_usual', { ...facts, ...overrides, logLevel: 'INFO', logId: db.nextId(), logData });
}

const isLogin = (path: string) => path.endsWith('/blade-auth/oauth/token') || path.endsWith('/blade-auth/token');
const isLogout = (path: string) => path.endsWith('/blade-auth/oauth/logout') || path.endsWith('/blade-auth/logout');

/** Reading the logs is not logged: a log screen would otherwise change with each look at it. */
const isUnlogged = (request: Request) => request.method === 'HEAD' || new URL(request.url).pathname.includes('/blade-log/');

observeAnswers((request) => {
  if (isUnlogged(request)) return () => undefined;
  const started = performance.now();
  const facts = factsOf(request);
  return async (answer, failure) => {
    try {
      const call = await facts;
      const time = String(Math.round(performance.now() - started));
      appendLog('log_api', { ...call, type: '1', title: `${call.method} ${call.requestUri}`, time });
      if (isLogin(call.requestUri) && answer.ok) {
        const token = (await answer.clone().json()) as { tenant_id?: string; account?: string };
        recordUsual(call, `登录成功: ${token.account ?? ''}`, { tenantId: token.tenant_id ?? call.tenantId, createBy: token.account ?? '' });
      }
      if (isLogout(call.requestUri) && answer.ok) recordUsual(call, `退出登录: ${call.createBy}`);
      if (failure !== undefined) {
        const error = failure instanceof Error ? failure : new Error(String(failure));
        appendLog('log_error', { ...call, exceptionName: error.name, message: error.message, stackTrace: error.stack ?? '' });
      }
    } catch (error) {
      // The log is a by-product: a call is answered even when its row cannot be written.
      console.warn('[mock-server] traffic log', error);
    }
  };
});
