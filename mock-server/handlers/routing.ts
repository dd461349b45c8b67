/**
 * Exact routing in front of the handlers. msw matches a path ignoring case, and the leading `*`
 * of '*\/api/...' matches any prefix, path segments included, so '/API/blade-system/...' or
 * '/x/api/blade-system/...' would reach a handler; Spring matches paths exactly. This handler
 * goes first and answers every call under /api that no handler serves exactly:
 *
 * | the path ...                                  | answer                                    |
 * |-----------------------------------------------|-------------------------------------------|
 * | is served for this method                     | (passes on to its handler)                |
 * | is served for GET and the method is HEAD      | the GET answer without its body           |
 * | is served, for other methods only             | 405 不支持当前请求方法, with Allow         |
 * | is not served                                 | 404 没找到请求                             |
 *
 * Handlers are declared with string paths, '*\/api/<service>/...', as every handler here is.
 */
import { getResponse, http, HttpHandler, type RequestHandler } from 'msw';
import { fail, guard } from '../envelope';

interface Route {
  pattern: RegExp;
  /** Upper case; '*' for http.all. */
  method: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A handler's path as an exact, case-sensitive pattern over the URL's path (`:name` is one segment). */
function routeOf(handler: RequestHandler): Route | undefined {
  if (!(handler instanceof HttpHandler)) return undefined;
  const { path, method } = handler.info;
  if (typeof path !== 'string' || !path.startsWith('*/api/')) return undefined;
  const segments = path.slice(1).split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)));
  return { pattern: new RegExp(`^${segments.join('/')}/?$`), method: typeof method === 'string' ? method.toUpperCase() : '*' };
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

export function exactRouting(served: readonly RequestHandler[]): RequestHandler {
  const routes = served.flatMap((handler) => routeOf(handler) ?? []);
  const methodsFor = (pathname: string) => new Set(routes.filter((r) => r.pattern.test(pathname)).map((r) => r.method));
  const passes = (request: Request) => {
    const methods = methodsFor(new URL(request.url).pathname);
    return methods.has('*') || methods.has(request.method);
  };

  return http.all(
    ({ request }) => isApiPath(new URL(request.url).pathname) && !passes(request),
    guard(async ({ request }) => {
      const methods = methodsFor(new URL(request.url).pathname);
      if (methods.size === 0) return fail('404 没找到请求', 404);
      if (request.method === 'HEAD' && methods.has('GET')) {
        const answer = await getResponse([...served], new Request(request.url, { headers: request.headers }));
        return new Response(null, { status: answer?.status ?? 404, headers: answer?.headers });
      }
      const refusal = fail('不支持当前请求方法', 405);
      refusal.headers.set('Allow', [...methods, ...(methods.has('GET') ? ['HEAD'] : [])].join(', '));
      return refusal;
    }),
  );
}
