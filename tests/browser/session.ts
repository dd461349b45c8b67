import type { Page } from 'playwright-core';

/** Logs in through the real form and waits for the home page. */
export async function logIn(page: Page, url: string, account = 'admin', password = account, tenant = '000000'): Promise<void> {
  await page.goto(`${url}/login`);
  const tenantField = page.getByLabel('租户ID', { exact: true });
  await tenantField.fill(tenant);
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname === '/wel/index');
  await page.getByRole('navigation', { name: '侧边菜单' }).waitFor();
}
