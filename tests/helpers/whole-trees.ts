/**
 * A backend that will not hand out a whole tree: every `tree` call of departments, roles and
 * menus, and their `list` / `menu-list` calls when they neither search nor name ids (those
 * answer the whole tree too), are answered 400. Each refusal is noted, so a test can say none
 * was asked.
 */
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../mock-server/node';

/** Query keys that only place or page a call: with no other key, a list is the whole tree. */
const PLACING = new Set(['current', 'size', 'tenantId', 'parentId']);

export function isWholeTree(url: URL): boolean {
  const path = url.pathname.replace(/^\/api/, '');
  if (/^\/blade-system\/(dept|role|menu)\/tree$|^\/blade-system\/region\/tree$/.test(path)) return true;
  if (!/^\/blade-system\/(dept|role|menu)\/(list|menu-list)$/.test(path)) return false;
  return ![...url.searchParams].some(([key, value]) => !PLACING.has(key) && value.trim());
}

/** Refuses whole trees from now until the mock's handlers are reset; the paths refused. */
export function refuseWholeTrees(): string[] {
  const refused: string[] = [];
  mockServer.use(http.get('*/api/*', ({ request }) => {
    const url = new URL(request.url);
    if (!isWholeTree(url)) return undefined;
    refused.push(`${url.pathname}${url.search}`);
    return HttpResponse.json({ code: 400, success: false, data: null, msg: '不提供整棵树' }, { status: 400 });
  }));
  return refused;
}
