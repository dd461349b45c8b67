/** A tenant's account quota (accountNumber; -1 or anything below 1 is unlimited). */
import { db } from '../db';
import { BadRequest } from '../envelope';

export const QUOTA_REACHED = '当前租户已到最大账号额度!';

/** BadRequest 当前租户已到最大账号额度! when the tenant holds as many live users as it may. */
export function requireAccountRoom(tenantId: string): void {
  const tenant = db.table('tenant').find((t) => t.tenantId === tenantId && t.isDeleted === 0);
  if (!tenant || tenant.accountNumber < 1) return;
  const users = db.table('user').filter((user) => user.tenantId === tenantId && user.isDeleted === 0).length;
  if (users >= tenant.accountNumber) throw new BadRequest(QUOTA_REACHED);
}
