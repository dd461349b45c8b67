/**
 * `GET /blade-system/user/user-list`: every live user of the caller's tenant, what the leave
 * form offers as 审批人员 (label account, value id). Served here for the leave process; the
 * organisation area's user handlers, served before these, answer it once they do.
 */
import { http } from 'msw';
import { withAuth } from '../../auth/authenticate';
import { db } from '../../db';
import { ok } from '../../envelope';

export const approverHandlers = [
  http.get('*/api/blade-system/user/user-list', withAuth(({ auth }) =>
    ok(db.table('user').filter((u) => u.tenantId === auth.tenantId && u.isDeleted === 0)
      .map(({ id, tenantId, account, name, realName, deptId, roleId }) => ({ id, tenantId, account, name, realName, deptId, roleId }))))),
];
