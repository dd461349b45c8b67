// The palette by keyboard: open it, type a menu's name in Chinese, Enter, land on that
// page, close its tab with the shortcut.
import { expect, test } from 'vitest';
import { withPage } from './harness';
import { consoleAndBrowser, logIn } from './session';

const run = consoleAndBrowser();

test('open the palette with the keyboard, go to a menu page by its Chinese name, close its tab by shortcut', async () => {
  await withPage(run.browser(), 'palette', async (page) => {
    await logIn(page, run.url());
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').first().waitFor();
    await page.keyboard.type('岗位管理');
    await page.getByRole('option', { name: /岗位管理/ }).first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/system/post');
    const tabs = page.getByRole('navigation', { name: '标签页' });
    await tabs.getByText('岗位管理').waitFor();

    await page.keyboard.press('Alt+Shift+W');
    await page.waitForURL((u) => u.pathname === '/wel/index');
    await expect.poll(() => tabs.getByText('岗位管理').count()).toBe(0);
  });
});
