// The palette by keyboard: open it, type part of a menu name in Chinese, Enter, land on that
// page, close its tab with the shortcut.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium, startConsole, withPage, type RunningConsole } from './harness';
import { logIn } from './session';

let app: RunningConsole | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  await Promise.all([startConsole().then((a) => (app = a)), launchChromium().then((b) => (browser = b))]);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

test('open the palette with the keyboard, go to a menu page by its Chinese name, close its tab by shortcut', async () => {
  await withPage(browser!, 'palette', async (page) => {
    await logIn(page, app!.url);
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox').first();
    await input.waitFor();
    await page.keyboard.type('岗位');
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
