// Draw a process in the model designer with mouse and keyboard, check it, deploy it, and find
// its definition in 流程管理; then open its diagram there.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { withPage } from './harness';
import { consoleAndBrowser, logIn } from './session';

const run = consoleAndBrowser();

async function palette(page: Page, query: string, option: RegExp): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').first().waitFor();
  await page.keyboard.type(query);
  await page.getByRole('option', { name: option }).first().waitFor();
  await page.keyboard.press('Enter');
}

/** Presses an entry of the context pad of the selected element, by its (translated) title. */
async function contextPad(page: Page, title: string): Promise<void> {
  await page.locator(`.djs-context-pad .entry[title="${title}"]`).click();
}

test('draw, check and deploy a two-step process in the designer', async () => {
  await withPage(run.browser(), 'flow-designer', async (page) => {
    await logIn(page, run.url());
    await palette(page, '模型管理', /模型管理/);
    await page.waitForURL((u) => u.pathname === '/flow/model');
    await page.getByRole('button', { name: '创建' }).click();
    await page.getByRole('heading', { name: '创建模型' }).waitFor();

    // Start → task → task → end, appended from the context pad of each new element.
    await page.locator('.djs-element[data-element-id="start"]').click();
    await contextPad(page, '追加任务');
    await page.keyboard.press('Escape'); // leaves the new task's label editor
    await page.getByRole('textbox', { name: '名称' }).fill('经理审批');
    await page.keyboard.press('Enter');
    await page.getByLabel('候选组 (角色)', { exact: true }).fill('manager');
    await page.keyboard.press('Enter');
    await contextPad(page, '追加任务');
    await page.keyboard.press('Escape'); // leaves the new task's label editor
    await page.getByRole('textbox', { name: '名称' }).fill('老板审批');
    await page.keyboard.press('Enter');
    await page.getByLabel('办理人', { exact: true }).fill('${taskUser}');
    await page.keyboard.press('Enter');
    await contextPad(page, '追加结束事件');
    await page.keyboard.press('Escape'); // leaves the new end event's label editor

    await palette(page, '设计器 · 校验', /设计器 · 校验/);
    await page.getByText('流程校验通过').first().waitFor();

    // The toolbar's 部署 asks in the palette, which takes the focus from the designer: the keys
    // answer it.
    await page.getByRole('toolbar').getByRole('button', { name: '部署' }).click();
    await page.getByRole('option', { name: /请假流程/ }).first().waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('.palette') !== null);
    await page.keyboard.press('Enter');
    // Then 通用 or the schools, 通用 picked to start with: Ctrl+Enter accepts.
    await page.getByRole('option', { name: /通用.*已选/ }).first().waitFor();
    await page.keyboard.press('Control+Enter');
    await page.getByText('部署成功').first().waitFor();

    await page.keyboard.press('Escape');
    await palette(page, '流程管理', /流程管理/);
    await page.waitForURL((u) => u.pathname === '/flow/manager');
    const row = page.getByRole('row').filter({ hasText: '新流程' });
    await row.waitFor();
  });
});

test('in the dark theme the designer draws on a dark canvas, its tools dark too', async () => {
  await withPage(run.browser(), 'flow-designer-dark', async (page) => {
    await logIn(page, run.url());
    await page.evaluate(() => localStorage.setItem('saber-theme', JSON.stringify('theme-dark')));
    await page.reload();
    // A key pressed before the reloaded page has loaded its script reaches no console.
    await page.locator('nav.sidebar').waitFor();
    await palette(page, '模型管理', /模型管理/);
    await page.getByRole('button', { name: '创建' }).click();
    await page.locator('.djs-element[data-element-id="start"]').click();
    await page.locator('.djs-context-pad .entry').first().waitFor();
    // The lightness (0-255) of what the canvas, its palette and its context pad are painted with,
    // and whether the drawing (black on white in bpmn-js's SVG) is shown inverted.
    const looks = await page.evaluate(() => {
      const light = (selector: string) => {
        const [r, g, b] = getComputedStyle(document.querySelector(selector)!).backgroundColor.match(/\d+/g)!.map(Number);
        return Math.round((r! + g! + b!) / 3);
      };
      const svg = document.querySelector('.flow-designer-canvas .djs-container > svg')!;
      return { canvas: light('.flow-designer-canvas'), palette: light('.djs-palette'), pad: light('.djs-context-pad .entry'), drawing: getComputedStyle(svg).filter };
    });
    expect(looks.canvas).toBeLessThan(64);
    expect(looks.palette).toBeLessThan(64);
    expect(looks.pad).toBeLessThan(64);
    expect(looks.drawing).toContain('invert(1)');
  });
});
