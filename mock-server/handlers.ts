/**
 * The one handler list all three hosts serve (browser worker, Node tests, standalone server).
 * Groups of handlers are added to `served`; the router (handlers/routing.ts) runs the ones whose
 * path matches a call and answers every /api call none of them serves.
 */
import type { RequestHandler } from 'msw';
import { crudHandlers } from './crud';
import type { TableHooksByTable } from './crud/hooks';
import { authHandlers } from './handlers/auth';
import { identitySelectHandlers } from './handlers/identity-select';
import { localErrorHandlers } from './handlers/local-errors';
import { menuHandlers } from './handlers/menu';
import { mockAdminHandlers } from './handlers/mock-admin';
import { registerGuestHandlers } from './handlers/register-guest';
import { router, routerHandler } from './handlers/routing';
import { flowHandlers } from './flow';
import { orgHandlers, orgHooks } from './org';
import { schoolHandlers, schoolHooks } from './school';
import { storageHandlers, storageHooks } from './storage';
import { tenancyHandlers, tenancyHooks } from './tenancy';

/** Each area's own calls; the generic CRUD handlers serve the rest, with the areas' hooks (tests/mock-server/area-copies.test.ts: no area serves a generic call). */
export const areaHandlers: readonly RequestHandler[] = [
  ...authHandlers,
  ...registerGuestHandlers,
  ...menuHandlers,
  ...mockAdminHandlers,
  ...orgHandlers,
  ...tenancyHandlers,
  ...schoolHandlers,
  ...storageHandlers,
  ...flowHandlers,
  ...identitySelectHandlers,
];

/** What each area adds to the generic handlers of its tables. */
export const tableHooks: TableHooksByTable = { ...schoolHooks, ...orgHooks, ...tenancyHooks, ...storageHooks };

/** Every handler, in the order the router tries them. */
export const servedHandlers: readonly RequestHandler[] = [
  ...areaHandlers,
  ...crudHandlers(tableHooks),
  ...localErrorHandlers,
];

/** Answers a call under /api as the handlers do, without msw in front (the standalone server). */
export const respond = router(servedHandlers);

export const handlers: RequestHandler[] = [routerHandler(respond)];
