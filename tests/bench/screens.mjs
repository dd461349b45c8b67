// Every screen of the console, opened from the palette's menu search as the platform
// administrator (who holds every menu) on the production build with the browser mock: per
// screen, the time from Enter to its first rows (or, for a pane without a table, to its content)
// and the bytes the server sent for it (its chunks the first time, gzip; the mock answers API
// calls inside the page, so they cost no network bytes). Screens the console has not built
// (the "not open yet" pane) are listed as such.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { logIn } from './log-in.mjs';

export const title = 'every menu screen opened from the palette (Ctrl+Shift+F, name, Enter): time to first rows, bytes loaded';

const KiB = 1024;
const FIRST_ROWS_MS = 150;
// No screen's own code over 50 KiB gzip. The process designer's modeler (bpmn-js) is not a menu
// screen: it loads when a model is opened for editing, and is not counted here.
const SCREEN_KIB = 50;

/** The leaf menus of the seed (category 1, inside the console), in menu order. */
function menuLeaves(root) {
  const menus = JSON.parse(readFileSync(path.join(root, 'fixtures/menu.json'), 'utf8')).filter((m) => m.category === 1 && m.isDeleted === 0);
  const parents = new Set(menus.map((m) => m.parentId));
  return menus.filter((m) => !parents.has(m.id) && m.path.startsWith('/')).sort((a, b) => a.sort - b.sort);
}

/**
 * What a shown screen settles on: a data row of its table, an empty table's message, a
 * feature pane's own content, or the "not open yet" pane. Runs in the page.
 */
function shownState(path) {
  if (window.location.pathname !== path) return null;
  const pane = [...document.querySelectorAll('.pane')].find((element) => element.checkVisibility());
  if (!pane) return null;
  if (pane.classList.contains('pending-pane')) return 'unbuilt';
  const grid = pane.querySelector('[role=grid], [role=treegrid]');
  if (!grid) return pane.childElementCount > 0 ? 'pane' : null;
  if (grid.closest('[data-loading]')) return null;
  if (grid.querySelector('[role=row] [role=gridcell], [role=row] [role=rowheader]')) return 'rows';
  return grid.querySelector('.data-table-empty, [data-empty]') ? 'empty' : null;
}

/** Moves the palette's highlight to the option named exactly `name` (a longer name may rank first). */
async function highlight(page, name) {
  const options = await page.locator('[cmdk-item]').allInnerTexts();
  const index = options.findIndex((text) => text.split('\n')[0].trim() === name);
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
}

async function openScreen(page, stats, menu) {
  try {
    await page.keyboard.press('Control+Shift+F');
    await page.keyboard.type(menu.name);
    await page.waitForTimeout(150);
    await highlight(page, menu.name);
    stats.bytes = 0;
    const started = await page.evaluate(() => performance.now());
    await page.keyboard.press('Enter');
    const handle = await page.waitForFunction(shownState, menu.path, { timeout: 15_000, polling: 'raf' });
    const ms = (await page.evaluate(() => performance.now())) - started;
    return { state: await handle.jsonValue(), ms, bytes: stats.bytes };
  } catch (error) {
    return { state: `failed: ${String(error.message).split('\n')[0]}`, ms: NaN, bytes: stats.bytes };
  } finally {
    await page.keyboard.press('Escape').catch(() => undefined);
  }
}

export async function run(ctx) {
  const [{ url, stats }, browser] = await Promise.all([ctx.serveDist(), ctx.browser()]);
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await logIn(page, url);
    const rows = [];
    const unbuilt = [];
    for (const menu of menuLeaves(ctx.root)) {
      const shown = await openScreen(page, stats, menu);
      if (shown.state === 'unbuilt') {
        unbuilt.push(menu.name);
        continue;
      }
      rows.push({ metric: `${menu.name} ${menu.path}`, unit: 'ms', value: shown.ms, target: FIRST_ROWS_MS, bytes: shown.bytes, note: `${shown.state}, ${(shown.bytes / KiB).toFixed(1)} KiB loaded` });
    }
    const times = rows.map((row) => row.value).filter(Number.isFinite);
    rows.push({ metric: 'screens opened', unit: '', value: times.length, note: unbuilt.length ? `not built: ${unbuilt.join(', ')}` : 'every menu screen is built' });
    if (times.length) rows.push({ metric: 'first rows, median of screens', unit: 'ms', value: ctx.median(times), target: FIRST_ROWS_MS });
    const heaviest = rows.filter((row) => row.bytes !== undefined).sort((a, b) => b.bytes - a.bytes)[0];
    if (heaviest) {
      rows.push({ metric: 'most code one screen loaded (gzip)', unit: 'KiB', value: heaviest.bytes / KiB, target: SCREEN_KIB, note: heaviest.metric });
    }
    return rows;
  } finally {
    await context.close();
  }
}
