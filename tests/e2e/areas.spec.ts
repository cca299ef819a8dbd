import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN } from './support/accounts.ts';
import { signIn, tabTitles } from './support/hub.ts';
import { expect, test } from './support/test.ts';

const fixtureArea = readFileSync(join(import.meta.dirname, 'fixtures', 'bridge-area.html'), 'utf8');

test('an area loads in its iframe, gets the session over the bridge and forwards Ctrl+K', async ({ page }) => {
  await page.route('**/modules/admin/**', (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: fixtureArea }));
  await signIn(page, ADMIN);
  await page.goto('/#/system/notice');
  const area = page.frameLocator('iframe[data-module=admin]');
  await expect(area.locator('#path')).toHaveText('/system/notice');
  await expect(area.locator('body')).toHaveAttribute('data-user', ADMIN.login);
  await expect(tabTitles(page)).toHaveText(['工作台', '公告管理']);

  await area.locator('#field').click();
  await page.keyboard.press('Control+K');
  await expect(page.getByPlaceholder(/搜索页面/)).toBeVisible();
  await page.keyboard.press('Escape');

  // The iframe stays in place (hidden, not reloaded) while another tab is shown.
  await page.goto('/#/workbench');
  await expect(page.locator('.area-pane[data-area=admin]')).toBeHidden();
  await page.goto('/#/system/notice');
  await expect(area.locator('#path')).toHaveText('/system/notice');
});

test('an area whose build is missing shows its error pane with 重试', async ({ page }) => {
  let served = 0;
  await page.route('**/modules/admin/**', (route) => {
    served++;
    return route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ code: 10404, message: 'not found', data: null }) });
  });
  await signIn(page, ADMIN);
  await page.goto('/#/system/notice');
  const pane = page.locator('.area-pane[data-area=admin]');
  await expect(pane.getByText('模块加载失败')).toBeVisible();
  await expect(pane.getByText(/模块 admin 加载失败（HTTP 404）/)).toBeVisible();
  const before = served;
  await pane.getByRole('button', { name: '重试' }).click();
  await expect(pane.getByText('模块加载失败')).toBeVisible();
  expect(served).toBeGreaterThan(before);
});
