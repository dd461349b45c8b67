/**
 * The standalone server on 127.0.0.1 for the tests of one file: real sockets, so the Node
 * interceptor of tests/setup.ts is closed while the file runs. `raw` sends bytes a fetch client
 * would refuse to send (TRACE, a bad Host, an unnormalised path).
 */
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { respond } from '../../mock-server/handlers';
import { createMockHttpServer } from '../../mock-server/http-bridge';
import { mockServer } from '../../mock-server/node';

/** Starts the server before the file's tests; `origin()` is its http://127.0.0.1:port. */
export function serveOverLoopback(allowedOrigins: readonly string[] = [location.origin]): { origin: () => string; port: () => number } {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    mockServer.close();
    server = createMockHttpServer(respond, { allowedOrigins });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    mockServer.listen({ onUnhandledRequest: 'error' });
  });
  return { origin: () => `http://127.0.0.1:${port}`, port: () => port };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Writes `request` to a fresh connection and reads the answer until the server closes it (the
 * request asks it to with `Connection: close`, or is one the server refuses outright). The
 * connection is not half-closed: a server may drop a half-closed connection before it answers.
 */
export function raw(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

export interface RawCall {
  method: string;
  /** Path and query, as sent. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** One call over a raw connection: Host, Content-Length and `Connection: close` are added. */
export function rawCall(port: number, call: RawCall): Promise<RawAnswer> {
  const body = call.body ?? '';
  const headers = { Host: '127.0.0.1', ...call.headers, ...(call.body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }), Connection: 'close' };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  return raw(port, `${call.method} ${call.path} HTTP/1.1\r\n${head}\r\n${body}`);
}
