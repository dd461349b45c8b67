// Logging in through the login page as the administrator of `tenant` (the platform's by default),
// for the benchmarks that drive the production build in Chromium: resolves once the home page
// shows its menu and the start-up requests have settled.
export async function logIn(page, url, tenant = '000000') {
  await page.goto(`${url}/login`, { waitUntil: 'load' });
  await page.getByLabel('租户ID', { exact: true }).fill(tenant);
  await page.getByLabel('账号', { exact: true }).fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('admin');
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname === '/wel/index', { timeout: 30_000 });
  await page.getByRole('navigation', { name: '侧边菜单' }).waitFor();
  await page.waitForLoadState('networkidle');
}
