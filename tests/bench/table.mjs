// The virtual table under load: the console's DataTable in Debian's Chromium. First render of a
// 100,000-row list and of a 10,000-row tree; the rows in the DOM (virtualization must keep them
// under 100) and the frame intervals while the 100,000-row list is scrolled programmatically,
// beside the same run's frames at rest; selection changes and ArrowDown focus moves on a 200-row
// page; and what a row of a 10-row page costs on a page's first table, after 3 tables and after 30.
// Prints figures beside the issue's budgets; never fails on time.
//
//   node tests/bench/table.mjs          standalone
//   node tests/bench/run.mjs table      with the other benchmarks
import * as esbuild from 'esbuild';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cjsOnce } from '../../build/cjs-once.mjs';
import { modeDefines } from '../../build/config.mjs';
import { launchChromium } from '../browser/chromium.mjs';
import { throttle } from './cdp.mjs';

export const throttled = true;
export const title = 'DataTable: first render of 100,000 rows and of a 10,000-row tree; scrolling 100,000 rows; selection and focus on a 200-row page';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ORIGIN = 'http://table-bench.invalid';
const RUNS = 3;
const SCROLL_STEPS = 240;
const STEP_PX = 160; // four rows a frame: a fast wheel or a dragged scrollbar
const FRAME_MS = 16.7;
const PAGE_ROWS = 200;
const TREE_ROWS = 10_000;
// The issue's budgets.
const MOUNT_BUDGET_MS = 1000;
const TREE_MOUNT_BUDGET_MS = 300;
const SCROLL_BUDGET = 1.1; // x the same run's frame interval at rest, p95
// Selection changes and focus moves made, unmeasured, before those measured.
const WARM_UP = 5;
// A page of the console's lists against a short one, and how many tables the page has drawn before.
const PAGE_OF = [2, 10];
const TABLES_BEFORE = [0, 3, 30];
const PAGE_PAGES = 10;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

