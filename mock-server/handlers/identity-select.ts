/**
 * The dept picker of "switch dept and role": the depts a user holds (by userId, or by
 * comma-joined ids), always within the token's tenant. Its role picker's role/select is the role
 * area's (org/role.ts), which answers the same way.
 */
import { http } from 'msw';
import { withAuth } from '../auth/authenticate';
import { db } from '../db';
import { ok } from '../envelope';

function heldIds(url: URL, tenantId: string): Set<string> | null {
  const userId = url.searchParams.get('userId');
  if (userId) {
    const found = db.find('user', userId);
    const user = found && found.tenantId === tenantId && !found.isDeleted ? found : undefined;
    return new Set((user?.deptId ?? '').split(',').filter(Boolean));
  }
  const ids = url.searchParams.get('deptId');
  return ids ? new Set(ids.split(',').filter(Boolean)) : null;
}

export const identitySelectHandlers = [
  http.get('*/api/blade-system/dept/select', withAuth(({ request, auth }) => {
    const held = heldIds(new URL(request.url), auth.tenantId);
    return ok(db.group('dept', 'tenantId', auth.tenantId).filter((d) => !d.isDeleted && (!held || held.has(d.id))));
  })),
];
