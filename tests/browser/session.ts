import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, startConsole, type RunningConsole } from './harness';

/** Starts the console (build.mjs serve) and Chromium for one test file; both stop after it. */
export function consoleAndBrowser(): { url: () => string; browser: () => Browser } {
  let app: RunningConsole | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Assigned one by one so afterAll still closes whichever started if the other fails.
    await Promise.all([startConsole().then((a) => (app = a)), launchChromium().then((b) => (browser = b))]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  return { url: () => app!.url, browser: () => browser! };
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
