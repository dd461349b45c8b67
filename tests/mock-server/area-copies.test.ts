/**
 * The mock has one handler per call, and an area serves no call the generic CRUD handlers
 * (crud/handlers.ts) also make for a schema: what an area adds to a table's calls is a hook
 * (crud/hooks.ts), so the generic path serves every table the same way. An area may answer a
 * generic call only where BladeX's own call differs in shape; each such call is listed here
 * with the reason.
 */
import { HttpHandler, type RequestHandler } from 'msw';
import { expect, it } from 'vitest';
import { resources } from '../../src/schema';
import { createCrudHandlers } from '../../mock-server/crud';
import { areaHandlers } from '../../mock-server/handlers';

const callOf = (handler: RequestHandler) => (handler instanceof HttpHandler ? `${String(handler.info.method)} ${String(handler.info.path)}` : '');

/** Calls an area serves in place of the generic handler, and why BladeX's call is not the generic one. */
const ownShapes: Record<string, string> = {
  'POST */api/blade-system/dict/submit': 'not yet folded',
  'POST */api/blade-system/dict-biz/submit': 'not yet folded',
  'GET */api/blade-system/region/detail': 'not yet folded',
  'POST */api/blade-system/region/submit': 'not yet folded',
  'POST */api/blade-system/region/remove': 'not yet folded',
  'GET */api/blade-system/region/export-region': 'not yet folded',
};

it('leaves every call the generic handlers make to them, but those whose BladeX shape differs', () => {
  const generic = new Set(resources.flatMap((schema) => createCrudHandlers(schema).map(callOf)));
  const copies = areaHandlers.map(callOf).filter((call) => generic.has(call));
  expect(copies.filter((call) => !(call in ownShapes))).toEqual([]);
  // An exception no area takes any more is struck from the list.
  expect(Object.keys(ownShapes).filter((call) => !copies.includes(call))).toEqual([]);
});
