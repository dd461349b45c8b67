// Messages (toasts) never cover the header's controls; the same message raised again shows once.
import { expect, test } from 'vitest';
import { withPage } from './harness';
import { consoleAndBrowser, logIn } from './session';

const run = consoleAndBrowser();

interface Box { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('toasts leave every header control uncovered', async () => {
  await withPage(run.browser(), 'toast', async (page) => {
    await logIn(page, run.url());
    // Undo with nothing to undo says so each time: the same message, shown once (one per event).
    for (let i = 0; i < 3; i++) await page.keyboard.press('Control+Z');
    const toasts = page.locator('.toast');
    await expect.poll(() => toasts.count()).toBe(1);

    const controls = await page.locator('header.header').getByRole('button').all();
    expect(controls.length).toBeGreaterThan(5);
    for (const toast of await toasts.all()) {
      const box = (await toast.boundingBox())!;
      for (const control of controls) {
        const target = await control.boundingBox();
        if (target) expect(overlaps(box, target), `a toast covers ${await control.getAttribute('aria-label') ?? await control.textContent()}`).toBe(false);
      }
    }
  });
});
