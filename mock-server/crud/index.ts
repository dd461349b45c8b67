/**
 * The handlers of this folder for mock-server/handlers.ts: the generic CRUD handlers of every
 * resource schema, and the look-ups their forms and columns need (dictionaries, the menu tree,
 * the tenants).
 */
import { HttpHandler, type RequestHandler } from 'msw';
import { resources } from '../../src/schema';
import type { ResourceSchema } from '../../src/schema/types';
import { dictionaryHandlers } from './dictionary';
import { createCrudHandlers } from './handlers';
import { hooksOf, type TableHooksByTable } from './hooks';
import { menuTreeHandler } from './menu-tree';
import { tenantSelectHandler } from './tenant-select';

export { createCrudHandlers } from './handlers';

const callOf = (handler: RequestHandler) => (handler instanceof HttpHandler ? `${String(handler.info.method)} ${String(handler.info.path)}` : '');

/**
 * The handlers, with each area's write hooks for its tables. An area serves no call of these
 * (tests/mock-server/area-copies.test.ts). A screen that shows another's rows under a master
 * (doc_qns under 文档, of qns) shares that screen's calls, served once, by the schema the calls
 * belong to (the first). So each call has one handler.
 */
export function crudHandlers(hooks: TableHooksByTable): HttpHandler[] {
  const served = new Set<string>();
  const generic = resources.flatMap((schema: ResourceSchema) => createCrudHandlers(schema, hooksOf(hooks, schema)));
  const once = generic.filter((handler) => !served.has(callOf(handler)) && Boolean(served.add(callOf(handler))));
  return [...once, ...dictionaryHandlers, menuTreeHandler, tenantSelectHandler];
}
