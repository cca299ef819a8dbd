import { ADMIN } from './support/accounts.ts';
import { signIn } from './support/hub.ts';
import { expect, type Page, test } from './support/test.ts';

// 标准价 against the real routes and the demo catalogue: open the screen, find TS001-BLK-M, refuse a ratio of
// 0 in 倍率设置, save a new Amazon ratio and see the SKU's Amazon 标准价 follow (成本价 × 倍率, half up).

const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);
/** 'a.bc' → its hundredths, exactly. */
const cents = (decimal: string) => BigInt(decimal.replace('.', ''));
/** cost × ratio to 2 places, half up, on integers (as the database computes it on numerics). */
const priceOf = (cost: string, ratio: string) => {
  const tenThousandths = cents(cost) * cents(ratio);
  const hundredths = (tenThousandths + 50n) / 100n;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
};

test('标准价: change Amazon’s ratio in 倍率设置 and see a SKU’s Amazon 标准价 change', async ({ page }) => {
  await signIn(page, ADMIN);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());
  await page.locator('.side-menu-item', { hasText: '商品管理' }).click();
  await page.locator('.menu-drawer').getByRole('button', { name: '标准价', exact: true }).click();
  await expect(page).toHaveURL(/#\/commodity\/information\/standard-price$/);
  const area = page.frameLocator('iframe[data-module=catalogue]');

  await area.getByRole('textbox', { name: '批量SPU编码' }).click(); // a pasted list, as every batch filter takes it
  await area.getByRole('textbox', { name: '批量查询内容' }).fill('TS001');
  await area.getByText(/^共 .*条$/).click(); // outside: the popover closes
  await new Promise((resolve) => setTimeout(resolve, 400)); // the batch input's emission delay
  await area.getByRole('button', { name: '查询' }).click();
  await expect(area.getByText('共 12 条')).toBeVisible();
  const row = area.locator('.arco-table-tr', { hasText: 'TS001-BLK-M' });
  const amazon = row.locator('[data-platform=amazon]');
  await expect(amazon).toContainText('×');
  const cost = ((await row.locator('td').nth(5).textContent()) ?? '').trim();
  const before = ((await amazon.locator('.arco-tag').textContent()) ?? '').replace('×', '').trim();
  await expect(amazon).toContainText(priceOf(cost, before));
  const ratio = before === '3.15' ? '3.25' : '3.15'; // a retry finds the first try's ratio

  await area.getByRole('button', { name: '倍率设置' }).click();
  const settings = area.locator('.arco-drawer', { hasText: '倍率设置' }).first();
  const amazonDefault = settings.locator('.arco-table-tr', { hasText: '平台默认' }).filter({ hasText: 'Amazon' });
  await amazonDefault.getByRole('button', { name: '编辑' }).click();
  const form = area.locator('.arco-drawer', { hasText: '编辑标准价倍率' });
  await form.getByPlaceholder('请输入倍率').fill('0');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByText('倍率不能小于0.01')).toBeVisible();
  await form.getByPlaceholder('请输入倍率').fill(ratio);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功').first()).toBeVisible();
  await expect(amazonDefault).toContainText(ratio);
  await settings.locator('.arco-drawer-close-icon').first().click();

  await expect(amazon.locator('.arco-tag')).toHaveText(`×${ratio}`);
  await expect(amazon).toContainText(priceOf(cost, ratio));
  expect(priceOf('18.35', '2.45')).toBe('44.96'); // the test's own arithmetic: half up at the third place
});
