/**
 * An area serves no call the generic CRUD handlers (crud/handlers.ts) also make for a schema:
 * what an area adds to a table's calls is a hook (crud/hooks.ts), so the generic path serves every
 * table the same way. A table BladeX keys or deletes its own way (the regions: keyed by code,
 * deleted for good) says so in its schema (rowKey, deletion), and the generic handlers serve it.
 */
import { HttpHandler, type RequestHandler } from 'msw';
import { expect, it } from 'vitest';
import { resources } from '../../src/schema';
import { region } from '../../src/schema/tenancy/region';
import { createCrudHandlers } from '../../mock-server/crud';
import { areaHandlers, servedHandlers } from '../../mock-server/handlers';

const callOf = (handler: RequestHandler) => (handler instanceof HttpHandler ? `${String(handler.info.method)} ${String(handler.info.path)}` : '');

it('leaves every call the generic handlers make to them', () => {
  const generic = new Set(resources.flatMap((schema) => createCrudHandlers(schema).map(callOf)));
  expect(areaHandlers.map(callOf).filter((call) => generic.has(call))).toEqual([]);
});

it('serves the regions\' detail, submit, remove and export by the generic handlers, which the router tries', () => {
  const generic = createCrudHandlers(region).map(callOf);
  const calls = ['GET */api/blade-system/region/detail', 'POST */api/blade-system/region/submit', 'POST */api/blade-system/region/remove', 'GET */api/blade-system/region/export-region'];
  expect(generic).toEqual(expect.arrayContaining(calls));
  const served = servedHandlers.map(callOf);
  expect(calls.filter((call) => served.filter((each) => each === call).length !== 1)).toEqual([]);
  expect(areaHandlers.map(callOf).filter((call) => calls.includes(call))).toEqual([]);
});
