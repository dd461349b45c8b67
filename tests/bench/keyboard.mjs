// Common tasks done from the home page twice, by keyboard alone and by mouse (typing where a
// value must be typed), as the platform administrator on the production build: the key presses
// (each typed character counts one) and mouse actions each path took, side by side. Each path
// checks that it reached its effect, read back from the server (the in-page mock, with the
// session's token) or from the screen; a path that does not get there is reported as failed.
// Benchmarks print figures: this never fails on counts. The tasks are the TASKS table in
// keyboard-tasks.mjs: update a task's sequences there when the console's keys change.
import { TASKS } from './keyboard-tasks.mjs';
import { logIn } from './log-in.mjs';

export const title = 'common tasks from the home page, by keyboard and by mouse: key presses and mouse actions';

/**
 * Runs one step, counting it. A string is a key press (or chord); { type } types its text, one
 * press per character; { click: locator } is one mouse action; { wait: locator } and { until }
 * wait without counting.
 */
async function step(page, s, counts) {
  if (typeof s === 'string') {
    await page.keyboard.press(s);
    counts.keys += 1;
  } else if ('type' in s) {
    await page.keyboard.type(s.type);
    counts.keys += [...s.type].length;
  } else if ('pick' in s) {
    // The palette ranks as it likes: ↓ to the row titled exactly so, each press counted, once
    // the list has settled (a latin query's pinyin matches join when the dictionary has come).
    const row = page.locator('[cmdk-item] .palette-item-title', { hasText: s.pick });
    await row.first().waitFor({ timeout: 10_000 });
    await page.locator('[cmdk-list]:not([aria-busy=true])').waitFor({ timeout: 10_000 });
    const titles = await page.locator('[cmdk-item] .palette-item-title').allInnerTexts();
    const index = titles.findIndex((text) => text.trim() === s.pick);
    if (index < 0) throw new Error(`no palette row is titled ${s.pick}`);
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    counts.keys += index;
  } else if ('click' in s) {
    const target = s.click(page).first();
    await target.click();
    counts.mouse += 1;
  } else if ('wait' in s) {
    await s.wait(page).first().waitFor({ timeout: 10_000 });
  } else if ('until' in s) {
    await s.until(page);
  }
}

async function runPath(browser, url, task, kind) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const counts = { keys: 0, mouse: 0 };
  let index = -1;
  try {
    await logIn(page, url, task.tenant);
    page.setDefaultTimeout(10_000);
    const data = task.setup ? await task.setup(page, kind) : {};
    const steps = task[kind](data);
    for (index = 0; index < steps.length; index++) await step(page, steps[index], counts);
    index = steps.length;
    const ok = await task.check(page, data, kind);
    if (!ok && process.env.KEYBOARD_SHOTS) await page.screenshot({ path: `${process.env.KEYBOARD_SHOTS}/${task.name.replace(/\W+/g, '-')}-${kind}.png` });
    return { ...counts, state: ok ? 'ok' : 'no effect' };
  } catch (error) {
    if (process.env.KEYBOARD_SHOTS) await page.screenshot({ path: `${process.env.KEYBOARD_SHOTS}/${task.name.replace(/\W+/g, '-')}-${kind}.png` }).catch(() => undefined);
    const where = index < 0 ? 'setup' : `step ${index + 1}`;
    return { ...counts, state: `failed at ${where}: ${String(error.message).split('\n')[0].slice(0, 80)}` };
  } finally {
    await context.close();
  }
}

export async function run(ctx) {
  // KEYBOARD_URL points at a console already running (npm start) and KEYBOARD_TASKS picks tasks
  // by part of their name, for updating a sequence without building and running them all.
  const [url, browser] = await Promise.all([process.env.KEYBOARD_URL ?? ctx.serveDist().then((s) => s.url), ctx.browser()]);
  const only = process.env.KEYBOARD_TASKS?.split(',');
  const rows = [];
  for (const task of TASKS.filter((t) => !only || only.some((word) => t.name.includes(word)))) {
    const keyboard = await runPath(browser, url, task, 'keyboard');
    const mouse = await runPath(browser, url, task, 'mouse');
    rows.push({
      metric: task.name,
      unit: 'keys',
      value: keyboard.keys,
      note: `keyboard ${keyboard.state} | mouse: ${mouse.mouse} clicks + ${mouse.keys} keys = ${mouse.mouse + mouse.keys}, ${mouse.state}`,
    });
  }
  return rows;
}
