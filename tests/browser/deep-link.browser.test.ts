// A deep link typed into the address bar while logged out: login, then the command runs.
import { expect, test } from 'vitest';
import { withPage } from './harness';
import { consoleAndBrowser } from './session';

const run = consoleAndBrowser();

test('a deep link opened logged out runs its command with its arguments after login', async () => {
  await withPage(run.browser(), 'deep-link', async (page) => {
    const link = '/run/crud.param.add?paramName=%E9%93%BE%E6%8E%A5%E5%8F%82%E6%95%B0&paramKey=deep.link&paramValue=42';
    await page.goto(`${run.url()}${link}`);
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(link);

    await page.getByLabel('账号', { exact: true }).fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('admin');
    await page.keyboard.press('Enter');

    // The command's screen opens, and the palette asks before a write, showing the link's values.
    await page.waitForURL((u) => u.pathname === '/system/param');
    const palette = page.getByRole('dialog', { name: '命令面板' });
    await palette.getByText('此链接将运行会修改数据的命令,确定运行?').waitFor();
    await palette.getByText('链接参数').waitFor();
    await palette.getByText('deep.link').waitFor();
    await expect.poll(() => palette.getByRole('button', { name: '确定' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    // The one argument the link left out, the remark, is optional: Enter skips it, once its field
    // has the focus (on a busy machine it is drawn a moment before it takes it).
    const remark = palette.getByLabel('备注');
    await remark.waitFor();
    await expect.poll(() => remark.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');

    await page.getByText('新增成功').first().waitFor();
    await page.getByRole('row', { name: /链接参数/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/system/param');
  });
});
