/**
 * Organisation and access: departments, users, roles, menus, top menus, data and API scopes: the mock's handlers of this area beyond the generic CRUD handlers. They are
 * served before those, so a handler here answers a call a schema's generic handler would.
 */
import type { HttpHandler } from 'msw';
import { deptHandlers } from './dept';

export const orgHandlers: HttpHandler[] = [
  ...deptHandlers,
];
