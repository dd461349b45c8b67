/**
 * The router in front of the handlers: what the hosts serve, as one msw handler (`routerHandler`)
 * or, for the standalone server, as a plain function of the request (`router`). It picks the handlers
 * whose path matches a call exactly and runs only their resolvers, in their order: msw on its own
 * would try every one of the several hundred handlers on each call. Exact, because msw matches a path
 * ignoring case and the leading `*` of '*\/api/...' matches any prefix, path segments included,
 * so '/API/blade-system/...' or '/x/api/blade-system/...' would reach a handler; Spring matches
 * paths exactly. Every call under /api gets an answer:
 *
 * | the path ...                                  | answer                                    |
 * |-----------------------------------------------|-------------------------------------------|
 * | is served for this method                     | its handlers' answer                      |
 * | is served for GET and the method is HEAD      | the GET answer without its body           |
 * | is served, for other methods only             | 405 不支持当前请求方法, with Allow         |
 * | is not served, or its handlers all pass       | 404 没找到请求                             |
 *
 * Handlers are declared with string paths, '*\/api/<service>/...', as every handler here is.
 */
import { http, HttpHandler, type RequestHandler } from 'msw';
import { fail, guarded } from '../envelope';

interface Route {
  /** The path as served ('/api/...'), `:name` segments included. */
  path: string;
  pattern: RegExp;
  /** Upper case; '*' for http.all. */
  method: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A handler's path as an exact, case-sensitive pattern over the URL's path (`:name` is one segment). */
function routeOf(handler: HttpHandler): Route | undefined {
  const { path, method } = handler.info;
  if (typeof path !== 'string' || !path.startsWith('*/api/')) return undefined;
  const segments = path.slice(1).split('/').map((segment) => (segment.startsWith(':') ? `(?<${segment.slice(1)}>[^/]+)` : escapeRegExp(segment)));
  return { path: path.slice(1), pattern: new RegExp(`^${segments.join('/')}/?$`), method: typeof method === 'string' ? method.toUpperCase() : '*' };
}

/** What a resolver is given: the request, the path's `:name` segments, and its cookies. */
interface ResolverInfo {
  request: Request;
  params: Record<string, string>;
  cookies: Record<string, string>;
  requestId: string;
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Runs a route's resolver as msw's getResponse would, without msw's work around it: msw's run
 * of a handler clones the request, reads its cookies through msw's cookie store and makes an
 * abort signal it then aborts, which under 200 clients took a tenth of the standalone server's
 * time. The mock's resolvers (guard's) always answer, from the request and the path's parameters.
 */
function resolve(route: Route & { handler: HttpHandler }, request: Request, pathname: string): Promise<Response | undefined> {
  const groups = route.pattern.exec(pathname)?.groups ?? {};
  const params = Object.fromEntries(Object.entries(groups).map(([name, value]) => [name, decoded(value)]));
  const info: ResolverInfo = {
    request,
    params,
    get cookies() {
      const pairs = (request.headers.get('cookie') ?? '').split(';').map((pair) => [pair.slice(0, pair.indexOf('=')).trim(), pair.slice(pair.indexOf('=') + 1).trim()]);
      return Object.fromEntries(pairs.filter(([name]) => name).map(([name, value]) => [name, decoded(value!)]));
    },
    requestId: '',
  };
  // The resolver is msw's to call; it is called here as msw calls it, with what msw would give it.
  const resolver = route.handler['resolver'] as unknown as (info: ResolverInfo) => Promise<Response | undefined>;
  return resolver(info);
}

export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** A call's answer, or undefined for a call the mock does not serve. */
export type Respond = (request: Request) => Promise<Response | undefined>;

/** Answers a call as the handlers do: undefined for a path outside /api, an answer for every other. */
export function router(served: readonly RequestHandler[]): Respond {
  const routes = served.map((handler) => {
    const route = handler instanceof HttpHandler ? routeOf(handler) : undefined;
    if (!route) throw new Error(`a mock handler without a '*/api/...' path: ${handler.info.header}`);
    return { ...route, handler: handler as HttpHandler };
  });
  // Most paths have no `:name` segment: they are looked up by their text, and only the few with
  // one are tried as patterns. Testing every pattern on each call took a large part of a call's
  // time under load.
  const exact = new Map<string, typeof routes>();
  const patterned: typeof routes = [];
  for (const route of routes) {
    if (route.path.includes('/:')) patterned.push(route);
    else for (const key of [route.path, `${route.path}/`]) (exact.get(key) ?? exact.set(key, []).get(key)!).push(route);
  }
  const routesOf = (pathname: string) => {
    const found = [...(exact.get(pathname) ?? []), ...patterned.filter((r) => r.pattern.test(pathname))];
    // In the handlers' order, as msw would try them.
    return found.length > 1 ? routes.filter((r) => found.includes(r)) : found;
  };

  // The router's own answers; the handlers' answers pass through their own guard.
  const refuse = (request: Request) => guarded(request, async () => {
    const methods = new Set(routesOf(new URL(request.url).pathname).map((r) => r.method));
    if (methods.size === 0 || methods.has('*') || methods.has(request.method)) return fail('404 没找到请求', 404);
    if (request.method === 'HEAD' && methods.has('GET')) {
      const answer = await dispatch(new Request(request.url, { headers: request.headers }));
      return new Response(null, { status: answer?.status ?? 404, headers: answer?.headers });
    }
    const refusal = fail('不支持当前请求方法', 405);
    refusal.headers.set('Allow', [...methods, ...(methods.has('GET') ? ['HEAD'] : [])].join(', '));
    return refusal;
  });

  /** The first answer of the handlers for the call's path and method, in their order. */
  async function dispatch(request: Request): Promise<Response | undefined> {
    const { pathname } = new URL(request.url);
    for (const route of routesOf(pathname)) {
      if (route.method !== '*' && route.method !== request.method) continue;
      const answer = await resolve(route, request, pathname);
      if (answer) return answer;
    }
    return undefined;
  }

  return async (request) => {
    if (!isApiPath(new URL(request.url).pathname)) return undefined;
    return (await dispatch(request)) ?? refuse(request);
  };
}

/** A call's answer as the one msw handler of a host. */
export function routerHandler(respond: Respond): RequestHandler {
  return http.all(({ request }) => isApiPath(new URL(request.url).pathname), ({ request }) => respond(request));
}
