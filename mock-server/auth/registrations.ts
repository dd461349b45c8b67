/**
 * What a registration's applicant meets at login. register-guest keeps an application as a user
 * with BladeX's pending roles ('-1'); 注册审核 (org/registrations.ts) approves it (the user gets
 * real roles) or refuses it (the user is deleted) and keeps each outcome in user_audit. So:
 * - a pending applicant who signs in is told the application awaits review;
 * - a refused applicant who signs in with the account and password they registered is told it
 *   was refused and why (the password is checked first, so nobody learns another's outcome);
 * - a refused applicant who comes back through their third-party account is told once, and the
 *   next time is a guest again, who may apply anew.
 */
import { db } from '../db';
import { OAuthFailure } from '../envelope';
import type { AuditFields } from '../../src/schema/wire/entity';
import type { UserRow } from '../schema-rows';
import { passwordMatches } from './passwords';
import { isPending } from './pending';

export const USER_AUDIT = 'user_audit';
export const APPROVED = 1;
export const REFUSED = 2;

/**
 * An application's outcome (user_audit). The table has no schema (no screen lists it) and no
 * call answers its rows, so this is its one declaration; its audit columns are BladeX's.
 */
export interface UserAuditRow extends AuditFields {
  id: string;
  tenantId: string;
  userId: string;
  account: string;
  /** The third-party account (user_oauth) the application came through, or ''. */
  oauthId: string;
  /** APPROVED or REFUSED. */
  auditStatus: number;
  reason: string;
  /** 1 once a login through the third-party account has shown a refusal. */
  notified: number;
}


export const PENDING_MESSAGE = '注册申请正在审核中，请等待管理员审核';
export const refusedMessage = (reason: string) => `注册申请未通过，原因：${reason}`;

const refusals = () => db.rows<UserAuditRow>(USER_AUDIT).filter((row) => row.auditStatus === REFUSED && row.isDeleted === 0);

/** Throws the pending message for an applicant whose registration has not been reviewed. */
export function requireReviewed(user: UserRow): void {
  if (isPending(user)) throw new OAuthFailure('access_denied', PENDING_MESSAGE);
}

/**
 * Throws the refusal for a login of a deleted applicant's account with the password they
 * registered; returns when there is none (the caller answers as for any unknown account).
 */
export async function requireNotRefused(tenantId: string, account: string, md5Hex: string): Promise<void> {
  const refusal = refusals().findLast((row) => row.tenantId === tenantId && row.account === account);
  const found = refusal && db.find('user', refusal.userId);
  const applicant = found && found.isDeleted === 1 ? found : undefined;
  if (refusal && applicant && (await passwordMatches(applicant, md5Hex))) throw new OAuthFailure('access_denied', refusedMessage(refusal.reason));
}

/** Throws a refusal of an application through this third-party account not shown yet, marking it shown. */
export function requireRefusalShown(oauthId: string): void {
  const refusal = refusals().findLast((row) => row.oauthId === oauthId && row.notified === 0);
  if (!refusal) return;
  db.update(USER_AUDIT, refusal, { notified: 1 });
  throw new OAuthFailure('access_denied', refusedMessage(refusal.reason));
}
