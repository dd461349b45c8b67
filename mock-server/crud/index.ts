/**
 * The handlers of this folder for mock-server/handlers.ts: the generic CRUD handlers of every
 * resource schema, and the look-ups their forms need (dictionaries, the menu tree).
 */
import type { HttpHandler } from 'msw';
import { resources } from '../../src/resources';
import { dictionaryHandlers } from './dictionary';
import { createCrudHandlers } from './handlers';
import { menuTreeHandler } from './menu-tree';

export { createCrudHandlers } from './handlers';

export const crudHandlers: HttpHandler[] = [
  ...resources.flatMap((schema) => createCrudHandlers(schema)),
  ...dictionaryHandlers,
  menuTreeHandler,
];
