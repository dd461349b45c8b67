// The layout follows the window: the table and its pager narrow with it, the tab bar scrolls
// sideways, keeping the current tab in view, and the sidebar's colour runs down a page longer than
// the window. happy-dom lays nothing out or paints, so this runs in Chromium.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { withPage } from './harness';
import { consoleAndBrowser, logIn } from './session';

const run = consoleAndBrowser();

/** Goes to `path` inside the running console, as a link would (no reload). */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((u) => u.pathname === path);
}

/** The right edges of the shown table and pager, the window's width and how wide the page scrolls. */
function edges(page: Page) {
  return page.evaluate(() => {
    const pane = document.querySelector('.pane-slot:not([hidden])')!;
    return {
      table: pane.querySelector('[role=grid]')!.getBoundingClientRect().right,
      pager: pane.querySelector('.pager')!.getBoundingClientRect().right,
      window: innerWidth,
      page: document.documentElement.scrollWidth,
    };
  });
}

/** Where the current tab sits in the tab strip, and how far the strip scrolls. */
function strip(page: Page) {
  return page.evaluate(() => {
    const tags = document.querySelector<HTMLElement>('.tags')!;
    const bar = tags.getBoundingClientRect();
    const current = tags.querySelector('.tag[data-current]')!.getBoundingClientRect();
    return {
      currentInView: current.left >= bar.left - 0.5 && current.right <= bar.right + 0.5,
      scrollLeft: tags.scrollLeft,
      hidden: tags.scrollWidth - tags.clientWidth,
    };
  });
}

const box0 = (box: { x: number; width: number } | null) => box ?? { x: 0, width: 0 };

/** The colour (r, g, b) of each point of a screenshot of the whole page, read in the page. */
async function pageColours(page: Page, points: readonly (readonly [number, number])[]): Promise<string[]> {
  const png = (await page.screenshot({ fullPage: true })).toString('base64');
  return page.evaluate(async ({ png, points }) => {
    const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    return points.map(([x, y]) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)].join(','));
  }, { png, points });
}

test('the table and its pager narrow with the window', async () => {
  await withPage(run.browser(), 'layout-fit-table', async (page) => {
    await logIn(page, run.url());
    await go(page, '/system/param');
    await page.getByRole('grid').waitFor();
    const wide = await edges(page);
    expect(wide.page).toBe(wide.window);

    await page.setViewportSize({ width: 720, height: 768 });
    await expect.poll(async () => (await edges(page)).table).toBeLessThanOrEqual(720);
    const narrow = await edges(page);
    expect(narrow.pager).toBeLessThanOrEqual(720);
    expect(narrow.page).toBe(720);
    // The pager still works at that width.
    await page.getByRole('button', { name: '下一页' }).click();
    await page.getByText('第 2 / 2 页').waitFor();

    await page.setViewportSize({ width: 1366, height: 768 });
    await expect.poll(async () => (await edges(page)).table).toBeGreaterThan(1200);
  });
});

