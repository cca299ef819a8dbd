import type { APIRequestContext } from '@playwright/test';
import { BUYER } from './support/accounts.ts';
import { adminHeaders } from './support/api.ts';
import { openScreen, signInAs } from './support/hub.ts';
import { expect, test } from './support/test.ts';

// Goods in (modules/wms/README.md "Goods in"): the warehouse clerk scans a delivery note, counts two SKUs (one by
// scans, one typed), confirms; inspects and fails a unit with a reason and a photo taken on a phone-sized page
// opened from a link (no session); prints the labels; puts away by scanning
// a location and the SKUs. Purchasing then shows what arrived and what went back, the stock has moved onto the
// location, and the buyer sees the exception.

const WAREHOUSE = { login: 'warehouse01', password: 'Demo@2026!x' };
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function adminApi(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  return async <T>(url: string): Promise<T> => (await (await request.get(url, { headers })).json()).data as T;
}

type Order = {
  id: string;
  code: string;
  lines: { sku_id: string; sku_id_title: string; quantity: number; received_quantity: number; returned_quantity: number }[];
};

test('a clerk receives a delivery note by scanning: count, inspect, label, put away; purchasing and stock follow', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const api = await adminApi(request);
  // An approved order of the demo with two lines, to be delivered to the clerk's warehouse.
  const approved = await api<{ list: { id: string }[] }>('/api-purchase/api/v1/purchase/order/index?status=approved&per_page=50');
  let order: Order | undefined;
  for (const { id } of approved.list) {
    const o = await api<Order>(`/api-purchase/api/v1/purchase/order/detail/${id}`);
    if (o.lines.length === 2) {
      order = o;
      break;
    }
  }
  if (!order) throw new Error('the demo has no approved two-line order');
  const [first, second] = order.lines.map((l) => ({ ...l, code: l.sku_id_title }));

  const clerk = await signInAs(browser, WAREHOUSE);
  const points = await openScreen(clerk, '仓储管理', '到货点数', '/warehouse/receiving-inspection/points', 'wms');
  const scan = async (code: string) => {
    const box = points.locator('[data-scan-input]:visible');
    await box.fill(code);
    await box.press('Enter'); // what a hand scanner sends
  };
  await scan(order.code);
  await expect(points.getByRole('status')).toContainText('已打开 收货单 RC');
  await scan('NO-SUCH-SKU');
  await expect(points.getByRole('status')).toHaveText('NO-SUCH-SKU 不是本收货单的商品');
  await points.getByRole('spinbutton', { name: '每次扫描计数' }).fill(String(first!.quantity - 1));
  await scan(first!.code);
  await points.getByRole('spinbutton', { name: '每次扫描计数' }).fill('1');
  await scan(first!.code.toLowerCase());
  await expect(points.getByRole('status')).toHaveText(`${first!.code} 已点 ${first!.quantity} / 应收 ${first!.quantity}`);
  const typed = points.getByRole('spinbutton', { name: `${second!.code} 实收` });
  await typed.fill(String(second!.quantity));
  await typed.blur();
  await expect(points.locator('.receipt-header')).toContainText(`${first!.quantity + second!.quantity} / ${first!.quantity + second!.quantity}`);
  await points.getByRole('button', { name: '确认收货' }).click();
  await points.locator('.arco-modal').getByRole('button', { name: '确认收货' }).click();
  await expect(points.locator('.receipt-header')).toContainText('待质检');

  const inspection = await openScreen(clerk, '仓储管理', '质检', '/warehouse/receiving-inspection/quality-inspection', 'wms');
  await inspection.locator('[data-scan-input]').fill(order.code);
  await inspection.locator('[data-scan-input]').press('Enter');
  await inspection.getByRole('spinbutton', { name: `${first!.code} 不合格数` }).fill('1');
  await inspection.getByRole('combobox', { name: `${first!.code} 不合格原因` }).click();
  await inspection.locator('.arco-select-option', { hasText: '破损' }).click();
  // A photo of the failed unit from a phone: the link opens the public page without signing in.
  await inspection.getByRole('button', { name: '手机拍照' }).click();
  const photoLink = inspection.locator('.arco-modal span[title*="/warehouse/photograph?uuid="]');
  const href = (await photoLink.getAttribute('title')) ?? '';
  const phone = await (await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true })).newPage();
  await phone.goto(href);
  const photoPage = phone.frameLocator('iframe[data-module=wms]');
  await expect(photoPage.getByRole('heading', { name: /收货拍照 · RC/ })).toBeVisible();
  await photoPage.getByPlaceholder('SKU编码（可选）').fill(first!.code);
  await photoPage.locator('input[type=file]').setInputFiles({ name: 'damage.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
  await expect(photoPage.locator('figcaption')).toContainText(`${first!.code} · damage`);
  await inspection.getByRole('button', { name: '刷新照片' }).click();
  await expect(inspection.locator('.arco-modal figcaption')).toHaveCount(1);
  await inspection.locator('.arco-modal-close-icon').click();
  await inspection.getByRole('button', { name: '提交质检' }).click();
  await inspection.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(inspection.locator('.receipt-header')).toContainText('待上架');

  const labels = await openScreen(clerk, '仓储管理', '贴标', '/warehouse/receiving-inspection/labeling', 'wms');
  await labels.locator('[data-scan-input]').fill(order.code);
  await labels.locator('[data-scan-input]').press('Enter');
  const sheets = first!.quantity - 1 + second!.quantity;
  await expect(labels.locator('.print-toolbar')).toContainText(`共 ${sheets} 张`);
  await expect(labels.locator('.print-sheet svg').first()).toBeVisible();

  const shelving = await openScreen(clerk, '仓储管理', '上架', '/warehouse/receiving-inspection/shelves-list', 'wms');
  const shelve = async (code: string) => {
    await shelving.locator('[data-scan-input]').fill(code);
    await shelving.locator('[data-scan-input]').press('Enter');
  };
  await shelve(order.code);
  await expect(shelving.getByRole('status')).toContainText('请扫描库位');
  await shelve(first!.code);
  await expect(shelving.getByRole('status')).toHaveText('请先扫描库位');
  await shelve('a-09-09');
  await expect(shelving.getByRole('status')).toContainText('也不是本仓库的库位');
  await shelve('a-01-08');
  await expect(shelving.getByRole('status')).toHaveText('库位 A-01-08：请扫描SKU');
  await shelve(first!.code);
  await shelve(second!.code);
  await expect(shelving.getByRole('status')).toContainText('本收货单已全部上架');
  await expect(shelving.locator('.receipt-header')).toContainText('已完成');

  // Purchasing received everything and had one unit returned; the stock lies on the location.
  await expect
    .poll(async () =>
      (await api<Order>(`/api-purchase/api/v1/purchase/order/detail/${order!.id}`)).lines.map((l) => [l.received_quantity, l.returned_quantity]),
    )
    .toEqual([
      [first!.quantity, 1],
      [second!.quantity, 0],
    ]);
  const stock = await api<{ list: { location_id: string; on_hand: number }[] }>(
    `/api-wms/api/v1/wms/stock?dimension=location&sku=${encodeURIComponent(first!.code)}&location=A-01-08`,
  );
  expect(stock.list.map((r) => [r.location_id, r.on_hand])).toEqual([['A-01-08', first!.quantity - 1]]);

  const buyer = await signInAs(browser, BUYER);
  const exceptions = await openScreen(buyer, '仓储管理', '收货异常', '/warehouse/receiving-inspection/exception-list', 'wms');
  await expect(exceptions.locator('.arco-table-tr', { hasText: first!.code }).filter({ hasText: '质检不合格' })).toContainText('破损');
});
