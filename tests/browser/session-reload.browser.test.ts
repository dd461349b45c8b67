// A reload at any moment after login keeps the session whole: menus, roles and the route. The
// console opens on the token before the user's menus and roles are in; a reload in between must
// fetch them again instead of leaving the session without them.
import { expect, test } from 'vitest';
import { withPage } from './harness';
import { consoleAndBrowser } from './session';

const run = consoleAndBrowser();

// How long after landing on the home page the page is reloaded: inputs of the scenario.
const RELOAD_AFTER_MS = [0, 50, 200, 1000];

test('a reload 0, 50, 200 or 1000 ms after login keeps menus, roles and the route', async () => {
  await withPage(run.browser(), 'reload-after-login', async (page) => {
    for (const delay of RELOAD_AFTER_MS) {
      // The previous round's session is dropped from a page of the origin where the console does
      // not run (it would store its session again on its next change), as a logout would.
      await page.goto(`${run.url()}/mockServiceWorker.js`);
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${run.url()}/login`);
      await page.getByLabel('租户ID', { exact: true }).fill('000000');
      await page.getByLabel('账号', { exact: true }).fill('admin');
      await page.getByLabel('密码', { exact: true }).fill('admin');
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === '/wel/index');
      await new Promise((resolve) => setTimeout(resolve, delay));
      await page.reload();

      await page.getByRole('navigation', { name: '侧边菜单' }).getByText('系统管理', { exact: true }).first().waitFor();
      expect(new URL(page.url()).pathname, `reloaded ${delay} ms after login`).toBe('/wel/index');
      // A menu route opens its screen, where the platform administrator (a role) sees every school's rows.
      await page.getByRole('link', { name: '通知公告' }).first().click();
      await page.getByRole('columnheader', { name: '所属租户' }).waitFor();
      expect(new URL(page.url()).pathname, `reloaded ${delay} ms after login`).toBe('/desk/notice');
    }
  });
});