test('the tab bar scrolls sideways and keeps the current tab in view', async () => {
  await withPage(run.browser(), 'layout-fit-tabs', async (page) => {
    await logIn(page, run.url());
    for (const path of ['/system/param', '/system/post', '/system/client', '/desk/notice', '/system/tenantpackage', '/info/index']) await go(page, path);
    // The last tab, the current one, goes out of the strip's view as the window narrows.
    await page.setViewportSize({ width: 560, height: 768 });
    await expect.poll(async () => (await strip(page)).hidden).toBeGreaterThan(0);
    await expect.poll(async () => (await strip(page)).currentInView).toBe(true);
    expect((await strip(page)).scrollLeft).toBeGreaterThan(0);
    // Only the strip scrolls: the ⋯ button and the page stay put.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(560);
    expect(await page.getByRole('button', { name: '标签操作' }).isVisible()).toBe(true);

    // Home stays pinned before the strip, in view however far the strip scrolled.
    const home = (await page.getByRole('navigation', { name: '标签页' }).getByRole('link', { name: '首页' }).boundingBox())!;
    expect(home.x).toBeGreaterThanOrEqual(0);
    expect(home.x + home.width).toBeLessThan(box0(await page.locator('.tags').boundingBox()).x + 1);

    // Back at the strip's first tab, the strip scrolls to show it.
    await go(page, '/system/param');
    await expect.poll(async () => (await strip(page)).scrollLeft).toBe(0);

    // A turn of the mouse wheel over the strip scrolls it sideways.
    const box = (await page.locator('.tags').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 200);
    await expect.poll(async () => (await strip(page)).scrollLeft).toBeGreaterThan(0);
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
});

test('the sidebar\'s colour runs to the bottom of a page longer than the window', async () => {
  await withPage(run.browser(), 'layout-fit-sidebar', async (page) => {
    await page.setViewportSize({ width: 1366, height: 480 });
    await logIn(page, run.url());
    await go(page, '/system/param');
    await page.getByRole('rowheader').first().waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(480 * 1.5);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // Beside the brand at the top, under the window's first screen, and at the page's bottom.
    const [top, belowWindow, bottom, content] = await pageColours(page, [[8, 4], [8, 480 + 40], [8, height - 4], [1300, height - 4]]);
    expect(top).not.toBe(content);
    expect(belowWindow).toBe(top);
    expect(bottom).toBe(top);
  });
});

test('the dictionary codes read whole in the master pane, in zh and en', async () => {
  await withPage(run.browser(), 'layout-fit-dict', async (page) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await logIn(page, run.url());
    for (const lang of ['zh', 'en']) {
      if (lang === 'en') await page.keyboard.press('Alt+Shift+I');
      await go(page, '/system/dict');
      const master = page.locator('.master-detail > :first-child');
      await master.getByRole('rowheader', { name: 'menu_category' }).waitFor();
      // A cut cell is wider inside than it shows (its text ends in an ellipsis).
      const cut = await master.evaluate((pane) => [...pane.querySelectorAll<HTMLElement>('[role=rowheader], [role=gridcell]')]
        .filter((cell) => [...cell.querySelectorAll<HTMLElement>('*')].concat(cell).some((e) => e.scrollWidth > e.clientWidth + 1))
        .map((cell) => cell.textContent));
      expect(cut.filter((text) => /^[a-z_]+$/.test(text ?? ''))).toEqual([]);
    }
  });
});

/** The column labels, and the cells, of the shown screen whose text is cut (laid out wider than they show it). */
function cutTexts(page: Page) {
  return page.evaluate(() => {
    const pane = document.querySelector('.pane-slot:not([hidden])')!;
    const cut = (selector: string) => [...pane.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect().width > element.clientWidth + 1;
    }).map((element) => element.textContent);
    return { labels: cut('.column-label'), cells: cut('.cell-text'), buttons: cut('.cell-text:has(button)') };
  });
}

test('at 1440 px every column label reads whole, and a table with room shows its values whole, in zh and en', async () => {
  await withPage(run.browser(), 'layout-fit-columns', async (page) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, run.url());
    for (const lang of ['zh', 'en']) {
      if (lang === 'en') await page.keyboard.press('Alt+Shift+I');
      for (const path of ['/school/option', '/system/dict']) {
        await go(page, path);
        await page.locator('.pane-slot:not([hidden]) [role=rowheader]').first().waitFor();
        await expect.poll(async () => (await cutTexts(page)).labels, { message: `${path} ${lang}` }).toEqual([]);
      }
      // 流程管理 has room for its deployments' keys and times beside its buttons; in English, whose
      // buttons are longer, the longest values are cut, never a button.
      await go(page, '/flow/manager');
      await page.locator('.pane-slot:not([hidden]) [role=rowheader]').first().waitFor();
      await expect.poll(async () => {
        const { labels, cells, buttons } = await cutTexts(page);
        return { labels, buttons, cells: lang === 'zh' ? cells : [] };
      }, { message: `/flow/manager ${lang}` }).toEqual({ labels: [], cells: [], buttons: [] });
    }
  });
});

test('the home page\'s links stay where they first show while its figures and charts come in', async () => {
  await withPage(run.browser(), 'layout-fit-home', async (page) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, run.url());
    // From the first frame after the reload: every place the home page's 通知公告 link is drawn at.
    await page.addInitScript(() => {
      const places: number[] = [];
      (window as unknown as { homeLinkPlaces: number[] }).homeLinkPlaces = places;
      const look = () => {
        const link = [...document.querySelectorAll('.home-pane .card a')].find((a) => a.textContent === '通知公告');
        const top = link && Math.round(link.getBoundingClientRect().top + scrollY);
        if (top !== undefined && places.at(-1) !== top) places.push(top);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.reload();
    const home = page.locator('.home-pane');
    await home.getByRole('link', { name: '通知公告', exact: true }).waitFor();
    // The dashboard is in: every figure counted and every chart drawn.
    await expect.poll(() => home.evaluate((pane) => ({
      cards: pane.querySelectorAll('.attention-item, .chart-card').length,
      figures: [...pane.querySelectorAll('.attention-figure')].filter((figure) => figure.textContent === '…').length,
      loading: [...pane.querySelectorAll('.chart-card')].filter((card) => card.textContent?.includes('正在读取')).length,
    }))).toEqual({ cards: 9, figures: 0, loading: 0 });
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const places = await page.evaluate(() => (window as unknown as { homeLinkPlaces: number[] }).homeLinkPlaces);
    expect(places).toHaveLength(1);
  });
});