/** The bench page, bundled in memory: production React, the console's table and styles. */
async function bundle() {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { entry: 'tests/bench/table/entry.tsx' },
    outdir: 'out',
    write: false,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    define: modeDefines(true),
    // React as the console's build imports it (build/cjs-once.mjs).
    plugins: [cjsOnce(root)],
    logLevel: 'warning',
  });
  // Buffers: Playwright does not send a bare Uint8Array body.
  const files = Object.fromEntries(result.outputFiles.map((file) => [`/${path.basename(file.path)}`, Buffer.from(file.contents)]));
  files['/index.html'] = Buffer.from(
    '<!doctype html><html lang="zh"><head><meta charset="utf-8"><link rel="stylesheet" href="/entry.css"></head>' +
    '<body style="padding:16px"><div id="root"></div><script type="module" src="/entry.js"></script></body></html>',
  );
  return files;
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** `query`: `rows=N` for a flat list, `tree=N` for a tree, `pages` for none (tests/bench/table/entry.tsx). */
async function openPage(browser, files, query, ctx) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 960 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await throttle(page, ctx);
  // Served from memory: no server, no network.
  await page.route(`${ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    const body = files[pathname];
    return body ? route.fulfill({ body, contentType: types[path.extname(pathname)] }) : route.fulfill({ status: 404 });
  });
  await page.goto(`${ORIGIN}/index.html?${query}`, { timeout: 180_000 });
  await page.waitForFunction((none) => window.tableBench && (none || window.tableBench.mountMs > 0), query === 'pages', { timeout: 180_000 });
  return { page, close: () => context.close() };
}

/**
 * Scrolls the table by STEP_PX once per animation frame, as a wheel or a dragged scrollbar does:
 * the position is set and the browser fires its scroll event for it at its next frame, once. (A
 * scroll event dispatched by hand as well made React Aria update twice for each position.) For
 * each frame: the interval since the last one, the synchronous work of the virtualizer's update
 * for the new position (from a listener on the window, which the scroll event reaches first, to
 * one on the table, which it reaches after React Aria's listener on the document), and the number
 * of rows in the DOM.
 */
function scrollInPage({ steps, stepPx }) {
  const table = document.querySelector('.data-table');
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  return (async () => {
    table.scrollTop = 0;
    await frame();
    // Frames with nothing to do first: what this machine gives at rest, to read the rest by.
    const idle = [];
    for (let i = 0, last = performance.now(); i < 60; i++) {
      await frame();
      const now = performance.now();
      idle.push(now - last);
      last = now;
    }
    const intervals = [];
    const work = [];
    let maxRows = 0;
    let started = 0;
    const start = (event) => {
      if (event.target === table) started = performance.now();
    };
    const end = () => {
      work.push(performance.now() - started);
      maxRows = Math.max(maxRows, table.querySelectorAll('.data-table-row').length);
    };
    window.addEventListener('scroll', start, true);
    table.addEventListener('scroll', end);
    let last = performance.now();
    for (let i = 0; i < steps; i++) {
      await frame();
      const now = performance.now();
      intervals.push(now - last);
      last = now;
      table.scrollTop += stepPx;
    }
    await frame();
    window.removeEventListener('scroll', start, true);
    table.removeEventListener('scroll', end);
    return { idle, intervals, work, maxRows, scrolledTo: table.scrollTop };
  })();
}

/**
 * ArrowDown from a focused row cell, one move a frame. For each: the time from the keydown to the
 * end of React's render and commit (React renders a keydown's update in a microtask queued during
 * the event, so awaiting microtasks after it waits for that render), and the time until focus has
 * landed on the next row (it may move a frame later, once the table has scrolled).
 */
function focusMovesInPage({ moves, warmUp }) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  // By row index, not element: the virtualizer may reuse the focused row's element for another row.
  const rowOf = (element) => element?.closest('[role=row]')?.getAttribute('aria-rowindex');
  return (async () => {
    document.querySelector('.data-table-row [role=rowheader]').focus();
    await frame();
    // Unmeasured moves first, so the figures are those of a page in use, not of its first moves
    // (the script engine compiles the code paths on their first runs).
    for (let i = 0; i < warmUp; i++) {
      document.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
      await frame();
      await frame();
    }
    const handling = [];
    const landing = [];
    for (let i = 0; i < moves; i++) {
      const from = rowOf(document.activeElement);
      const start = performance.now();
      document.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
      for (let m = 0; m < 3; m++) await Promise.resolve();
      handling.push(performance.now() - start);
      while (rowOf(document.activeElement) === from && performance.now() - start < 1000) await frame();
      landing.push(performance.now() - start);
      await frame();
    }
    return { handling, landing, at: rowOf(document.activeElement) };
  })();
}

/**
 * What each row of a page costs as the page goes on: for each count of tables drawn before, in
 * fresh pages, the ms until a table of PAGE_OF[0] rows and one of PAGE_OF[1] rows are in the DOM;
 * the medians' difference per extra row. The script engine runs code it has not run often slowly,
 * and optimises it as it runs again, so a page's first tables cost far more a row than later ones.
 */
async function rowCostByTablesBefore(browser, files, ctx) {
  const [few, many] = PAGE_OF;
  const costs = [];
  for (const before of TABLES_BEFORE) {
    const times = { [few]: [], [many]: [] };
    for (let i = 0; i < PAGE_PAGES; i++) {
      for (const rows of i % 2 ? [many, few] : [few, many]) {
        const { page, close } = await openPage(browser, files, 'pages', ctx);
        try {
          times[rows].push(await page.evaluate(async ({ before, rows, many }) => {
            for (let n = 0; n < before; n++) await window.tableBench.mountPage(many);
            return window.tableBench.mountPage(rows);
          }, { before, rows, many }));
        } finally {
          await close();
        }
      }
    }
    costs.push({ before, few: median(times[few]), many: median(times[many]), perRow: (median(times[many]) - median(times[few])) / (many - few) });
  }
  return costs;
}

/** Selection changes as clicks on the rows in view make them: one row checked or unchecked each time. */
async function selectionChanges(page, count) {
  const times = [];
  let ids = [];
  for (let i = -WARM_UP; i < count; i++) {
    const id = String(((i * 5) % 12) + 1);
    ids = ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
    const ms = await page.evaluate((next) => window.tableBench.select(next), ids);
    if (i >= 0) times.push(ms);
  }
  return times;
}

export async function run(ctx) {
  const files = await bundle();
  const browser = ctx?.browser ? await ctx.browser() : await launchChromium();
  try {
    const scrolls = [];
    const mounts = [];
    const domRows = [];
    for (let i = 0; i < RUNS; i++) {
      const { page, close } = await openPage(browser, files, 'rows=100000', ctx);
      try {
        mounts.push(await page.evaluate(() => window.tableBench.mountMs));
        domRows.push(await page.evaluate(() => document.querySelectorAll('.data-table-row').length));
        scrolls.push(await page.evaluate(scrollInPage, { steps: SCROLL_STEPS, stepPx: STEP_PX }));
      } finally {
        await close();
      }
    }

    const treeMounts = [];
    for (let i = 0; i < RUNS; i++) {
      const { page, close } = await openPage(browser, files, `tree=${TREE_ROWS}`, ctx);
      try {
        treeMounts.push(await page.evaluate(() => window.tableBench.mountMs));
      } finally {
        await close();
      }
    }

    const { page, close } = await openPage(browser, files, `rows=${PAGE_ROWS}`, ctx);
    let selects;
    let focus;
    try {
      selects = await selectionChanges(page, 40);
      focus = await page.evaluate(focusMovesInPage, { moves: 40, warmUp: WARM_UP });
    } finally {
      await close();
    }

    const rowCosts = await rowCostByTablesBefore(browser, files, ctx);

    const perRun = (pick) => scrolls.map(pick);
    const atRest = median(perRun((s) => p95(s.idle)));
    const scrollBudget = Math.round(SCROLL_BUDGET * atRest * 10) / 10;
    return [
      { metric: 'first render, 100,000 rows', unit: 'ms', runs: mounts, value: median(mounts), target: MOUNT_BUDGET_MS, note: 'until rows are in the DOM' },
      { metric: `first render, ${TREE_ROWS.toLocaleString('en')}-row tree`, unit: 'ms', runs: treeMounts, value: median(treeMounts), target: TREE_MOUNT_BUDGET_MS, note: 'every fourth branch expanded' },
      { metric: 'DOM rows after mount (100,000-row table)', unit: 'rows', runs: domRows, value: median(domRows), target: 99 },
      { metric: 'most DOM rows while scrolling', unit: 'rows', runs: perRun((s) => s.maxRows), value: Math.max(...perRun((s) => s.maxRows)), target: 99 },
      { metric: 'frame interval at rest, p95 (baseline)', unit: 'ms', runs: perRun((s) => p95(s.idle)), value: atRest, note: 'no work: the machine\'s own frame rate' },
      { metric: 'frame interval while scrolling, p95', unit: 'ms', runs: perRun((s) => p95(s.intervals)), value: median(perRun((s) => p95(s.intervals))), target: scrollBudget, note: `budget ${SCROLL_BUDGET} x at-rest p95 of ${atRest.toFixed(1)} ms; ${SCROLL_STEPS} frames x ${STEP_PX}px` },
      { metric: 'frame interval while scrolling, median', unit: 'ms', runs: perRun((s) => median(s.intervals)), value: median(perRun((s) => median(s.intervals))) },
      { metric: 'virtualizer update per scroll step, p95', unit: 'ms', runs: perRun((s) => p95(s.work)), value: median(perRun((s) => p95(s.work))), note: 'synchronous work' },
      { metric: 'virtualizer update per scroll step, max', unit: 'ms', runs: perRun((s) => Math.max(...s.work)), value: median(perRun((s) => Math.max(...s.work))) },
      { metric: `selection change, ${PAGE_ROWS}-row page, p95`, unit: 'ms', value: p95(selects), target: FRAME_MS, note: `render + commit, ${selects.length} changes after ${WARM_UP} unmeasured` },
      { metric: `selection change, ${PAGE_ROWS}-row page, median`, unit: 'ms', value: median(selects) },
      { metric: `ArrowDown, ${PAGE_ROWS}-row page, p95`, unit: 'ms', value: p95(focus.handling), target: FRAME_MS, note: `keydown + render + commit, ${focus.handling.length} moves after ${WARM_UP} unmeasured` },
      { metric: `ArrowDown, ${PAGE_ROWS}-row page, median`, unit: 'ms', value: median(focus.handling) },
      { metric: 'ArrowDown until focus lands, p95', unit: 'ms', value: p95(focus.landing), note: `ended on aria-rowindex ${focus.at}` },
      ...rowCosts.map(({ before, few, many, perRow }) => ({
        metric: `a row of a ${PAGE_OF[1]}-row page, ${before} tables drawn before`,
        unit: 'ms',
        value: perRow,
        note: `${PAGE_OF[0]} rows ${few.toFixed(1)} ms, ${PAGE_OF[1]} rows ${many.toFixed(1)} ms; median of ${PAGE_PAGES} fresh pages each`,
      })),
    ];
  } finally {
    if (!ctx?.browser) await browser.close();
  }
}

// Standalone: `node tests/bench/table.mjs`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await run();
  console.log(`table: ${title}`);
  const fmt = (n) => (Number.isInteger(n) || Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(1));
  for (const r of rows) {
    const verdict = r.target === undefined ? '' : r.value <= r.target ? `ok (<= ${r.target})` : `OVER (target <= ${r.target})`;
    const runs = r.runs ? `  runs ${r.runs.map(fmt).join(' ')}` : '';
    console.log(`  ${r.metric.padEnd(44)} ${`${fmt(r.value)} ${r.unit}`.padEnd(12)} ${verdict}${runs}${r.note ? `  (${r.note})` : ''}`);
  }
}
