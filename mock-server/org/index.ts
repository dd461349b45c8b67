/**
 * Organisation and access: departments, users, roles, menus, top menus, data and API scopes: the
 * mock's handlers of this area beyond the generic CRUD handlers, and what the generic handlers add
 * for its tables (hooks.ts).
 */
import type { HttpHandler } from 'msw';
import { deptHandlers } from './dept';
import { postListHandler } from './post-list';
import { registrationHandlers } from './registrations';
import { userActionHandlers } from './user-actions';
import { userImportHandlers } from './user-import';
import { userSelfHandlers } from './user-self';
import { userHandlers } from './users';
import { menuManagementHandlers } from './menu';
import { roleHandlers } from './role';
import { roleGrantHandlers } from './role-grant';
import { topMenuGrantHandlers } from './top-menu';

export { orgHooks } from './hooks';

export const orgHandlers: HttpHandler[] = [
  ...deptHandlers,
  ...userHandlers,
  ...userActionHandlers,
  ...registrationHandlers,
  ...userSelfHandlers,
  ...userImportHandlers,
  postListHandler,
  ...roleHandlers,
  ...roleGrantHandlers,
  ...menuManagementHandlers,
  ...topMenuGrantHandlers,
];
