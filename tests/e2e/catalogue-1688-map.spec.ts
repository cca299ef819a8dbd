import { ADMIN } from './support/accounts.ts';
import { openByCode } from './support/catalogue.ts';
import { signIn } from './support/hub.ts';
import { expect, type FrameLocator, type Page, test } from './support/test.ts';

// 1688映射 against the real routes and the demo SKUs: link a SKU to a 1688 offer in the drawer, see it with its
// link to the offer's page, 解除关联 it (the confirm insists on a reason), then find the unlinking and its reason
// in 1688修改日志.

const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);

async function openScreen(page: Page, name: string, path: string): Promise<FrameLocator> {
  await page.locator('.side-menu-item', { hasText: '商品管理' }).click();
  await page.locator('.menu-drawer').getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/commodity/information/${path}$`));
  return page.frameLocator('iframe[data-module=catalogue]');
}

test('1688映射: link a SKU to an offer, unlink it with a reason, find the change in 1688修改日志', async ({ page }) => {
  const offerId = `66${Date.now() % 10_000_000_000}`; // a retry must not meet the first try's mapping
  const sku = 'TS002-BLK-S';
  await signIn(page, ADMIN);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());
  const area = await openScreen(page, '1688映射', '1688map');

  await area.getByRole('button', { name: '新增' }).click();
  const drawer = area.locator('.arco-drawer');
  await expect(drawer.getByText('新增1688映射')).toBeVisible();
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer.getByText('请输入1688商品ID')).toBeVisible(); // the form checks before sending
  await drawer.getByRole('textbox', { name: '请选择SKU' }).click();
  await page.keyboard.type(sku);
  await area.locator('.arco-select-popup:visible .arco-select-option', { hasText: sku }).first().click();
  await drawer.getByPlaceholder('请输入1688商品ID').fill(offerId);
  await drawer.getByPlaceholder('请输入供应商/店铺名称').fill('端到端织造厂');
  await drawer.getByPlaceholder('请输入采购单价(元)').fill('12.50');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功').first()).toBeVisible();

  const row = area.locator('.arco-table-tr', { hasText: offerId });
  await expect(row).toContainText(sku);
  await expect(row).toContainText('12.50');
  await expect(row).toContainText('已关联');
  const link = row.getByRole('link', { name: '打开1688' });
  await expect(link).toHaveAttribute('href', `https://detail.1688.com/offer/${offerId}.html`);
  await expect(link).toHaveAttribute('target', '_blank');

  // The SKU detail's 供应商 lists where the SKU is bought: this offer among its active mappings.
  const detail = await openByCode(page, sku, 'sku');
  await detail.getByRole('tab', { name: '供应商' }).click();
  await expect(detail.locator('.catalogue-sku-suppliers .arco-table-tr', { hasText: offerId })).toContainText('端到端织造厂');
  await openScreen(page, '1688映射', '1688map');

  await row.getByRole('button', { name: '解除关联' }).click();
  const confirm = area.locator('.arco-modal');
  await expect(confirm).toContainText(`SKU ${sku} 与1688商品 ${offerId} 的关联`);
  await confirm.getByRole('button', { name: '确定解除' }).click();
  await expect(toast(page, '请填写解除原因').first()).toBeVisible(); // no reason, no unlinking
  await confirm.getByRole('textbox', { name: '解除原因' }).fill('供应商停产');
  await confirm.getByRole('button', { name: '确定解除' }).click();
  await expect(toast(page, '已解除关联').first()).toBeVisible();
  await expect(row).toContainText('已解除');
  await expect(row).toContainText('供应商停产');
  await expect(row.getByRole('button', { name: '解除关联' })).toBeHidden();

  const log = await openScreen(page, '1688修改日志', '1688modifylog');
  await log.getByRole('textbox', { name: '批量1688商品ID' }).click(); // a pasted list, as every batch filter takes it
  await log.getByRole('textbox', { name: '批量查询内容' }).fill(offerId);
  await log.getByRole('button', { name: '查询' }).click();
  const entries = log.locator('.arco-table-tr', { hasText: offerId });
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('解除关联');
  await expect(entries.first()).toContainText('解除原因: 空 → 供应商停产');
  await expect(entries.first()).toContainText('状态: 已关联 → 已解除');
  await expect(entries.nth(1)).toContainText('新增');
  await expect(entries.nth(1)).toContainText(`SKU编码: 空 → ${sku}`);
});
