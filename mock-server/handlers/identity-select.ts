/**
 * The dept picker of "switch dept and role": the depts a user holds (by userId, or by
 * comma-joined ids), within the token's tenant; the platform administrator's ids name any
 * school's departments (a tree choice naming another school's chosen departments), each read by
 * key. Its role picker's role/select is the role
 * area's (org/role.ts), which answers the same way.
 */
import { http } from 'msw';
import { withAuth } from '../auth/authenticate';
import { splitIds } from '../auth/identity';
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
    const url = new URL(request.url);
    const ids = url.searchParams.get('deptId');
    if (auth.isAdministrator && ids) return ok(splitIds(ids).map((id) => db.find('dept', id)).filter((d) => d && !d.isDeleted));
    const held = heldIds(url, auth.tenantId);
    return ok(db.group('dept', 'tenantId', auth.tenantId).filter((d) => !d.isDeleted && (!held || held.has(d.id))));
  })),
];
