// The command palette under load: the real CommandPalette (bundled from tests/bench/palette/)
// with 5,000 and then 20,000 synthetic commands, in Debian's Chromium. Measures, inside the page
// with performance.now(), the time from the keystroke to the DOM updated after it and to the frame
// painted after it: opening (Ctrl+K to a painted list) and each keystroke of typed queries and
// their backspacing. The same probe on a bare <input> gives this machine's floor, measured in the
// same run, which the painted budget is read against.
// `node tests/bench/palette.mjs` runs it alone; tests/bench/run.mjs imports run(ctx).
import * as esbuild from 'esbuild';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cjsOnce } from '../../build/cjs-once.mjs';
import { modeDefines } from '../../build/config.mjs';
import { launchChromium } from '../browser/chromium.mjs';
import { throttle } from './cdp.mjs';

export const throttled = true;
export const title = 'command palette: open, and per-keystroke latency to the DOM updated and to the painted frame, 5,000 and 20,000 commands';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SIZES = [5000, 20000];
const OPENS = 7; // the first builds the search index for the new commands; the rest reuse it
// Each query is typed this many times per size (each in a new opening): a p95 of 30 keystrokes
// would be their second slowest.
const ROUNDS = 3;
// Issue 14's budgets at 20,000 commands: keystroke to DOM updated p95 at most 4 ms; keystroke to
// painted p95 at most 2 ms above the bare input's p95 of the same run.
const BUDGET_SIZE = 20000;
const DOM_BUDGET = 4;
const PAINT_OVER_FLOOR = 2;
// Realistic queries: English words typed (matching the other language's titles) and Chinese
// characters committed one at a time, each followed by backspacing to empty.
const QUERIES = ['export user', '导出用户'];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

/** Bundles the page (production React, minified) into a temporary directory. */
async function buildPage() {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'palette-bench-'));
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { entry: 'tests/bench/palette/entry.tsx' },
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    charset: 'utf8',
    minify: true,
    define: modeDefines(true),
    // React as the console's build imports it (build/cjs-once.mjs).
    plugins: [cjsOnce(root)],
    logLevel: 'warning',
  });
  writeFileSync(
    path.join(outdir, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>palette bench</title>' +
      '<link rel="stylesheet" href="/entry.css"></head><body><div id="root"></div>' +
      '<script type="module" src="/entry.js"></script></body></html>',
  );
  return outdir;
}

const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

