/**
 * The standalone server as `npm run mock-server` runs it, a real process over a data folder:
 * every write it acknowledged is there after a crash (SIGKILL in the middle of a stream of
 * writes), a clean stop and a torn journal record, and a reset brings the fixtures back for good.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { once } from 'node:events';
import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BladeFile } from '../../../mock-server/storage/objects';
import { mockServer } from '../../../mock-server/node';
import { addNotice, loginAdmin, noticeTitles, type Call } from './calls';

interface Running {
  child: ChildProcess;
  call: Call;
  /** What the server wrote to stderr so far. */
  errors: () => string;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const running: ChildProcess[] = [];

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

async function start(dataDir: string): Promise<Running> {
  const port = await freePort();
  // tsx as Node's loader, not its command, which would run the server in a child of its own:
  // SIGKILL would then stop tsx and leave the server running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/standalone.ts'], {
    env: { ...process.env, PORT: String(port), MOCK_DATA_DIR: dataDir, CORS_ORIGINS: location.origin },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('BladeX mock server on') && resolve());
    child.once('exit', (code) => reject(new Error(`the server stopped (${code}): ${errors}`)));
  });
  return { child, call: nodeCall(port), errors: () => errors };
}

async function stop(server: Running, signal: NodeJS.Signals): Promise<void> {
  const exited = once(server.child, 'exit');
  server.child.kill(signal);
  await exited;
}

// Real sockets: the in-process mock of tests/setup.ts would otherwise answer these calls itself.
beforeAll(() => mockServer.close());
afterAll(() => {
  running.forEach((child) => child.kill('SIGKILL'));
  mockServer.listen({ onUnhandledRequest: 'error' });
});

describe('the standalone mock on disk', () => {
  it('keeps every acknowledged write through a crash, a clean stop and a torn record; a reset brings the fixtures back', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mock-data-'));
    const first = await start(dataDir);
    const token = await loginAdmin(first.call);
    const upload = new FormData();
    const bytes = Uint8Array.from({ length: 5000 }, (_, i) => i % 253);
    upload.append('file', new File([bytes], '课表.pdf', { type: 'application/pdf' }));
    const file = (await (await first.call('/api/blade-resource/oss/endpoint/put-file-attach', { method: 'POST', body: upload, headers: { 'Blade-Auth': `bearer ${token}` } })).json()) as { data: BladeFile };

    // Three writers at once, so that calls are under way when the process is killed.
    const acknowledged: string[] = [];
    const writer = async (name: string) => {
      for (let i = 0; i < 300; i++) {
        const title = `${name}-${i}`;
        try {
          if ((await addNotice(first.call, token, title)).success) acknowledged.push(title);
        } catch {
          return;
        }
      }
    };
    const writers = Promise.all(['甲', '乙', '丙'].map(writer));
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(30), { timeout: 60_000 });
    first.child.kill('SIGKILL');
    await writers;

    const second = await start(dataDir);
    expect(await noticeTitles(second.call, token)).toEqual(expect.arrayContaining(acknowledged));
    const download = await second.call(file.data.link);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    expect((await addNotice(second.call, token, '正常停止前的通知')).success).toBe(true);
    await stop(second, 'SIGTERM');

    appendFileSync(join(dataDir, 'journal.ndjson'), '{"rows":[{"t":"notice","k":"id:1');
    const third = await start(dataDir);
    expect(third.errors()).toContain('torn last record');
    expect(await noticeTitles(third.call, token)).toEqual(expect.arrayContaining([...acknowledged, '正常停止前的通知']));
    const platform = await loginAdmin(third.call, '000000');
    expect((await (await third.call('/api/__mock/reset', { method: 'POST', headers: { 'Blade-Auth': `bearer ${platform}` } })).json())).toMatchObject({ success: true });
    expect(readFileSync(join(dataDir, 'journal.ndjson'), 'utf8')).toBe('');
    await stop(third, 'SIGINT');

    const fourth = await start(dataDir);
    expect(await noticeTitles(fourth.call, token)).not.toContain('正常停止前的通知');
    await stop(fourth, 'SIGTERM');
  });

  it('takes the Saber client\'s session cookie for the drawings it loads as a frame, and for nothing else', async () => {
    const server = await start(mkdtempSync(join(tmpdir(), 'mock-data-')));
    const token = await loginAdmin(server.call);
    const get = async (path: string, cookie?: string) =>
      (await server.call(`/api${path}`, { headers: cookie ? { Cookie: cookie } : {} })).json();
    const cookie = `sidebar=1; saber3-access-token=${encodeURIComponent(token)}`;
    expect(await get('/blade-flow/process/diagram-view')).toMatchObject({ code: 401 });
    // Identified by the cookie, the caller reaches the parameter check.
    expect(await get('/blade-flow/process/diagram-view', cookie)).toMatchObject({ code: 400, success: false });
    expect(await get('/blade-system/menu/routes', cookie)).toMatchObject({ code: 401 });
    await stop(server, 'SIGTERM');
  });
});
