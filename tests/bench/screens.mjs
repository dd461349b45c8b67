// Every screen of the console, opened from the palette's menu search as the platform
// administrator (who holds every menu; a school administrator's are a subset) on the production
// build, its /api proxied to the standalone mock, as the Vue console was measured: per screen, the
// time from Enter to its first rows (or, for a pane without a table, to its content) and the code
// bytes the server sent for it (its chunks the first time, gzip). Screens the console has not
// built (the "not open yet" pane) are listed as such. The five slowest are named with what held
// them (screens/holds.mjs). Then every tab is closed and the JS heap measured after a forced
// garbage collection, beside the heap after login: what closed tabs leave behind.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { heapAfterGc, throttle } from './cdp.mjs';
import { logIn } from './log-in.mjs';
import { heapSince } from './screens/heap-diff.mjs';
import { describeHolds, longestTask, readTimeline, resetTimeline, watchLongTasks } from './screens/holds.mjs';

export const throttled = true;
export const title = 'every menu screen opened from the palette (Ctrl+Shift+F, name, Enter): time to first rows, bytes loaded';

const KiB = 1024;
const FIRST_ROWS_MS = 150;
// No screen's own code over 50 KiB gzip. The process designer's modeler (bpmn-js) is not a menu
// screen: it loads when a model is opened for editing, and is not counted here.
const SCREEN_KIB = 50;
const MiB = 1024 * 1024;
// A third of the JS heap the Vue console (Saber 3) held after six screens, 30.0 MiB, measured
// beside this console in one run on this machine (docs/performance.md).
const HEAP_MIB = 10;
const SLOWEST = 5;

/** The leaf menus of the seed (category 1, inside the console), in menu order. */
export function menuLeaves(root) {
  const menus = JSON.parse(readFileSync(path.join(root, 'fixtures/menu.json'), 'utf8')).filter((m) => m.category === 1 && m.isDeleted === 0);
  const parents = new Set(menus.map((m) => m.parentId));
  return menus.filter((m) => !parents.has(m.id) && m.path.startsWith('/')).sort((a, b) => a.sort - b.sort);
}

/**
 * What a shown screen settles on: a data row of its table, an empty table's message, a
 * feature pane's own content, or the "not open yet" pane. Runs in the page, in the frames the
 * wait polls on; the first frame that shows it is its time (readTimeline), not the later moment
 * the bench hears of it.
 */
function shownState(path) {
  const state = (() => {
    if (window.location.pathname !== path) return null;
    const pane = [...document.querySelectorAll('.pane')].find((element) => element.checkVisibility());
    if (!pane) return null;
    if (pane.classList.contains('pending-pane')) return 'unbuilt';
    const grid = pane.querySelector('[role=grid], [role=treegrid]');
    if (!grid) return pane.childElementCount > 0 ? 'pane' : null;
    if (grid.closest('[data-loading]')) return null;
    if (grid.querySelector('[role=row] [role=gridcell], [role=row] [role=rowheader]')) return 'rows';
    return grid.querySelector('.data-table-empty, [data-empty]') ? 'empty' : null;
  })();
  if (state) window.__benchShownAt ??= performance.now();
  return state;
}

/** How many data rows the shown screen's table has in the DOM (a virtualized table: those in view). Runs in the page. */
function drawnRows() {
  const pane = [...document.querySelectorAll('.pane')].find((element) => element.checkVisibility());
  return pane ? pane.querySelectorAll('[role=grid] [role=row]:has([role=gridcell]), [role=treegrid] [role=row]:has([role=gridcell])').length : 0;
}

/** Moves the palette's highlight to the option named exactly `name` (a longer name may rank first). */
async function highlight(page, name) {
  const options = await page.locator('[cmdk-item]').allInnerTexts();
  const index = options.findIndex((text) => text.split('\n')[0].trim() === name);
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
}

export async function openScreen(page, stats, menu, settle = 0) {
  try {
    // The page in front, as the one a user works in: with two consoles open (scale-console), the
    // one logged in last was in front and opened the same screens on the same data sooner, by up
    // to a quarter on the screens late in a round.
    await page.bringToFront();
    await page.keyboard.press('Control+Shift+F');
    await page.keyboard.type(menu.name);
    await page.waitForTimeout(150);
    await highlight(page, menu.name);
    stats.bytes = 0;
    await page.evaluate(resetTimeline);
    await page.keyboard.press('Enter');
    const handle = await page.waitForFunction(shownState, menu.path, { timeout: 60_000, polling: 'raf' });
    const timeline = await page.evaluate(readTimeline);
    const state = await handle.jsonValue();
    if (settle) await page.waitForTimeout(settle);
    const longest = await page.evaluate(longestTask, timeline.from);
    return { state, ms: timeline.to - timeline.from, bytes: stats.bytes, holds: describeHolds(timeline), longest, drawn: await page.evaluate(drawnRows) };
  } catch (error) {
    return { state: `failed: ${String(error.message).split('\n')[0]}`, ms: NaN, bytes: stats.bytes, longest: NaN };
  } finally {
    await page.keyboard.press('Escape').catch(() => undefined);
  }
}

