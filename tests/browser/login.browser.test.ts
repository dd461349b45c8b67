// A new user logs in through the form, lands on the home page, and switches to English.
import { expect, test } from 'vitest';
import { withPage } from './harness';
import { consoleAndBrowser } from './session';

const run = consoleAndBrowser();

test('a new user logs in with admin/admin and switches the console to English', async () => {
  await withPage(run.browser(), 'login', async (page) => {
    await page.goto(`${run.url()}/`);
    await page.waitForURL((u) => u.pathname === '/login');

    const tenant = page.getByLabel('租户ID', { exact: true });
    expect(await tenant.inputValue()).toBe('000000');
    await page.getByLabel('账号', { exact: true }).fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('admin');
    await page.getByRole('button', { name: '登录', exact: true }).click();

    await page.waitForURL((u) => u.pathname === '/wel/index');
    await page.getByRole('heading', { name: '首页' }).first().waitFor();
    await expect.poll(() => page.title()).toBe('首页 - 校园阅读管理后台');

    await page.getByRole('button', { name: '语言', exact: true }).click();
    // A single-selection menu may expose its items as menuitemradio.
    await page
      .getByRole('menuitem', { name: 'English' })
      .or(page.getByRole('menuitemradio', { name: 'English' }))
      .first()
      .click();
    await expect.poll(() => page.title()).toBe('Home - School Reading Console');
  });
});
