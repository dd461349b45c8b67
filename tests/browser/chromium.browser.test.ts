// Checks the browser plumbing itself, without the console: when this fails, the problem is the
// machine's Chromium, not the app.
import { existsSync, rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchChromium, withPage } from './harness';

let browser: Browser | undefined;
beforeAll(async () => { browser = await launchChromium(); });
afterAll(async () => { await browser?.close(); });

test('Chromium renders a page and finds a field by its label', async () => {
  await withPage(browser!, 'chromium-smoke', async (page) => {
    await page.setContent('<label>密码 <input type="password" value="x"></label>');
    expect(await page.getByLabel('密码', { exact: true }).inputValue()).toBe('x');
  });
});

test('a failing page leaves a screenshot behind', async () => {
  const error = await withPage(browser!, 'chromium-failure-check', async (page) => {
    await page.setContent('<p>nothing here</p>');
    throw new Error('deliberate');
  }).catch((e: Error) => e);
  const shot = /screenshot: (\S+\.png)/.exec(String(error))?.[1];
  expect(shot && existsSync(shot)).toBe(true);
  rmSync(shot!);
});