/** Closes every tab from the palette (关闭全部标签) and waits for the home page alone. */
export async function closeAllTabs(page) {
  await page.keyboard.press('Control+k');
  await page.keyboard.type('关闭全部标签');
  await page.waitForTimeout(150);
  await highlight(page, '关闭全部标签');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('.tags .tag').length === 0 && document.querySelectorAll('.pane-slot').length === 1);
}

/** Logs in on the console at `url` in a fresh context: its page, watching long tasks, and the heap after login. */
export async function openConsole(ctx, url) {
  const browser = await ctx.browser();
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await throttle(page, ctx);
  await logIn(page, url);
  await page.evaluate(watchLongTasks);
  return { context, page, loggedIn: await heapAfterGc(page) };
}

/**
 * Logs in on the console at `url` (the standalone mock's, ctx.serveOnStandaloneMock(seed)) and
 * opens every menu screen in turn, then closes their tabs: per built screen its time to first
 * rows, code bytes, what held it and its longest main-thread task from Enter until SETTLE_MS
 * after its first rows (`settle`; 0 counts only the tasks before them); the heap after login,
 * with every screen open, and after closing their tabs.
 */
export async function measureScreens(ctx, { url, stats }, { settle = 0 } = {}) {
  const { context, page, loggedIn } = await openConsole(ctx, url);
  try {
    const diff = process.env.BENCH_HEAP_DIFF && await heapSince(page);
    const screens = [];
    const unbuilt = [];
    for (const menu of menuLeaves(ctx.root)) {
      const shown = await openScreen(page, stats, menu, settle);
      if (shown.state === 'unbuilt') unbuilt.push(menu.name);
      else screens.push({ menu, ...shown });
    }
    const opened = await heapAfterGc(page);
    await closeAllTabs(page);
    const closed = await heapAfterGc(page);
    if (diff) {
      console.log('  objects held after closing the tabs that the page did not hold after login, by constructor:');
      for (const group of await diff()) console.log(`    ${(group.size / 1024).toFixed(0).padStart(7)} KiB ${String(group.count).padStart(7)}  ${group.key}`);
    }
    return { screens, unbuilt, heap: { loggedIn, opened, closed } };
  } finally {
    await context.close();
  }
}

export async function run(ctx) {
  const { screens, unbuilt, heap } = await measureScreens(ctx, await ctx.serveOnStandaloneMock());
  const rows = screens.map((shown) => ({ metric: `${shown.menu.name} ${shown.menu.path}`, unit: 'ms', value: shown.ms, target: FIRST_ROWS_MS, bytes: shown.bytes, holds: shown.holds, note: `${shown.state}, ${(shown.bytes / KiB).toFixed(1)} KiB loaded; ${shown.holds}` }));
  const times = rows.map((row) => row.value).filter(Number.isFinite);
  const summary = [{ metric: 'screens opened', unit: '', value: times.length, note: unbuilt.length ? `not built: ${unbuilt.join(', ')}` : 'every menu screen is built' }];
  if (times.length) {
    summary.push({ metric: 'first rows, median of screens', unit: 'ms', value: ctx.median(times), target: FIRST_ROWS_MS });
    summary.push({ metric: 'first rows, slowest screen', unit: 'ms', value: Math.max(...times) });
  }
  const slowest = rows.filter((row) => Number.isFinite(row.value)).sort((a, b) => b.value - a.value).slice(0, SLOWEST);
  slowest.forEach((row, i) => summary.push({ metric: `slowest ${i + 1}: ${row.metric}`, unit: 'ms', value: row.value, note: row.holds }));
  const heaviest = rows.filter((row) => row.bytes !== undefined).sort((a, b) => b.bytes - a.bytes)[0];
  if (heaviest) {
    summary.push({ metric: 'most code one screen loaded (gzip)', unit: 'KiB', value: heaviest.bytes / KiB, target: SCREEN_KIB, note: heaviest.metric });
  }
  summary.push(
    { metric: 'JS heap after login', unit: 'MiB', value: heap.loggedIn / MiB, note: 'after forced GC' },
    { metric: `JS heap, ${times.length} screens open`, unit: 'MiB', value: heap.opened / MiB, note: 'after forced GC' },
    { metric: 'JS heap after closing their tabs', unit: 'MiB', value: heap.closed / MiB, target: HEAP_MIB, note: `after forced GC; ${((heap.closed - heap.loggedIn) / MiB).toFixed(1)} MiB more than after login` },
  );
  return [...rows, ...summary];
}
