import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchChromium } from './harness';

/**
 * The console every browser file shares (console-server.ts, started once for the project), and
 * a Chromium of the file's own, started before its tests and closed after them.
 */
export function consoleAndBrowser(): { url: () => string; browser: () => Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return { url: () => inject('consoleUrl'), browser: () => browser! };
}

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
