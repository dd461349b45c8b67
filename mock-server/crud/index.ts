/**
 * The handlers of this folder for mock-server/handlers.ts: the generic CRUD handlers of every
 * resource schema, and the look-ups their forms and columns need (dictionaries, the menu tree,
 * the tenants).
 */
import type { HttpHandler } from 'msw';
import { resources } from '../../src/resources';
import type { ResourceSchema } from '../../src/resources/types';
import { dictionaryHandlers } from './dictionary';
import { createCrudHandlers } from './handlers';
import type { WriteHooksByTable } from './hooks';
import { menuTreeHandler } from './menu-tree';
import { tenantSelectHandler } from './tenant-select';

export { createCrudHandlers } from './handlers';

/** The handlers, with each area's write hooks for its tables. */
export const crudHandlers = (hooks: WriteHooksByTable): HttpHandler[] => [
  ...resources.flatMap((schema: ResourceSchema) => createCrudHandlers(schema, hooks[schema.table ?? schema.name])),
  ...dictionaryHandlers,
  menuTreeHandler,
  tenantSelectHandler,
];
