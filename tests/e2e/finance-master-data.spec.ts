import { ADMIN } from './support/accounts.ts';
import { signIn } from './support/hub.ts';
import { expect, type FrameLocator, type Page, test } from './support/test.ts';

// The finance area's exchange-rate screen against the real routes and the seeded rates: add a USD rate
// through the derived form, read it back as the rate of that day (the latest on or before it), delete it.

const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);

async function openExchangeRates(page: Page): Promise<FrameLocator> {
  await page.locator('.side-menu-item', { hasText: '财务管理' }).click();
  await page.locator('.menu-drawer').getByRole('button', { name: '汇率', exact: true }).click();
  await expect(page).toHaveURL(/#\/finance\/information\/exchange-rate$/);
  return page.frameLocator('iframe[data-module=finance]');
}

/** A day after every seeded rate (they start on the first of this month or earlier), spread so a retry does not clash. */
function futureDay(): string {
  const day = new Date(Date.now() + 8 * 3600_000 + (40 + (Date.now() % 300)) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

async function typeDay(picker: ReturnType<FrameLocator['locator']>, day: string): Promise<void> {
  const input = picker.locator('input');
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}

test('汇率: add a USD rate and read it as the rate of its day', async ({ page }) => {
  await signIn(page, ADMIN);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());
  const area = await openExchangeRates(page);
  const panel = area.locator('.rate-of-day');
  await expect(panel.locator('.arco-table-tr', { hasText: 'CNY 人民币' })).toContainText('1.000000');
  await expect(area.getByText('共 32 条')).toBeVisible(); // 8 currencies × 4 months of seeded rates

  const day = futureDay();
  await area.getByRole('button', { name: '新增' }).click();
  const drawer = area.locator('.arco-drawer');
  await expect(drawer.getByText('新增汇率')).toBeVisible();
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer.locator('.arco-form-message', { hasText: '请选择币种' })).toBeVisible(); // the form checks before sending
  const currency = drawer.locator('.arco-form-item', { hasText: '币种' }).locator('.arco-select');
  await currency.click();
  await area.locator('.arco-select-popup:visible .arco-select-option', { hasText: '美元' }).click();
  await drawer.getByPlaceholder('请输入汇率（兑人民币）').fill('7.123456');
  await typeDay(drawer.locator('.arco-form-item', { hasText: '生效日期' }).locator('.arco-picker'), day);
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功').first()).toBeVisible();
  await expect(drawer).toBeHidden();
  const row = area.locator('.entity-list-page .arco-table-tr', { hasText: day });
  await expect(row).toContainText('USD');
  await expect(row).toContainText('7.123456');

  // The panel reads the rate in force on that day: the new one.
  await typeDay(panel.locator('.arco-picker'), day);
  await expect(panel.locator('.arco-table-tr', { hasText: 'USD 美元' })).toContainText('7.123456');
  await expect(panel.locator('.arco-table-tr', { hasText: 'USD 美元' })).toContainText(day);

  await row.getByRole('button', { name: '删除' }).click();
  await area.locator('.arco-popconfirm').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '删除成功').first()).toBeVisible();
  await expect(row).toBeHidden();
  await panel.getByRole('button', { name: '刷新汇率' }).click();
  await expect(panel.locator('.arco-table-tr', { hasText: 'USD 美元' })).not.toContainText('7.123456');
});
