import { expect, test } from './support/test.ts';

test('the loading cover shows while the hub starts and is gone within a second', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.locator('#boot-cover')).toHaveCount(0, { timeout: 1_000 });
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
});
