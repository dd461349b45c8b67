/**
 * The handlers of this folder for mock-server/handlers.ts: the generic CRUD handlers of every
 * resource schema, and the look-ups their forms and columns need (dictionaries, the menu tree,
 * the tenants).
 */
import type { HttpHandler } from 'msw';
import { resources } from '../../src/resources';
import { dictionaryHandlers } from './dictionary';
import { createCrudHandlers } from './handlers';
import { menuTreeHandler } from './menu-tree';
import { tenantSelectHandler } from './tenant-select';

export { createCrudHandlers } from './handlers';

export const crudHandlers: HttpHandler[] = [
  ...resources.flatMap((schema) => createCrudHandlers(schema)),
  ...dictionaryHandlers,
  menuTreeHandler,
  tenantSelectHandler,
];
