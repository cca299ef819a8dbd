import { ADMIN } from './support/accounts.ts';
import { signIn } from './support/hub.ts';
import { expect, test } from './support/test.ts';

test('the theme switch reaches inside a live area iframe, and the watermark covers it', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/#/system/notice');
  const area = page.frameLocator('iframe[data-module=admin]');
  await expect(area.getByRole('button', { name: '查询' })).toBeVisible();
  await expect(area.locator('body')).toHaveAttribute('data-theme', 'green');

  await page.locator('.user-trigger').click();
  await page.getByText('主题').hover();
  await page.getByRole('menuitem', { name: '商务蓝' }).click();
  await expect(area.locator('body')).toHaveAttribute('data-theme', 'blue');
  const primary = await page
    .frameLocator('iframe[data-module=admin]')
    .locator('body')
    .evaluate((body) => getComputedStyle(body).getPropertyValue('--arcoblue-6').trim());
  expect(primary).toBe('27,84,217');

  // The watermark is one click-through layer above the iframes: 系统管理员 + the last 4 digits of 13800000000.
  const mark = page.getByTestId('watermark');
  await expect(mark).toHaveCount(1);
  await expect(mark).toHaveAttribute('data-text', '系统管理员 0000');
  await expect(mark).toHaveCSS('pointer-events', 'none');
  const [markZ, frameZ] = await Promise.all([
    mark.evaluate((el) => Number(getComputedStyle(el).zIndex)),
    page.locator('iframe[data-module=admin]').evaluate((el) => Number(getComputedStyle(el.closest('.area-pane') ?? el).zIndex) || 0),
  ]);
  expect(markZ).toBeGreaterThan(frameZ);
});
