/**
 * An area serves no call the generic CRUD handlers (crud/handlers.ts) also make for a schema:
 * what an area adds to a table's calls is a hook (crud/hooks.ts), so the generic path serves every
 * table the same way. Where BladeX's own call differs in shape, the schema says so (api.ownShape,
 * with the reason), the generic handlers make no such call, and an area must serve it.
 */
import { HttpHandler, type RequestHandler } from 'msw';
import { expect, it } from 'vitest';
import { resources } from '../../src/schema';
import type { ResourceSchema } from '../../src/schema/types';
import { createCrudHandlers } from '../../mock-server/crud';
import { areaHandlers } from '../../mock-server/handlers';

const callOf = (handler: RequestHandler) => (handler instanceof HttpHandler ? `${String(handler.info.method)} ${String(handler.info.path)}` : '');

it('leaves every call the generic handlers make to them', () => {
  const generic = new Set(resources.flatMap((schema) => createCrudHandlers(schema).map(callOf)));
  expect(areaHandlers.map(callOf).filter((call) => generic.has(call))).toEqual([]);
});

it('serves every call of a schema whose BladeX shape is its own', () => {
  const served = new Set(areaHandlers.map(callOf));
  const own = resources.flatMap((schema: ResourceSchema) => (schema.api.ownShape ?? []).map((call) => {
    const path = call === 'export' ? schema.api.export : `${schema.api.prefix}/${call}`;
    return `${call === 'detail' || call === 'export' ? 'GET' : 'POST'} */api${path}`;
  }));
  expect(own.length).toBeGreaterThan(0);
  expect(own.filter((call) => !served.has(call))).toEqual([]);
});
