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

/** One list page per area: where its filter bar, table header and pager sit inside the area's frame. */
const LIST_PER_AREA = [
  ['catalogue', '/commodity/information/brand'],
  ['wms', '/warehouse/Inventory-management/stock'],
  ['admin', '/user/user'],
  ['finance', '/finance/information/currency'],
  ['logistics', '/logistics/company'],
  ['accounts', '/account/site'],
] as const;

test('every area’s list sits in the same page frame: margins, header height, pager at the right', async ({ page }) => {
  await signIn(page, ADMIN);
  const measured: Record<string, { left: number; top: number; header: number; pagerRight: number }> = {};
  for (const [area, path] of LIST_PER_AREA) {
    await page.goto(`/#${path}`);
    const frame = page.frameLocator(`iframe[data-module=${area}]`);
    await expect(frame.locator('.arco-table-th').first()).toBeVisible();
    await expect(frame.locator('.arco-pagination')).toBeVisible();
    measured[area] = await frame.locator('.area-frame').evaluate((el) => {
      const box = el.getBoundingClientRect();
      const first = (el.firstElementChild?.firstElementChild ?? el.firstElementChild) as HTMLElement;
      const header = el.querySelector('.arco-table-th') as HTMLElement;
      const pager = el.querySelector('.arco-pagination') as HTMLElement;
      return {
        left: Math.round(first.getBoundingClientRect().left - box.left),
        top: Math.round(first.getBoundingClientRect().top - box.top),
        header: Math.round(header.getBoundingClientRect().height),
        pagerRight: Math.round(box.right - pager.getBoundingClientRect().right),
      };
    });
  }
  // The catalogue's frame is the measure of all: every area the same to the pixel.
  for (const [area] of LIST_PER_AREA) expect([area, measured[area]]).toEqual([area, { left: 20, top: 16, header: measured.catalogue!.header, pagerRight: 20 }]);
});
