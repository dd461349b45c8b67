/**
 * Every call has one handler: the generic CRUD handlers leave out any call an area serves
 * (crud/index.ts), so no handler answers only by its place in the list.
 */
import { HttpHandler } from 'msw';
import { expect, it } from 'vitest';
import { servedHandlers } from '../../mock-server/handlers';

it('serves each method and path with one handler', () => {
  const seen = new Map<string, number>();
  for (const handler of servedHandlers.filter((h): h is HttpHandler => h instanceof HttpHandler)) {
    const key = `${String(handler.info.method)} ${String(handler.info.path)}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  expect([...seen].filter(([, count]) => count > 1).map(([key]) => key)).toEqual([]);
});
