/**
 * The one handler list all three hosts serve (browser worker, Node tests, standalone server).
 * Groups of handlers are added here; the 404 catch-all stays last.
 */
import type { RequestHandler } from 'msw';
import { crudHandlers } from './crud';
import { authHandlers } from './handlers/auth';
import { identitySelectHandlers } from './handlers/identity-select';
import { localErrorHandlers } from './handlers/local-errors';
import { menuHandlers } from './handlers/menu';
import { mockAdminHandlers } from './handlers/mock-admin';
import { notFoundHandler } from './handlers/not-found';
import { registerGuestHandlers } from './handlers/register-guest';

export const handlers: RequestHandler[] = [
  ...authHandlers,
  ...registerGuestHandlers,
  ...menuHandlers,
  ...mockAdminHandlers,
  ...crudHandlers,
  ...identitySelectHandlers,
  ...localErrorHandlers,
  notFoundHandler,
];
