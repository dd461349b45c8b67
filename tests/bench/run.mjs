// Benchmarks: `npm run bench` runs them all, `node tests/bench/run.mjs login` just one.
// They print figures against their targets and never fail on time.
//
// A benchmark is a module here exporting
//   title: string
//   run(ctx): Promise<Row[]>   Row = { metric, unit, value, runs?: number[], target?: number,
//                                      note?: string }  (value is the median when runs are given;
//                                      a target is an upper bound)
// and registered in BENCHES below. ctx shares the expensive parts between benchmarks.
// A module exporting `throttled = true` runs a second time with ctx.cpuRate = CPU_RATE (its pages
// call throttle() of cdp.mjs): users and CI run on busy machines; its figures print side by side.
// `--no-throttle` leaves that run out.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiProxy } from '../../build/proxy.mjs';
import { staticHandler } from '../../build/static.mjs';
import { launchChromium } from '../browser/chromium.mjs';
import { startMockServer } from './standalone-mock.mjs';

const BENCHES = {
  login: () => import('./login.mjs'),
  palette: () => import('./palette.mjs'),
  table: () => import('./table.mjs'),
  'crud-query': () => import('./crud-query.mjs'),
  screens: () => import('./screens.mjs'),
  keyboard: () => import('./keyboard.mjs'),
  'mock-load': () => import('./mock-load.mjs'),
  'bulk-import': () => import('./bulk-import.mjs'),
  scale: () => import('./scale.mjs'),
  'scale-console': () => import('./scale-console.mjs'),
};

const CPU_RATE = 4;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const once = (fn) => { let p; return () => (p ??= fn()); };

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** `node build.mjs build` with `env`; resolves to its wall time and what it printed. */
function build(env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['build.mjs', 'build'], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => code === 0
      ? resolve({ ms: performance.now() - started, output: output.trim() })
      : reject(new Error(`node build.mjs build failed (${code})\n${output}`)));
  });
}

/** An HTTP server on a free port of 127.0.0.1, closed when the benchmarks end. */
async function listen(handle) {
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => { server.closeAllConnections(); server.close(); });
  return `http://127.0.0.1:${server.address().port}`;
}

const closers = [];
/** The consoles on the standalone mock, by seed. */
const standalone = {};
const ctx = {
  root,
  median,
  /** `node build.mjs build`, once; resolves to its wall time and what it printed. */
  build: once(() => build({})),
  /**
   * dist/ on 127.0.0.1 with gzip and index.html fallback, once. `stats` counts the requests and
   * body bytes the server sent (reset it between runs); it also sees service-worker traffic.
   */
  serveDist: once(async () => {
    await ctx.build();
    const stats = { requests: 0, bytes: 0 };
    return { url: await listen(staticHandler(path.join(root, 'dist'), { gzip: true, stats })), stats };
  }),
  /** The console built without its browser mock (MOCK=0), once; resolves to its folder. */
  buildWithoutMock: once(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-standalone-'));
    closers.push(() => rmSync(dir, { recursive: true, force: true }));
    await build({ MOCK: '0', OUT_DIR: path.join(dir, 'dist') });
    return dir;
  }),
  /**
   * The console built without its browser mock, on 127.0.0.1 with /api proxied to the standalone
   * mock over a fresh data folder, once per seed (`seed` is MOCK_SEED's value; by default the
   * environment's): the backend runs outside the page, as a real gateway does, so the page's
   * heap and main thread hold only the console.
   */
  serveOnStandaloneMock: (seed = process.env.MOCK_SEED ?? '') => (standalone[seed] ??= (async () => {
    const data = mkdtempSync(path.join(os.tmpdir(), `bench-mock-${seed || 'demo'}-`));
    closers.push(() => rmSync(data, { recursive: true, force: true }));
    const [dir, server] = await Promise.all([ctx.buildWithoutMock(), startMockServer(root, data, [], { MOCK_SEED: seed })]);
    // A generated seed's tables are made after the server listens (seed/make-ahead.ts): the screens
    // measure a backend at rest, as a gateway over a database is, not one still making its data.
    if (seed === 'district') await server.printed('generated tables ahead of their first read');
    closers.push(() => server.child.kill('SIGINT'));
    const stats = { requests: 0, bytes: 0 };
    const files = staticHandler(path.join(dir, 'dist'), { gzip: true, stats });
    const api = apiProxy(`http://127.0.0.1:${server.port}`);
    return { url: await listen((req, res) => (req.url.startsWith('/api/') ? api : files)(req, res)), stats, pid: server.child.pid };
  })()),
  /** One Chromium for all benchmarks; give every measured run its own context. */
  browser: once(async () => {
    const browser = await launchChromium();
    closers.push(() => browser.close());
    return browser;
  }),
};

const fmt = (n) => (Number.isInteger(n) || Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(1));

/** Prints rows; `slow` (the same benchmark's rows at CPU_RATE, by metric) adds a column beside the median. */
function printRows(rows, slow) {
  const slowBy = new Map((slow ?? []).map((r) => [r.metric, r]));
  const table = rows.map((r) => [
    r.metric,
    `${fmt(r.value)} ${r.unit}`.trim(),
    slowBy.has(r.metric) ? `${fmt(slowBy.get(r.metric).value)} ${r.unit}`.trim() : '',
    r.target === undefined ? '' : `<= ${r.target} ${r.unit}`,
    r.target === undefined ? '' : r.value <= r.target ? 'ok' : 'OVER',
    [(r.runs ?? []).map(fmt).join('  '), r.note && `(${r.note})`].filter(Boolean).join('  '),
  ]);
  const head = ['metric', 'median', slow ? `${CPU_RATE}x CPU` : '', 'target', '', 'runs'];
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
  for (const row of [head, ...table]) console.log('  ' + row.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd());
}

const noThrottle = process.argv.includes('--no-throttle');
const wanted = process.argv.slice(2).filter((arg) => arg !== '--no-throttle');
for (const name of wanted) {
  if (!BENCHES[name]) {
    console.error(`unknown benchmark '${name}'; known: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
}

// Timings depend on what else the machine is doing: say so next to the figures.
console.log(`${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
try {
  for (const name of wanted.length ? wanted : Object.keys(BENCHES)) {
    const bench = await BENCHES[name]();
    console.log(`\n${name}: ${bench.title}`);
    const rows = await bench.run(ctx);
    printRows(rows, bench.throttled && !noThrottle ? await bench.run({ ...ctx, cpuRate: CPU_RATE }) : undefined);
  }
} finally {
  for (const close of closers.reverse()) await close();
}
