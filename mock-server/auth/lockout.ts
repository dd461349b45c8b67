/**
 * BladeX's failed-login lock: `account.failCount` (default 5) wrong passwords for one account of
 * one tenant within 30 minutes refuse every further attempt, right or wrong, until 30 minutes
 * after the first failure of that window. Counted per (tenant, account), existing or not, so
 * the answers do not reveal which accounts exist.
 *
 * A record is forgotten once its window is over, so guessing many account names leaves no more
 * records behind than the failures of the last 30 minutes.
 */
import { db } from '../db';
import { OAuthFailure } from '../envelope';
import { indexedTable } from '../indexed-table';
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

/** Unambiguous whatever characters the account name holds. */
const keyOf = (tenantId: string, account: string) => JSON.stringify([tenantId, account]);

const failures = indexedTable<LoginFailure, Map<string, LoginFailure>>(TABLE, {
  create: () => new Map(),
  add: (index, row) => index.set(keyOf(row.tenantId, row.account), row),
  remove: (index, row) => index.delete(keyOf(row.tenantId, row.account)),
});

const inWindow = (row: LoginFailure) => db.now() - row.firstFailedAt < LOCK_WINDOW_MS;

function failLimit(): number {
  const limit = Number(paramValue('account.failCount'));
  return Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_FAIL_LIMIT;
}

/** The failure record of the current window; an expired window is forgotten. */
function currentWindow(tenantId: string, account: string): LoginFailure | undefined {
  const row = failures.index().get(keyOf(tenantId, account));
  if (!row || inWindow(row)) return row;
  failures.remove(row);
  return undefined;
}

export function requireNotLocked(tenantId: string, account: string): void {
  const window = currentWindow(tenantId, account);
  if (window && window.count >= failLimit()) throw new OAuthFailure('access_denied', '登录错误次数过多,请稍后再试');
}

export function recordLoginFailure(tenantId: string, account: string): void {
  const window = currentWindow(tenantId, account);
  if (window) window.count += 1;
  else failures.insert({ tenantId, account, count: 1, firstFailedAt: db.now() }, inWindow);
}

/** After a successful login, and what user/unlock (BladeX) does. */
export function clearLoginFailures(tenantId: string, account: string): void {
  const row = failures.index().get(keyOf(tenantId, account));
  if (row) failures.remove(row);
}
