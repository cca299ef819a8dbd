import { signIn } from './support/hub.ts';
import { expect, type FrameLocator, type Page, test } from './support/test.ts';

// The wms area over the demo seed: warehouse01 (role 仓库, given the wms codes by the seed) opens 库存查询,
// filters it by SKU, sums it per SKU, exports it as a file task and follows a row to its 库存流水.

const KEEPER = { login: 'warehouse01', password: 'Demo@2026!x' };
const SKU = 'TS001-BLK-M';
/** Data rows of a table (not the empty row, not the 合计 row in the footer). */
const ROWS = 'tbody .arco-table-tr:not(.arco-table-empty-row)';
const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);

async function openScreen(page: Page, group: string, name: string, path: string): Promise<FrameLocator> {
  await page.locator('.side-menu-item', { hasText: '仓储管理' }).click();
  const drawer = page.locator('.menu-drawer');
  await expect(drawer.locator('.menu-drawer-group', { hasText: group })).toBeVisible();
  await drawer.getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${path}$`));
  return page.frameLocator('iframe[data-module=wms]');
}

/** Types codes into a batch-query input and closes its popover (the list is emitted on close). */
async function batchQuery(area: FrameLocator, placeholder: string, codes: string[]): Promise<void> {
  await area.getByRole('textbox', { name: placeholder }).click();
  await area.getByRole('textbox', { name: '批量查询内容' }).fill(codes.join('\n'));
  await area.locator('.entity-filter-label', { hasText: '库存状态' }).click(); // outside: the popover closes
  await expect(area.getByRole('textbox', { name: placeholder })).toHaveValue(codes.join(','));
  // The list reaches the filter 300 ms after the popover closes (the spec's batch-query emission delay):
  // a 查询 clicked sooner would search without it.
  await new Promise((resolve) => setTimeout(resolve, 400));
}

test('库存查询: stock by location filtered by SKU, summed per SKU, exported, and a row followed to its 库存流水', async ({ page }) => {
  await signIn(page, KEEPER);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());
  const area = await openScreen(page, '库存管理', '库存查询', '/warehouse/Inventory-management/stock');

  // The demo stock is there: rows of several SKUs, a total, a 合计 row.
  const rows = area.locator(ROWS);
  await expect(rows.first()).toBeVisible();
  await expect(area.getByText(/^共 \d+ 条$/)).toBeVisible();
  await expect(area.locator('tfoot', { hasText: '合计' })).toBeVisible();

  // Filter by one SKU: every row is that SKU, in 深圳龙华仓 or 东莞物流仓 or in transit to 美西海外仓.
  await batchQuery(area, '批量SKU', [SKU]);
  await area.getByRole('button', { name: '查询' }).click();
  await expect(rows.filter({ hasNotText: SKU })).toHaveCount(0);
  await expect(rows.filter({ hasText: SKU }).first()).toBeVisible();
  await expect(rows.filter({ hasText: '深圳龙华仓' }).first()).toBeVisible();
  const located = await rows.count();
  expect(located).toBeGreaterThan(1);

  // Per SKU: one row holding everything the location rows add up to.
  await area.getByText('按SKU', { exact: true }).click();
  await area.getByRole('button', { name: '查询' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(SKU);
  await expect(area.getByText('共 1 条')).toBeVisible();

  // 导出 queues a file task.
  await area.getByRole('button', { name: '导出' }).click();
  await expect(toast(page, '导出任务已创建，请在文件任务中下载').first()).toBeVisible();

  // 流水 opens the SKU's movement history in its own tab, already filtered.
  await rows.first().getByRole('button', { name: '流水' }).click();
  await expect(page).toHaveURL(/#\/warehouse\/Inventory-management\/stock-movement\?sku=TS001-BLK-M$/);
  const history = page.frameLocator('iframe[data-module=wms]');
  const moves = history.locator(ROWS);
  await expect(moves.first()).toContainText(SKU);
  await expect(moves.filter({ hasNotText: SKU })).toHaveCount(0);
  // The orders' reservations come first (newest first): the SKU's receipt and putaway, chosen by 类型.
  await history.getByRole('combobox', { name: '类型' }).click();
  for (const type of ['收货入库', '上架']) await history.locator('.arco-select-popup:visible .arco-select-option', { hasText: type }).first().click();
  await page.keyboard.press('Escape');
  await history.getByRole('button', { name: '查询' }).click();
  await expect(moves.filter({ hasText: '收货入库' }).first()).toBeVisible();
  await expect(moves.filter({ hasText: '上架' }).first()).toBeVisible();
  await expect(moves.filter({ hasNotText: SKU })).toHaveCount(0);
});

test('基础资料: warehouse01 lists the seeded locations and adds a run of them', async ({ page }) => {
  await signIn(page, KEEPER);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());
  const area = await openScreen(page, '基础资料', '库位', '/warehouse/basic-information/storage-location');
  await expect(area.getByText('共 53 条')).toBeVisible();

  const suffix = String((Date.now() % 90) + 10);
  await area.getByRole('button', { name: '批量新增' }).click();
  const modal = area.locator('.arco-modal', { hasText: '批量新增库位' });
  await modal.locator('.arco-form-item', { hasText: '库区' }).locator('.arco-select').click();
  await area.locator('.arco-select-popup .arco-select-option', { hasText: '深圳龙华仓 / 存储B区' }).click();
  await modal.getByPlaceholder('起始，如 A-01-01').fill(`E2E-${suffix}-01`);
  await modal.getByPlaceholder('结束，如 A-01-20').fill(`E2E-${suffix}-03`);
  await expect(modal.getByText(`将生成 3 个库位：E2E-${suffix}-01 … E2E-${suffix}-03`)).toBeVisible();
  await modal.getByRole('button', { name: '生成' }).click();
  await expect(toast(page, '已生成3个库位').first()).toBeVisible();
  await expect(area.getByText('共 56 条')).toBeVisible();
});
