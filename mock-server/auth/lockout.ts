/**
 * BladeX's failed-login lock: `account.failCount` (default 5) wrong passwords for one account of
 * one tenant within 30 minutes refuse every further attempt, right or wrong, until 30 minutes
 * after the first failure of that window. Counted per (tenant, account), existing or not, so
 * the answers do not reveal which accounts exist.
 */
import { db } from '../db';
import { OAuthFailure } from '../envelope';
import { paramValue } from '../params';

const LOCK_WINDOW_MS = 30 * 60 * 1000;
const DEFAULT_FAIL_LIMIT = 5;
const TABLE = 'login_failure';

interface LoginFailure {
  tenantId: string;
  account: string;
  count: number;
  firstFailedAt: number;
}

const failures = () => db.table<LoginFailure>(TABLE);

function failLimit(): number {
  const limit = Number(paramValue('account.failCount'));
  return Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_FAIL_LIMIT;
}

/** The failure record of the current window; an expired window is forgotten. */
function currentWindow(tenantId: string, account: string): LoginFailure | undefined {
  const rows = failures();
  const index = rows.findIndex((f) => f.tenantId === tenantId && f.account === account);
  if (index < 0) return undefined;
  if (db.now() - rows[index]!.firstFailedAt >= LOCK_WINDOW_MS) {
    rows.splice(index, 1);
    return undefined;
  }
  return rows[index];
}

export function requireNotLocked(tenantId: string, account: string): void {
  const window = currentWindow(tenantId, account);
  if (window && window.count >= failLimit()) throw new OAuthFailure('access_denied', '登录错误次数过多,请稍后再试');
}

export function recordLoginFailure(tenantId: string, account: string): void {
  const window = currentWindow(tenantId, account);
  if (window) window.count += 1;
  else failures().push({ tenantId, account, count: 1, firstFailedAt: db.now() });
}

/** After a successful login, and what user/unlock (BladeX) does. */
export function clearLoginFailures(tenantId: string, account: string): void {
  const rows = failures();
  const index = rows.findIndex((f) => f.tenantId === tenantId && f.account === account);
  if (index >= 0) rows.splice(index, 1);
}
