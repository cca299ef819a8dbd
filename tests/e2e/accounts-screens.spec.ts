import { ADMIN } from './support/accounts.ts';
import { signIn } from './support/hub.ts';
import { expect, type FrameLocator, type Locator, type Page, test } from './support/test.ts';

// The accounts area's sales-account screen over the demo accounts: the platform + account selector of
// the filter bar narrows the list to one platform.

async function openSalesAccounts(page: Page): Promise<FrameLocator> {
  await signIn(page, ADMIN);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());
  await page.locator('.side-menu-item', { hasText: '账号管理' }).click();
  await page.locator('.menu-drawer').getByRole('button', { name: '销售账号', exact: true }).click();
  await expect(page).toHaveURL(/#\/account\/sales-account$/);
  return page.frameLocator('iframe[data-module=accounts]');
}

/** Opens an Arco select and clicks the option with this text. */
async function choose(area: FrameLocator, select: Locator, option: string): Promise<void> {
  await select.click();
  await area.locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}

test('销售账号: filter by platform with the platform + account selector', async ({ page }) => {
  const area = await openSalesAccounts(page);
  await expect(area.locator('.arco-table-tr', { hasText: 'amz-us-home' })).toBeVisible();
  const total = area.getByText(/^共 \d+ 条$/);
  await expect(total).toBeVisible();
  const everyAccount = await total.textContent(); // the 13 demo accounts and any a test added

  const filter = area.locator('.entity-filter-bar');
  // Arco gives the select itself (role combobox) the label.
  const accounts = filter.getByRole('combobox', { name: '销售账号', exact: true });
  await expect(accounts).toHaveClass(/arco-select-disabled/); // until a platform is chosen
  await filter.getByRole('combobox', { name: '平台', exact: true }).click();
  await area.locator('.arco-select-popup:visible .arco-select-option', { hasText: 'Walmart' }).click();
  await expect(accounts).not.toHaveClass(/arco-select-disabled/);
  await area.getByRole('button', { name: '查询' }).click();

  await expect(area.getByText('共 2 条')).toBeVisible();
  await expect(area.locator('.arco-table-tr', { hasText: 'walmart-us-main' })).toBeVisible();
  await expect(area.locator('.arco-table-tr', { hasText: 'amz-us-home' })).toBeHidden();
  await expectRowsOfPlatform(page, 'walmart');

  await area.getByRole('button', { name: '重置' }).click();
  await expect(total).toHaveText(everyAccount ?? '');
});

test('新增销售账号: the platform first, then one of its shops and sites', async ({ page }) => {
  const area = await openSalesAccounts(page);
  await area.getByRole('button', { name: '新增' }).click();
  const drawer = area.locator('.arco-drawer');
  await expect(drawer.getByText('新增销售账号')).toBeVisible();
  const shop = drawer.getByRole('combobox', { name: '店铺', exact: true });
  await expect(shop).toHaveClass(/arco-select-disabled/); // until a platform is chosen
  const name = `temu-us-${Date.now() % 100000}`;
  await drawer.getByPlaceholder('请输入账号名称').fill(name);
  await choose(area, drawer.getByRole('combobox', { name: '平台', exact: true }), 'Temu');
  await choose(area, shop, 'Temu 全托管店');
  await choose(area, drawer.getByRole('combobox', { name: '站点', exact: true }), 'US 美国站');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('.arco-message').getByText('保存成功').first()).toBeVisible();
  const row = area.locator('.arco-table-tr', { hasText: name });
  await expect(row).toContainText('Temu 全托管店');
  await expect(row).toContainText('temu');
});

/** Every row of the table shows the platform code. */
async function expectRowsOfPlatform(page: Page, code: string): Promise<void> {
  const rows = page.frameLocator('iframe[data-module=accounts]').locator('.arco-table-body .arco-table-tr');
  for (const text of await rows.allTextContents()) expect(text).toContain(code);
}
