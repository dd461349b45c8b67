/**
 * Serves the mock over real HTTP: each Node request becomes a Fetch Request that the mock's
 * `respond` answers (handlers.ts's, or a durable host's serve). Paths without the /api prefix are served as if they had it, because real
 * BladeX gateways have none: a console proxying /api to this server works with or without
 * stripping the prefix. The prefix is matched exactly ('/API/...' is a path without it).
 *
 * What the handlers never see is answered here, always with a BladeX envelope:
 *
 * | request                                            | answer                                  |
 * |----------------------------------------------------|-----------------------------------------|
 * | a method other than cors.ts's ALLOWED_METHODS       | 405 不支持当前请求方法, with Allow       |
 * | a Host header that is missing or not host[:port]   | 400                                     |
 * | a request-target that is not a normalised path     | 400 (no '..', '.', '\', '#' or raw non-ASCII) |
 * | a body over body.ts's limit                        | 413, then the rest is read, dropped and the connection closed (below), at any size |
 * | OPTIONS                                            | 204, or 403 to another origin's preflight |
 * | anything Node cannot parse as HTTP                 | 400 (431 for oversized headers)         |
 *
 * Every answer carries `X-Content-Type-Options: nosniff` and cors.ts's headers.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { bodyLimitFor, PayloadTooLarge } from './body';
import { ALLOWED_METHODS, corsHeaders, isPreflight } from './cors';
import { fail, jsonBody } from './envelope';
import type { Respond } from './handlers/routing';

export interface MockHttpOptions {
  /** Browser origins answered with CORS headers (see cors.ts's allowedOrigins). */
  allowedOrigins: readonly string[];
}

const METHOD_NOT_ALLOWED = '不支持当前请求方法';
const ALLOW = ALLOWED_METHODS.join(', ');

export function createMockHttpServer(respond: Respond, options: MockHttpOptions): Server {
  // Without requireHostHeader Node would refuse a request lacking Host itself, without an envelope.
  const server = createServer({ requireHostHeader: false }, (incoming, outgoing) => {
    void answer(respond, options, incoming, outgoing);
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'HPE_HEADER_OVERFLOW') endRaw(socket, 431, 'Request Header Fields Too Large', fail('请求头过大', 431));
    else endRaw(socket, 400, 'Bad Request', fail('请求格式错误', 400));
  });
  // Node hands CONNECT to this event instead of the request listener.
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    endRaw(socket, 405, 'Method Not Allowed', fail(METHOD_NOT_ALLOWED, 405), { Allow: ALLOW });
  });
  // An idle connection is closed by the client first (Node's fetch after 4 s, browsers later),
  // never under a request it is sending: with Node's 5 s, a server busy for a moment closed
  // connections a client had just reused, and the client's next call failed (ECONNRESET).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  return server;
}

/** How long the server keeps an idle connection open: longer than any client keeps one. */
const KEEP_ALIVE_MS = 65_000;

async function answer(respond: Respond, options: MockHttpOptions, incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  let response: Response;
  try {
    response = await answerOf(respond, options, incoming);
  } catch (error) {
    if (error instanceof PayloadTooLarge) {
      response = fail(error.message, 413);
      dropRest(incoming, outgoing);
    } else {
      console.error('[mock-server]', incoming.method, incoming.url, error);
      response = fail('服务器异常', 500);
    }
  }
  // The body of a JSON answer is taken as made: reading a Response's body goes through a stream.
  const made = jsonBody(response);
  const body = made === undefined ? Buffer.from(await response.arrayBuffer()) : Buffer.from(made.buffer, made.byteOffset, made.byteLength);
  outgoing.writeHead(response.status, {
    ...(response.status === 204 || response.status === 304 || response.headers.has('content-length') ? {} : { 'content-length': String(body.length) }),
    ...Object.fromEntries(response.headers),
    ...corsHeaders(incoming.headers, options.allowedOrigins),
    'x-content-type-options': 'nosniff',
  });
  outgoing.end(body);
}