async function serve(dir) {
  const server = http.createServer((req, res) => {
    const name = new URL(req.url, 'http://x').pathname.replace(/^\/$/, '/index.html');
    try {
      const body = readFileSync(path.join(dir, path.normalize(name).replace(/^([/\\])+/, '')));
      res.writeHead(200, { 'content-type': types[path.extname(name)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((r) => { server.closeAllConnections(); server.close(r); }) };
}

// The same probe on a bare <input> echoing into a <div>: the floor this machine and Chromium
// put under any keystroke, so the palette's own share can be read off.
const BARE_PAGE = `<!doctype html><meta charset="utf-8"><input id="i"><div id="o"></div><script>
const i = document.getElementById('i'), o = document.getElementById('o');
i.addEventListener('input', () => { o.textContent = i.value; });
window.__bench = { arm() { window.__m = new Promise((resolve) => {
  const start = (e) => {
    removeEventListener('keydown', start, true); removeEventListener('beforeinput', start, true);
    let dom;
    const observer = new MutationObserver(() => { observer.disconnect(); dom = performance.now() - e.timeStamp; });
    observer.observe(o, { subtree: true, childList: true, characterData: true });
    requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = () => resolve({ dom, paint: performance.now() - e.timeStamp }); c.port2.postMessage(0); });
  };
  addEventListener('keydown', start, true); addEventListener('beforeinput', start, true);
}); }, next: () => window.__m };
</script>`;

async function measureBare(context, ctx) {
  const page = await context.newPage();
  await throttle(page, ctx);
  await page.setContent(BARE_PAGE);
  await page.focus('#i');
  const keys = [];
  // One round more than measured: the first warms the page up.
  for (let round = 0; round <= ROUNDS; round++) {
    for (const query of QUERIES) {
      for (const ch of query) keys.push(await timed(page, 'key', () => page.keyboard.type(ch)));
      for (let i = 0; i < query.length; i++) keys.push(await timed(page, 'key', () => page.keyboard.press('Backspace')));
    }
  }
  await page.close();
  return keys.slice(keys.length / (ROUNDS + 1));
}

/** One keystroke, timed in the page from its keydown (or beforeinput) to the next painted frame. */
async function timed(page, what, press) {
  await page.evaluate((w) => window.__bench.arm(w), what);
  await press();
  return page.evaluate(() => window.__bench.next());
}

async function closePalette(page) {
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !window.__bench.isOpen());
}

async function measureSize(page, size) {
  await page.evaluate((n) => window.__bench.setCommands(n), size);
  // Commands are registered at startup, long before anyone opens the palette: let the index
  // build in idle time as it would (CommandPalette prewarms it).
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  const opens = [];
  for (let i = 0; i < OPENS; i++) {
    opens.push((await timed(page, 'open', () => page.keyboard.press('Control+k'))).paint);
    await closePalette(page);
  }
  const keys = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of QUERIES) {
      await page.keyboard.press('Control+k');
      await page.waitForFunction(() => window.__bench.options() > 0);
      for (const ch of query) keys.push(await timed(page, 'key', () => page.keyboard.type(ch)));
      for (let i = 0; i < query.length; i++) keys.push(await timed(page, 'key', () => page.keyboard.press('Backspace')));
      await closePalette(page);
    }
  }
  return { opens, keys };
}

export async function run(ctx) {
  const dir = await buildPage();
  const server = await serve(dir);
  const ownBrowser = !ctx?.browser;
  const browser = ownBrowser ? await launchChromium() : await ctx.browser();
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 768 } });
  try {
    const page = await context.newPage();
    await throttle(page, ctx);
    await page.goto(server.url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__bench !== undefined);
    await measureSize(page, 1000); // warm-up: JIT, fonts, first layout
    const bare = await measureBare(context, ctx);
    const barePaint = bare.map((k) => k.paint);
    const bareDom = bare.map((k) => k.dom);
    const floor = percentile(barePaint, 95);
    const rows = [
      { metric: 'baseline: bare <input> keystroke median', unit: 'ms', value: median(barePaint), note: 'same probe, no palette: the floor' },
      { metric: 'baseline: bare <input> keystroke p95', unit: 'ms', value: floor },
      { metric: 'baseline: bare <input> keystroke to DOM updated p95', unit: 'ms', value: percentile(bareDom, 95), note: `median ${median(bareDom).toFixed(1)}` },
    ];
    for (const size of SIZES) {
      const { opens, keys } = await measureSize(page, size);
      const paint = keys.map((k) => k.paint);
      const dom = keys.map((k) => k.dom);
      const n = size.toLocaleString('en');
      const atTarget = size === SIZES[0];
      const budget = size === BUDGET_SIZE;
      const warm = opens.slice(1);
      // Painted includes the frame the browser paints anyway, so the target is relative to the bare
      // input's (an absolute 8 ms, below the bare input's own p95 of about 14 ms, could not be met).
      const paintTarget = atTarget || budget ? Math.round((floor + PAINT_OVER_FLOOR) * 10) / 10 : undefined;
      rows.push(
        { metric: `open, first after registering ${n}`, unit: 'ms', value: opens[0], note: 'reads availability and frecency' },
        { metric: `open at ${n}`, unit: 'ms', value: median(warm), runs: warm, target: atTarget ? 50 : undefined, note: 'Ctrl+K to painted list' },
        { metric: `keystroke median at ${n}`, unit: 'ms', value: median(paint), note: `${keys.length} keystrokes, keydown to painted frame` },
        {
          metric: `keystroke p95 at ${n}`, unit: 'ms', value: percentile(paint, 95), target: paintTarget,
          note: `keydown to painted frame; budget: bare <input> p95 ${floor.toFixed(1)} + ${PAINT_OVER_FLOOR} ms`,
        },
        { metric: `keystroke max at ${n}`, unit: 'ms', value: Math.max(...paint) },
        {
          metric: `keystroke to DOM updated p95 at ${n}`, unit: 'ms', value: percentile(dom, 95), target: budget ? DOM_BUDGET : undefined,
          note: `median ${median(dom).toFixed(1)}: ranking + React, before style/layout/paint${budget ? `; budget ${DOM_BUDGET} ms, bare <input> p95 ${percentile(bareDom, 95).toFixed(1)}` : ''}`,
        },
      );
    }
    return rows;
  } finally {
    await context.close();
    if (ownBrowser) await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const standalone = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (standalone) {
  const fmt = (n) => (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(1));
  console.log(`palette: ${title}`);
  for (const r of await run()) {
    const verdict = r.target === undefined ? '' : `  (target <= ${r.target} ${r.unit}: ${r.value <= r.target ? 'ok' : 'OVER'})`;
    const runs = r.runs ? `  runs ${r.runs.map(fmt).join(' ')}` : '';
    console.log(`  ${r.metric.padEnd(52)} ${fmt(r.value).padStart(7)} ${r.unit}${verdict}${runs}${r.note ? `  [${r.note}]` : ''}`);
  }
}
