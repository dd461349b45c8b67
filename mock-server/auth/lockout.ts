/**
 * BladeX's failed-login lock: `account.failCount` (default 5) wrong passwords for one account of
 * one tenant within 30 minutes refuse every further attempt, right or wrong, until 30 minutes
 * after the first failure of that window. Counted per (tenant, account), existing or not, so
 * the answers do not reveal which accounts exist.
 *
 * What a stranger can make the server keep is bounded: a record is forgotten once its window is
 * over; an account name is kept to its first MAX_ACCOUNT_CHARS characters (no account is longer,
 * so a longer name shares the record of its start); and names of no account keep at most
 * MAX_UNKNOWN_FAILURES records, the oldest forgotten first. Records of real accounts are never
 * pushed out, so a flood of made-up names cannot lift an account's lock.
 */
import { db } from '../db';
import { OAuthFailure } from '../envelope';
import { indexedTable } from '../indexed-table';
import { paramValue } from '../params';

const LOCK_WINDOW_MS = 30 * 60 * 1000;
const DEFAULT_FAIL_LIMIT = 5;
const TABLE = 'login_failure';
export const MAX_ACCOUNT_CHARS = 64;
export const MAX_UNKNOWN_FAILURES = 500;

interface LoginFailure {
  id: string;
  tenantId: string;
  account: string;
  count: number;
  firstFailedAt: number;
  /** Whether the name is an account of the tenant. */
  known?: boolean;
}

interface FailureIndex {
  byKey: Map<string, LoginFailure>;
  /** Records of names of no account, oldest first. */
  unknown: Set<LoginFailure>;
}

const kept = (account: string) => account.slice(0, MAX_ACCOUNT_CHARS);

/** Unambiguous whatever characters the account name holds. */
const keyOf = (tenantId: string, account: string) => JSON.stringify([tenantId, kept(account)]);

const failures = indexedTable<LoginFailure, FailureIndex>(TABLE, {
  create: () => ({ byKey: new Map(), unknown: new Set() }),
  add: (index, row) => {
    index.byKey.set(keyOf(row.tenantId, row.account), row);
    if (!row.known) index.unknown.add(row);
  },
  remove: (index, row) => {
    index.byKey.delete(keyOf(row.tenantId, row.account));
    index.unknown.delete(row);
  },
});

const inWindow = (row: LoginFailure) => db.now() - row.firstFailedAt < LOCK_WINDOW_MS;

function failLimit(): number {
  const limit = Number(paramValue('account.failCount'));
  return Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_FAIL_LIMIT;
}

/** The failure record of the current window; an expired window is forgotten. */
function currentWindow(tenantId: string, account: string): LoginFailure | undefined {
  const row = failures.index().byKey.get(keyOf(tenantId, account));
  if (!row || inWindow(row)) return row;
  failures.remove(row);
  return undefined;
}

/** Whether the name's failures of the current window reached the limit. */
export function isLocked(tenantId: string, account: string): boolean {
  const window = currentWindow(tenantId, account);
  return window !== undefined && window.count >= failLimit();
}

export function requireNotLocked(tenantId: string, account: string): void {
  if (isLocked(tenantId, account)) throw new OAuthFailure('access_denied', '登录错误次数过多,请稍后再试');
}

/** A wrong password for the name; `known` says whether it is an account of the tenant. */
export function recordLoginFailure(tenantId: string, account: string, known: boolean): void {
  const window = currentWindow(tenantId, account);
  if (window) {
    failures.update(window, { count: window.count + 1 });
    return;
  }
  const { unknown } = failures.index();
  if (!known && unknown.size >= MAX_UNKNOWN_FAILURES) failures.remove(unknown.values().next().value!);
  failures.insert({ id: db.nextId(), tenantId, account: kept(account), count: 1, firstFailedAt: db.now(), known }, inWindow);
}

/** After a successful login, and what user/unlock (BladeX) does. */
export function clearLoginFailures(tenantId: string, account: string): void {
  const row = failures.index().byKey.get(keyOf(tenantId, account));
  if (row) failures.remove(row);
}
