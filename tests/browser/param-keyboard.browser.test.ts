// Create and delete a param with the keyboard only, through the palette and its prompts.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { withPage } from './harness';
import { consoleAndBrowser, logIn } from './session';

const run = consoleAndBrowser();

async function palette(page: Page, query: string, option: RegExp): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').first().waitFor();
  await page.keyboard.type(query);
  await page.getByRole('option', { name: option }).first().waitFor();
  await page.keyboard.press('Enter');
}

test('create a param and delete it again, by keyboard only', async () => {
  await withPage(run.browser(), 'param-keyboard', async (page) => {
    await logIn(page, run.url());
    await palette(page, '参数管理', /参数管理/);
    await page.waitForURL((u) => u.pathname === '/system/param');
    await page.getByRole('grid').waitFor();

    // The palette asks for each form field in place: three required ones, then the optional remark.
    await palette(page, '新增', /新增/);
    for (const [label, value] of [['参数名称', '阅读周开始日期'], ['参数键名', 'reading.week.start'], ['参数键值', '2026-12-01'], ['备注', '']]) {
      const field = page.getByRole('textbox', { name: label }).last();
      await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.type(value);
      await page.keyboard.press('Enter');
    }
    await page.getByText('新增成功').first().waitFor();
    const row = page.getByRole('row', { name: /阅读周开始日期/ });
    await row.waitFor();

    // Narrow the list to the new row, move into the table and select it with the keyboard.
    await palette(page, '聚焦搜索', /聚焦搜索栏/);
    // Type once the caret is in the search field, as a person would.
    const searchField = page.getByRole('textbox', { name: '参数名称' });
    await expect.poll(() => searchField.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('阅读周');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('grid').getByRole('row').count()).toBe(2);
    await page.keyboard.press('Tab');
    while (!(await page.evaluate(() => Boolean(document.activeElement?.closest('[role=grid]'))))) await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true');

    await palette(page, '删除', /删除/);
    await page.getByText('确定将选择数据删除?').waitFor();
    // The confirmation names the row and starts on 取消: Enter alone would not delete; Y does.
    await page.getByText('参数管理 1 条: 阅读周开始日期').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('取消');
    await page.keyboard.press('y');
    await page.getByText('删除成功').first().waitFor();
    await expect.poll(() => page.getByRole('row', { name: /阅读周开始日期/ }).count()).toBe(0);
  });
});