async function answerOf(respond: Respond, options: MockHttpOptions, incoming: IncomingMessage): Promise<Response> {
  const method = incoming.method ?? '';
  if (!(ALLOWED_METHODS as readonly string[]).includes(method)) return withAllow(fail(METHOD_NOT_ALLOWED, 405));
  const host = incoming.headers.host;
  if (!host || !HOST.test(host) || !URL.canParse(`http://${host}/`)) return fail('请求头 Host 无效', 400);
  if (method === 'OPTIONS') {
    const origin = incoming.headers.origin;
    if (isPreflight(method, incoming.headers) && !options.allowedOrigins.includes(origin!)) return fail('请求被拒绝', 403);
    return withAllow(new Response(null, { status: 204 }));
  }
  const target = requestTarget(incoming.url ?? '');
  if (target === undefined) return fail('请求路径无效', 400);
  const url = new URL(`http://${host}${target}`);
  if (url.pathname !== '/api' && !url.pathname.startsWith('/api/')) url.pathname = `/api${url.pathname}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(incoming);
  return (await respond(new Request(url, { method, headers, body }))) ?? fail('404 没找到请求', 404);
}

/** host[:port]: a name or IPv4 address, or a bracketed IPv6 address. */
const HOST = /^(?:[A-Za-z0-9._~-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The path and query of a request-target in origin form ('/...') or absolute form
 * ('http://host/...'), or undefined unless the path is already normalised: Spring's firewall
 * refuses paths a URL parser would rewrite, so '/x/../api' cannot reach what '/api' reaches.
 */
function requestTarget(raw: string): string | undefined {
  const target = raw.replace(/^https?:\/\/[^/?#]*/i, '');
  if (!target.startsWith('/')) return undefined;
  const path = target.split('?', 1)[0];
  return URL.canParse(`http://host${target}`) && new URL(`http://host${target}`).pathname === path ? target : undefined;
}

/** The body, read no further than the limit for its Content-Type (PayloadTooLarge past it). */
function readBody(incoming: IncomingMessage): Promise<Buffer<ArrayBuffer> | undefined> {
  const limit = bodyLimitFor(incoming.headers['content-type']);
  if (Number(incoming.headers['content-length']) > limit) return Promise.reject(new PayloadTooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      // Stop reading without destroying the socket: the 413 still has to go out on it.
      incoming.off('data', onData);
      incoming.pause();
      reject(new PayloadTooLarge());
    };
    incoming.on('data', onData);
    incoming.once('end', () => resolve(size > 0 ? Buffer.concat(chunks) : undefined));
    incoming.once('error', reject);
  });
}

/**
 * After a 413: the rest of the body is read and dropped, then the connection closed. A client
 * sends its whole body before it reads the answer, and a socket closed under a body still coming
 * fails that send (EPIPE), so the 413 would never be read: the body is drained whatever its size,
 * as nginx's lingering close does. What bounds the reading is time, not bytes: it stops, and the
 * connection is cut, after DRAIN_IDLE_MS without a byte or DRAIN_MS in all, so nobody keeps the
 * server reading for ever. The pause allowed is long: Node's fetch, given a large File, sends the
 * first bytes of the form and then takes seconds to read the file on a busy machine (it was cut
 * there, after 2 s, or by the server's 5 s keep-alive timeout once the answer was out).
 */
const DRAIN_MS = 120_000;
const DRAIN_IDLE_MS = 15_000;

function dropRest(incoming: IncomingMessage, outgoing: ServerResponse): void {
  const { socket } = incoming;
  let idle: ReturnType<typeof setTimeout> | undefined;
  const cap = setTimeout(() => stop(false), DRAIN_MS);
  const stop = (graceful: boolean) => {
    clearTimeout(idle);
    clearTimeout(cap);
    incoming.off('data', wait);
    incoming.off('end', onEnd);
    incoming.off('error', onError);
    // Ended once the answer is out: a graceful end leaves nothing unread that would reset it.
    if (!graceful) socket.destroy();
    else if (outgoing.writableFinished) socket.end();
    else outgoing.once('finish', () => socket.end());
  };
  const wait = () => {
    clearTimeout(idle);
    idle = setTimeout(() => stop(false), DRAIN_IDLE_MS);
  };
  const onEnd = () => stop(true);
  const onError = () => stop(false);
  if (incoming.readableEnded) return stop(true);
  // The keep-alive timeout Node sets once the answer is out: the drain keeps its own.
  outgoing.once('finish', () => socket.setTimeout(0));
  incoming.on('data', wait);
  incoming.once('end', onEnd);
  incoming.once('error', onError);
  wait();
  incoming.resume();
}

function withAllow(response: Response): Response {
  response.headers.set('Allow', ALLOW);
  return response;
}

/** An answer written straight to a socket Node has not turned into a request, then closed. */
function endRaw(socket: Duplex, status: number, reason: string, response: Response, extra: Record<string, string> = {}): void {
  if (!socket.writable) return;
  void response.text().then((body) => {
    const headers = {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
      'X-Content-Type-Options': 'nosniff',
      Connection: 'close',
      ...extra,
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`);
  });
}
