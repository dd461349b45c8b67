/**
 * The standalone server as `npm run mock-server` runs it, a real process over a data folder, for
 * the tests of one file: started and stopped by signal, called over Node's own HTTP client.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { mockServer } from '../../../mock-server/node';
import { standaloneArgs } from '../../../mock-server/standalone-command.mjs';
import type { Call } from './calls';

export interface Running {
  child: ChildProcess;
  call: Call;
  /** What the server wrote to stderr so far. */
  errors: () => string;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A call over Node's own HTTP client: happy-dom's fetch reports every connection the killed
 * server drops on the console, and the writers leave several. A Cookie header is passed on as
 * given: happy-dom's Request drops it, as a browser's fetch does.
 */
function nodeCall(port: number): Call {
  return async (path, init = {}) => {
    // The Fetch API encodes the body (JSON text, multipart form) and names its content type.
    const encoded = new Request(`http://127.0.0.1${path}`, { method: init.method ?? 'GET', headers: init.headers, body: init.body });
    const body = init.body === undefined ? undefined : Buffer.from(await encoded.arrayBuffer());
    return new Promise((resolve, reject) => {
      const cookie = new Map(Object.entries((init.headers ?? {}) as Record<string, string>)).get('Cookie');
      const headers = { ...Object.fromEntries(encoded.headers), ...(cookie ? { Cookie: cookie } : {}) };
      const sent = httpRequest({ host: '127.0.0.1', port, path, method: encoded.method, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: answer.statusCode })));
        answer.on('error', reject);
      });
      sent.on('error', reject);
      sent.end(body);
    });
  };
}

const running: ChildProcess[] = [];

/** The server's process over `dataDir` on `port`, with `options` (a user to run as); not waited for. */
export function spawnServer(dataDir: string, port: number, options: Pick<SpawnOptions, 'uid' | 'gid'> = {}): { child: ChildProcess; errors: () => string } {
  const child = spawn(process.execPath, standaloneArgs, {
    env: { ...process.env, PORT: String(port), MOCK_DATA_DIR: dataDir, CORS_ORIGINS: location.origin },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  running.push(child);
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return { child, errors: () => errors };
}

/** The server over `dataDir`, once it listens. */
export async function start(dataDir: string, options: Pick<SpawnOptions, 'uid' | 'gid'> = {}): Promise<Running> {
  const port = await freePort();
  const { child, errors } = spawnServer(dataDir, port, options);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('BladeX mock server on') && resolve());
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}): ${errors()}`)));
  });
  return { child, call: nodeCall(port), errors };
}

export async function stop(server: Pick<Running, 'child'>, signal: NodeJS.Signals): Promise<void> {
  const exited = once(server.child, 'exit');
  server.child.kill(signal);
  await exited;
}

/** Real sockets for the file's tests (the in-process mock of tests/setup.ts would answer them itself); every server stopped after. */
export function realServersForThisFile(): void {
  beforeAll(() => mockServer.close());
  afterAll(() => {
    running.forEach((child) => child.kill('SIGKILL'));
    mockServer.listen({ onUnhandledRequest: 'error' });
  });
}
