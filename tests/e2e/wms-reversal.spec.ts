import { signIn } from './support/hub.ts';
import { expect, type FrameLocator, type Page, test } from './support/test.ts';

// 冲销 in 库存流水 over the demo seed: warehouse01 (role 仓库: the seed gives it every wms code, 冲销's
// wms.stock.reverse included) reverses a reservation with a reason, sees the reversal linked to its original
// both ways, and is refused in words when a receipt's stock has been put away since.

const KEEPER = { login: 'warehouse01', password: 'Demo@2026!x' };
const ROWS = 'tbody .arco-table-tr:not(.arco-table-empty-row)';
const PATH = '/warehouse/Inventory-management/stock-movement';
const toast = (page: Page, text: string | RegExp) => page.locator('.arco-message').getByText(text);

async function openMovements(page: Page): Promise<FrameLocator> {
  await page.locator('.side-menu-item', { hasText: '仓储管理' }).click();
  const drawer = page.locator('.menu-drawer');
  await expect(drawer.locator('.menu-drawer-group', { hasText: '库存管理' })).toBeVisible();
  await drawer.getByRole('button', { name: '库存流水', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${PATH}$`));
  return page.frameLocator('iframe[data-module=wms]');
}

/** Shows one movement type (类型 select, then 查询). */
async function onlyType(area: FrameLocator, label: string): Promise<void> {
  await area.getByRole('combobox', { name: '类型' }).click();
  await area.locator('.arco-select-popup .arco-select-option', { hasText: label }).first().click();
  await area.locator('.entity-filter-label', { hasText: '来源单号' }).click(); // closes the popup
  await area.getByRole('button', { name: '查询' }).click();
}

test('库存流水: 冲销 a reservation with a reason, the reversal linked to its original; a used receipt refused', async ({ page }) => {
  await signIn(page, KEEPER);
  const area = await openMovements(page);
  const rows = area.locator(ROWS);
  // A demo order's reservation (the orders area's packages reserve too, under their own source).
  await area.getByRole('textbox', { name: '来源单号' }).fill('SO20261108');
  await onlyType(area, '预占');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasNotText: '预占' })).toHaveCount(0);

  const first = rows.first();
  const source = ((await first.textContent()) ?? '').match(/demo_order \S+ #\d+/)?.[0] ?? 'no source'; // 来源单据
  await first.getByRole('button', { name: '冲销' }).click();
  const modal = area.locator('.arco-modal', { hasText: '冲销库存移动' });
  await expect(modal.getByText(source)).toBeVisible();
  await expect(modal.getByRole('textbox', { name: '冲销原因' })).toBeEditable(); // the modal settled (a click mid-opening was lost once in CI)
  await modal.getByRole('button', { name: '确认冲销' }).click();
  await expect(modal.getByText('请填写冲销原因').last()).toBeVisible(); // nothing sent without a reason
  await modal.getByRole('textbox', { name: '冲销原因' }).fill('订单已取消（E2E）');
  await modal.getByRole('button', { name: '确认冲销' }).click();
  await expect(toast(page, '已冲销1笔库存移动').first()).toBeVisible();
  await expect(modal).toBeHidden();

  // The list now holds the reversal (冲销, with the reason) and its original (已冲销), neither reversible again.
  const reversal = rows.filter({ hasText: '订单已取消（E2E）' });
  await expect(reversal).toHaveCount(1);
  await expect(reversal.getByText('冲销', { exact: true })).toBeVisible();
  await expect(reversal.getByRole('button', { name: '冲销' })).toHaveCount(0);
  const original = rows.filter({ hasText: source }).filter({ hasText: '已冲销' });
  await expect(original).toHaveCount(1);

  // 原记录 opens the posting beside its reversal; 查看冲销 on the original leads to the same pair.
  await reversal.getByRole('button', { name: '原记录' }).click();
  await expect(page).toHaveURL(/#\/warehouse\/Inventory-management\/stock-movement\?source_type=demo_order&source_id=.+&type=reserve/);
  const pair = page.frameLocator('iframe[data-module=wms]').locator(ROWS);
  await expect(pair).toHaveCount(2);
  await expect(pair.filter({ hasText: '已冲销' })).toHaveCount(1);
  await expect(pair.filter({ hasText: '订单已取消（E2E）' })).toHaveCount(1);
  await expect(page.frameLocator('iframe[data-module=wms]').getByText(/^仅看 demo_order /)).toBeVisible();
  await pair.filter({ hasText: '已冲销' }).getByRole('button', { name: '查看冲销' }).click();
  await expect(pair).toHaveCount(2);

  // A receipt whose stock was put away since cannot be reversed: the server says why, nothing changes.
  const again = await openMovements(page);
  await onlyType(again, '收货入库');
  // A demo receipt's (RK…): goods in's journey may have received since, in the same server.
  const receipt = again.locator(ROWS).filter({ hasText: 'RK2026110' }).first();
  await receipt.getByRole('button', { name: '冲销' }).click();
  const confirm = again.locator('.arco-modal', { hasText: '冲销库存移动' });
  await confirm.getByRole('textbox', { name: '冲销原因' }).fill('错收（E2E）');
  await confirm.getByRole('button', { name: '确认冲销' }).click();
  await expect(toast(page, /^不能冲销 收货入库（demo_receipt .+）：.+库存不足：/).first()).toBeVisible();
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(again.locator(ROWS).filter({ hasText: '冲销' }).filter({ hasText: '错收（E2E）' })).toHaveCount(0);
});
