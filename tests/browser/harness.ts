// Browser-test harness: serve the console with build.mjs, drive it with Debian's Chromium.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

export { launchChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const FAILURE_DIR = '/tmp/browser-failures';

export interface RunningConsole {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  url: string;
  /** Everything build.mjs printed so far. */
  output(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Runs `node build.mjs serve` on a free port and resolves once it answers (build.mjs answers only
 * after its first build, so an answer means the bundle is there; it builds into .serve/<port>/,
 * so tests running at once never share a build). `env` adds to the environment, e.g.
 * { API_TARGET: 'http://127.0.0.1:8080' }. Live reload is off so a rebuild never reloads a page
 * in the middle of a test.
 */
export async function startConsole({ env = {}, timeoutMs = 120_000 }: { env?: Record<string, string>; timeoutMs?: number } = {}): Promise<RunningConsole> {
  const port = await freePort();
  const child = spawn(process.execPath, ['build.mjs', 'serve'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LIVE_RELOAD: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(killer);
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`build.mjs serve exited with ${child.exitCode}:\n${log}`);
    // null: not up yet (a request made during the first build waits for it, up to the deadline).
    const page = await fetch(`${url}/`, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) }).then((r) => (r.ok ? r.text() : null), () => null);
    if (page?.includes('<title>Build failed</title>')) {
      await stop();
      throw new Error(`the console does not compile:\n${log}`);
    }
    if (page !== null) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`build.mjs serve did not answer within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, output: () => log, stop };
}

/** A page of a fresh browser context (a new user: no storage, no service worker), kept across steps. */
export interface KeptPage {
  page: Page;
  /**
   * Runs `fn` on the page; on failure saves a full-page screenshot to /tmp/browser-failures/ and
   * adds its path, the page's URL and the page's console errors to the error message.
   */
  step(name: string, fn: (page: Page) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export async function keepPage(browser: Browser, contextOptions: BrowserContextOptions = {}): Promise<KeptPage> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 768 }, ...contextOptions });
  const page = await context.newPage();
  const browserLog: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') browserLog.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => browserLog.push(`page error: ${e.message}`));
  const step = async (name: string, fn: (page: Page) => Promise<void>) => {
    try {
      await fn(page);
    } catch (err) {
      mkdirSync(FAILURE_DIR, { recursive: true });
      const file = path.join(FAILURE_DIR, `${name.replace(/[^\w-]+/g, '_')}-${Date.now()}.png`);
      const shot = await page.screenshot({ path: file, fullPage: true }).then(() => file, (e: Error) => `none (${e.message})`);
      if (err instanceof Error) {
        err.message += `\n  screenshot: ${shot}\n  url: ${page.url()}` + (browserLog.length ? `\n  browser console:\n    ${browserLog.join('\n    ')}` : '');
      }
      throw err;
    }
  };
  return { page, step, close: () => context.close() };
}

/** Runs `fn` in a page of a fresh browser context, reporting a failure as KeptPage.step does. */
export async function withPage(
  browser: Browser,
  name: string,
  fn: (page: Page) => Promise<void>,
  contextOptions: BrowserContextOptions = {},
): Promise<void> {
  const kept = await keepPage(browser, contextOptions);
  try {
    await kept.step(name, fn);
  } finally {
    await kept.close();
  }
}
