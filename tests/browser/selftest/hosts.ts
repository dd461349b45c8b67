// The hosts the self-test runs against: the production build served as a static site, with the
// embedded mock, or without it in front of the standalone mock server (API_TARGET's proxy).
import { spawn, execFile } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { apiProxy } from '../../../build/proxy.mjs';
import { staticHandler } from '../../../build/static.mjs';
import { standaloneArgs } from '../../../mock-server/standalone-command.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Host { url: string; stop(): Promise<void> }

/** `node build.mjs build` into a directory of its own; `mock: false` is MOCK=0. */
async function buildInto(mock: boolean): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'selftest-dist-'));
  await promisify(execFile)(process.execPath, ['build.mjs', 'build'], { cwd: root, env: { ...process.env, OUT_DIR: dir, MOCK: mock ? '1' : '0' } });
  return dir;
}

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`)));
}

/** The production build with `/api` answered by `apiTarget` through the proxy, or by the embedded mock. */
export async function serveBuild(apiTarget?: string): Promise<Host> {
  const dir = await buildInto(!apiTarget);
  const files = staticHandler(dir);
  const proxy = apiTarget ? apiProxy(apiTarget) : undefined;
  const server = http.createServer((req, res) => {
    if (proxy && /^\/api(\/|$)/.test(req.url ?? '')) return proxy(req, res);
    void files(req, res);
  });
  const url = await listen(server);
  return {
    url,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * `npm run mock-server` on a free port, over a data folder of its own (an earlier run's writes,
 * kept in the checkout's .mock-data/, must not meet this run's checks); resolves once it listens.
 */
export async function startMockServer(): Promise<Host> {
  const probe = http.createServer();
  const port = Number(new URL(await listen(probe)).port);
  await new Promise((resolve) => probe.close(resolve));
  const data = mkdtempSync(path.join(tmpdir(), 'selftest-mock-data-'));
  const child = spawn(process.execPath, standaloneArgs, { cwd: root, env: { ...process.env, PORT: String(port), MOCK_DATA_DIR: data }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      log += chunk;
      if (log.includes('mock server on')) resolve();
    });
    child.stderr.on('data', (chunk) => (log += chunk));
    child.once('exit', (code) => reject(new Error(`the mock server exited with ${code}:\n${log}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(data, { recursive: true, force: true });
    },
  };
}
