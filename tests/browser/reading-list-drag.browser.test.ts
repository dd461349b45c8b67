// Reorder a post's reading list by dragging with the mouse; the order survives a reload.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { withPage } from './harness';
import { consoleAndBrowser, logIn } from './session';

const run = consoleAndBrowser();

const POST = '语文教师';
/** 语文教师's reading list in school 100001's fixtures, top to bottom. */
const LIST = ['去年的树', '在牛肚子里旅行', '爬山虎的脚', '卖火柴的小女孩', '麻雀'];

/** Loads 文档关系 afresh (a new document: the console starts again) and opens the post's 阅读清单 there. */
async function openList(page: Page): Promise<void> {
  await page.goto(`${run.url()}/school/docrelation`);
  await page.getByRole('button', { name: '阅读清单', exact: true }).click();
  // The command asks for the post in the palette.
  await page.getByRole('option', { name: new RegExp(POST) }).first().click();
  await readingList(page).waitFor();
}

const readingList = (page: Page) => page.getByRole('grid', { name: `阅读清单 · ${POST}` });

const shownNames = (page: Page) => page.locator('.reading-list-name').allTextContents();

test('drag the last document of a reading list to its top; the list reads so after a reload', async () => {
  await withPage(run.browser(), 'reading-list-drag', async (page) => {
    await logIn(page, run.url(), 'admin', 'admin', '100001');
    await openList(page);
    await expect.poll(() => shownNames(page)).toEqual(LIST);

    // React Aria starts a drag on the row's own pointer events and follows real moves: press on
    // the last row's handle, move off it, then in steps to the upper edge of the first row.
    const handle = (await readingList(page).getByRole('button', { name: LIST.at(-1), exact: true }).boundingBox())!;
    const first = (await readingList(page).getByRole('row', { name: LIST[0] }).boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, handle.y - 10, { steps: 5 });
    await page.mouse.move(first.x + first.width / 2, first.y + first.height / 4, { steps: 20 });
    await page.mouse.up();
    const moved = [LIST.at(-1)!, ...LIST.slice(0, -1)];
    await expect.poll(() => shownNames(page)).toEqual(moved);

    // Loaded again, the console keeps nothing of the drag: the dialog reads the list from the server.
    await openList(page);
    await expect.poll(() => shownNames(page)).toEqual(moved);
  });
});
