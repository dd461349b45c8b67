// The WCAG 2.1 A/AA audit (axe-core) of every menu screen, the shell, the palette and the dialogs,
// as the platform administrator, who holds every menu. Each of the four language × theme
// combinations (zh and en, the light theme-white and the dark theme-dark) audits the login page,
// the home page, the open palette, a resource screen's add form and the confirm its Esc asks,
// and a quarter of the menu screens (every fourth, so each screen is audited once and each
// combination covers screens of every kind). A screen is audited twice: whole, with the shell
// around it, as soon as its rows show (while its other calls may still be under way), and its
// pane again once every call it made is answered, unless nothing in it changed meanwhile. The local error log holds an entry, so the
// header's error-log button shows its count as it does after a failure. Only serious and
// critical violations fail. A combination signs in once on one page; its shell and its screens,
// a few at a time, are tests of their own on that page, in order.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PATIENCE } from '../helpers/patience';
import { keepPage, type KeptPage } from './harness';
import { consoleAndBrowser } from './session';

const run = consoleAndBrowser();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The leaf menus of the seed inside the console (category 1, a path of their own), in menu order. */
function menuScreens(): { name: string; path: string }[] {
  const menus = (JSON.parse(readFileSync(path.join(root, 'fixtures/menu.json'), 'utf8')) as { id: string; parentId: string; category: number; isDeleted: number; path: string; name: string; sort: number }[])
    .filter((m) => m.category === 1 && m.isDeleted === 0);
  const parents = new Set(menus.map((m) => m.parentId));
  return menus.filter((m) => !parents.has(m.id) && m.path.startsWith('/')).sort((a, b) => a.sort - b.sort);
}

const COMBINATIONS = [
  { language: 'zh', theme: 'theme-white' },
  { language: 'en', theme: 'theme-dark' },
  { language: 'en', theme: 'theme-white' },
  { language: 'zh', theme: 'theme-dark' },
] as const;

const LOGIN = {
  zh: { tenant: '租户ID', account: '账号', password: '密码' },
  en: { tenant: 'Tenant ID', account: 'Account', password: 'Password' },
};

interface Finding { where: string; id: string; impact: string; help: string; targets: string[] }

/**
 * Audits the page as it is now, or only `within` (a selector), iframes left out (framed external
 * pages are not the console's).
 */
async function audit(page: Page, where: string, within?: string): Promise<Finding[]> {
  const violations = await page.evaluate(async (scope) => {
    const axe = (window as unknown as { axe: { run(c: Document, o: object): Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[]; html: string; failureSummary?: string }[] }[] }> } }).axe;
    const result = await axe.run(scope ? { include: [scope] } as unknown as Document : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
      iframes: false,
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => `${n.html.slice(0, 160)} ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('')}`) }));
  }, within);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ where, ...v }));
}

/** What a shown screen settles on: rows or an empty table's message, a pane's content. Runs in the page. */
function shown(expected: string): boolean {
  if (window.location.pathname !== expected) return false;
  const pane = [...document.querySelectorAll('.pane')].find((element) => element.checkVisibility());
  if (!pane || pane.childElementCount === 0) return false;
  const grid = pane.querySelector('[role=grid], [role=treegrid]');
  if (!grid) return true;
  if (grid.closest('[data-loading]')) return false;
  return grid.querySelector('[role=row] [role=gridcell], [role=row] [role=rowheader], .data-table-empty, [data-empty]') !== null;
}

/** Counts the calls the page has made to /api and not yet had answered; `answered` waits for none to be left. */
function trackCalls(page: Page): { answered: () => Promise<void> } {
  let pending = 0;
  const idle: (() => void)[] = [];
  const isCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  const done = (request: Request) => {
    if (!isCall(request)) return;
    pending--;
    if (pending === 0) idle.splice(0).forEach((resolve) => resolve());
  };
  page.on('request', (request) => { if (isCall(request)) pending++; });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { answered: () => (pending === 0 ? Promise.resolve() : new Promise((resolve) => idle.push(resolve))) };
}

/**
 * Watches the page's content from now on: `changed()` says whether any element, attribute or
 * text under `.layout-content` changed since. Runs in the page.
 */
function watchContent(): void {
  const state = window as unknown as { a11yChanged?: boolean; a11yWatch?: MutationObserver };
  state.a11yWatch?.disconnect();
  state.a11yChanged = false;
  state.a11yWatch = new MutationObserver(() => {
    state.a11yChanged = true;
  });
  state.a11yWatch.observe(document.querySelector('.layout-content')!, { subtree: true, childList: true, attributes: true, characterData: true });
}

/**
 * Opens a screen and audits it while it loads (the whole page, as soon as its rows show) and
 * once every call it made is answered (its pane). The second audit is left out when nothing in
 * the content changed from the start of the first until then: the first audit saw that very pane
 * (the console animates no colour in it, so an unchanged DOM is an unchanged page to axe).
 */
