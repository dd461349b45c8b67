/**
 * The dept and role pickers of "switch dept and role": the depts or
 * roles a user holds (by userId, or by comma-joined ids), always within the token's tenant.
 */
import { http } from 'msw';
import { withAuth } from '../auth/authenticate';
import { db } from '../db';
import { ok } from '../envelope';

function heldIds(url: URL, idParam: string, userField: 'deptId' | 'roleId', tenantId: string): Set<string> | null {
  const userId = url.searchParams.get('userId');
  if (userId) {
    const user = db.table('user').find((u) => u.id === userId && u.tenantId === tenantId && !u.isDeleted);
    return new Set((user?.[userField] ?? '').split(',').filter(Boolean));
  }
  const ids = url.searchParams.get(idParam);
  return ids ? new Set(ids.split(',').filter(Boolean)) : null;
}

export const identitySelectHandlers = [
  http.get('*/api/blade-system/dept/select', withAuth(({ request, auth }) => {
    const held = heldIds(new URL(request.url), 'deptId', 'deptId', auth.tenantId);
    return ok(db.table('dept').filter((d) => d.tenantId === auth.tenantId && !d.isDeleted && (!held || held.has(d.id))));
  })),
  http.get('*/api/blade-system/role/select', withAuth(({ request, auth }) => {
    const held = heldIds(new URL(request.url), 'roleId', 'roleId', auth.tenantId);
    return ok(db.table('role').filter((r) => r.tenantId === auth.tenantId && !r.isDeleted && (!held || held.has(r.id))));
  })),
];
