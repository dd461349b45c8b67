/**
 * Serves the handler list over real HTTP: each Node request becomes a Fetch Request that msw's
 * getResponse answers. Paths without the /api prefix are served as if they had it, because real
 * BladeX gateways have none: a console proxying /api to this server works with or without
 * stripping the prefix. Every answer allows any origin (credentials included).
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';
import { fail } from './envelope';

export function createMockHttpServer(handlers: RequestHandler[]): Server {
  return createServer((incoming, outgoing) => {
    void answer(handlers, incoming, outgoing);
  });
}

async function answer(handlers: RequestHandler[], incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  const cors = corsHeaders(incoming.headers);
  if (incoming.method === 'OPTIONS') {
    outgoing.writeHead(204, cors).end();
    return;
  }
  let response: Response;
  try {
    response = (await getResponse(handlers, await toFetchRequest(incoming))) ?? fail('404 没找到请求', 404);
  } catch (error) {
    console.error('[mock-server]', incoming.method, incoming.url, error);
    response = fail('服务器异常', 500);
  }
  outgoing.writeHead(response.status, { ...Object.fromEntries(response.headers), ...cors });
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

async function toFetchRequest(incoming: IncomingMessage): Promise<Request> {
  const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? '127.0.0.1'}`);
  if (url.pathname !== '/api' && !url.pathname.startsWith('/api/')) url.pathname = `/api${url.pathname}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = incoming.method ?? 'GET';
  const chunks: Buffer[] = [];
  if (method !== 'GET' && method !== 'HEAD') for await (const chunk of incoming) chunks.push(chunk as Buffer);
  return new Request(url, { method, headers, body: chunks.length > 0 ? Buffer.concat(chunks) : undefined });
}

function corsHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const origin = headers.origin;
  return {
    'access-control-allow-origin': origin ?? '*',
    ...(origin ? { 'access-control-allow-credentials': 'true', vary: 'Origin' } : {}),
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': headers['access-control-request-headers'] ?? '*',
    'access-control-max-age': '600',
  };
}
