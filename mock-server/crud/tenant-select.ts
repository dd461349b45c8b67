/**
 * GET /blade-system/tenant/select: the tenant look-up of every tenant column
 * and dropdown, answering full Tenant rows. The platform administrator gets every live tenant
 * (tenant-scoped screens name each row's school by it); anyone else only their own tenant, as
 * BladeX's TenantController.select narrows the query to the caller's tenant. The controller is
 * guarded by HAS_ROLE_ADMIN: callers holding neither `admin` nor `administrator` are refused
 * with 403, as the mock refuses every call a role may not make. The tenant screen's schema, once
 * there is one, must not declare `select`: this handler is that call.
 */
import { http } from 'msw';
import { withAuth } from '../auth/authenticate';
import { db } from '../db';
import { Forbidden, ok } from '../envelope';

const ADMIN_ROLES = ['admin', 'administrator'];

export const tenantSelectHandler = http.get('*/api/blade-system/tenant/select', withAuth(({ auth }) => {
  if (!auth.roleAliases.some((alias) => ADMIN_ROLES.includes(alias))) throw new Forbidden();
  const live = db.rows('tenant').filter((tenant) => tenant.isDeleted === 0);
  return ok(auth.isAdministrator ? live : live.filter((tenant) => tenant.tenantId === auth.tenantId));
}));