async function auditScreen(page: Page, calls: { answered: () => Promise<void> }, to: string): Promise<Finding[]> {
  await openScreen(page, to);
  await page.evaluate(watchContent);
  const loading = await audit(page, `${to} while loading`);
  await calls.answered();
  await page.waitForFunction(shown, to, { timeout: PATIENCE });
  const changed = await page.evaluate(() => (window as unknown as { a11yChanged: boolean }).a11yChanged);
  return changed ? [...loading, ...await audit(page, to, '.layout-content')] : loading;
}

async function openScreen(page: Page, to: string): Promise<void> {
  // wouter follows pushState as it does a link: the screen opens without reloading the console.
  await page.evaluate((p) => window.history.pushState(null, '', p), to);
  await page.waitForFunction(shown, to, { timeout: PATIENCE, polling: 'raf' });
}

const screens = menuScreens();
/**
 * Screens audited per test: a combination's quarter of the screens is split into tests of this
 * many, so each test's bound covers a few screens' work, not a dozen and the shell's.
 */
const SCREENS_PER_TEST = 4;

describe.each(COMBINATIONS.map((c, i) => ({ ...c, index: i })))('no serious or critical WCAG 2.1 A/AA violation: $language, $theme', ({ language, theme, index }) => {
  // One page per combination, signed in once: its tests run in order on it.
  let kept: KeptPage;
  let calls: { answered: () => Promise<void> };
  beforeAll(async () => {
    kept = await keepPage(run.browser());
    await kept.page.addInitScript(([l, t]) => {
      if (!sessionStorage.getItem('a11y-set')) {
        localStorage.setItem('saber-language', JSON.stringify(l));
        localStorage.setItem('saber-theme', JSON.stringify(t));
        localStorage.setItem('saber-error-log', JSON.stringify([{ type: 'error', url: '/wel/index', message: 'a11y', stack: '', info: '', time: '2026-03-02 08:00:00' }]));
        sessionStorage.setItem('a11y-set', '1');
      }
    }, [language, theme]);
    calls = trackCalls(kept.page);
  });
  afterAll(() => kept?.close());

  test('the login page, the home page, the palette, an add form and its confirm', () => kept.step(`a11y-${language}-${theme}`, async (page) => {
    const findings: Finding[] = [];
    const label = LOGIN[language];
    await page.goto(`${run.url()}/login`);
    await page.getByLabel(label.tenant, { exact: true }).fill('000000');
    await page.addScriptTag({ content: axeSource });
    findings.push(...await audit(page, 'login'));
    await page.getByLabel(label.account, { exact: true }).fill('admin');
    await page.getByLabel(label.password, { exact: true }).fill('admin');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/wel/index');
    await page.locator('nav.sidebar, nav[aria-label]').first().waitFor();
    await page.waitForFunction(shown, '/wel/index');
    findings.push(...await audit(page, 'home'));

    await page.keyboard.press('Control+k');
    await page.locator('[cmdk-item]').first().waitFor();
    findings.push(...await audit(page, 'palette'));
    // Rows ranked for a query also show their group.
    await page.keyboard.type(language === 'zh' ? '新增' : 'add');
    await page.locator('[cmdk-item] .palette-item-group').first().waitFor();
    findings.push(...await audit(page, 'palette ranked'));
    await page.keyboard.press('Escape');
    await page.locator('[cmdk-root]').waitFor({ state: 'detached' });

    // A resource screen's add form, then the question Esc asks on a form with changes.
    await openScreen(page, '/system/param');
    await page.keyboard.press('Alt+n');
    const form = page.getByRole('dialog');
    await form.locator('input').first().waitFor();
    findings.push(...await audit(page, 'add form /system/param'));
    await form.locator('input').first().fill('a11y');
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog').waitFor();
    findings.push(...await audit(page, 'confirm /system/param'));
    // Discarding what was typed starts on 取消 (Cancel); Y discards.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(language === 'zh' ? '取消' : 'Cancel');
    await page.keyboard.press('y');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(findings).toEqual([]);
  }));

  const mine = screens.filter((_, i) => i % COMBINATIONS.length === index);
  const groups = Array.from({ length: Math.ceil(mine.length / SCREENS_PER_TEST) }, (_, i) => mine.slice(i * SCREENS_PER_TEST, (i + 1) * SCREENS_PER_TEST));
  test.each(groups.map((group) => ({ paths: group.map((screen) => screen.path).join(' '), group })))('screens $paths', ({ group }) => kept.step(`a11y-${language}-${theme}-screens`, async (page) => {
    const findings: Finding[] = [];
    for (const screen of group) findings.push(...await auditScreen(page, calls, screen.path));
    expect(findings).toEqual([]);
  }));
});
