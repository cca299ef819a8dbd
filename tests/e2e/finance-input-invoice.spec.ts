import { ADMIN } from './support/accounts.ts';
import { adminApi } from './support/api.ts';
import { signIn } from './support/hub.ts';
import { expect, type Page, test } from './support/test.ts';

// 进项发票 against the demo's received purchase orders: finance writes a supplier's invoice picking an order line
// left to bill, books it (确认入账), and the order line counts it as 已开票; the registration prints with its barcode.

const PURCHASE = '/api-purchase/api/v1/purchase';
const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);

test('a supplier invoice billing a received order line is booked, and the line counts it as invoiced', async ({ page, request }) => {
  test.setTimeout(150_000);
  const api = await adminApi(request);
  // An order line of the demo with goods received and not yet billed, and its order's supplier.
  const [line] = await api.get<{ id: string; code: string; title: string }[]>(`${PURCHASE}/order/line/options?q=HD001`);
  expect(line, 'the demo has received order lines').toBeTruthy();
  const order = (await api.get<{ list: { id: string; supplier_id_title: string }[] }>(`${PURCHASE}/order/index?code=${line!.code}`)).list[0]!;
  const sku = /· (\S+)（/.exec(line!.title)![1]!;
  const invoiceNo = String(Date.now()).padStart(20, '4'); // 20 digits, another on a retry

  await signIn(page, ADMIN);
  const notice = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(notice, () => notice.getByRole('button', { name: '知道了' }).click());
  await page.locator('.side-menu-item', { hasText: '财务管理' }).click();
  await page.locator('.menu-drawer').getByRole('button', { name: '进项发票', exact: true }).click();
  await expect(page).toHaveURL(/#\/finance\/invoice\/input$/);
  const area = page.frameLocator('iframe[data-module=finance]');
  const popup = area.locator('.arco-select-popup:visible .arco-select-option');

  await area.getByRole('button', { name: '新增' }).click();
  const drawer = area.locator('.arco-drawer');
  await drawer.getByPlaceholder('请输入发票号码').fill(invoiceNo);
  await drawer.locator('.arco-form-item', { hasText: '供应商' }).locator('.arco-select').click();
  await page.keyboard.type(order.supplier_id_title.slice(0, 6));
  await popup.filter({ hasText: order.supplier_id_title }).first().click();
  const day = drawer.locator('.arco-form-item', { hasText: '开票日期' }).locator('input');
  await day.click();
  await day.fill(new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10));
  await day.press('Enter');
  await drawer.locator('.arco-form-item', { hasText: '币种' }).locator('.arco-select').click();
  await popup.filter({ hasText: '人民币' }).first().click();
  await drawer.getByPlaceholder('请输入税率(%)').fill('13');
  await drawer.getByText('添加发票明细').click();
  const row = drawer.locator('tbody tr').first();
  await row.locator('.arco-select').first().click();
  await page.keyboard.type(line!.code);
  await popup.filter({ hasText: sku }).first().click();
  await row.getByPlaceholder('请输入开票数量').fill('3');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功').first()).toBeVisible();

  const listed = area.locator('.entity-list-page .arco-table-tr', { hasText: invoiceNo });
  await expect(listed).toContainText('草稿');
  await listed.getByRole('button', { name: '确认入账' }).click();
  await area.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '确认入账成功').first()).toBeVisible();
  await expect(listed).toContainText('已入账');

  // Purchasing counts it on the order line (the document flow delivers it through the outbox).
  await expect
    .poll(async () => {
      const detail = await api.get<{ lines: { id: string; invoiced_quantity: number }[] }>(`${PURCHASE}/order/detail/${order.id}`);
      return detail.lines.find((l) => l.id === line!.id)?.invoiced_quantity ?? 0;
    })
    .toBeGreaterThanOrEqual(3);

  // The registration prints on A4 with its number's barcode.
  await listed.locator('a, .arco-link').first().click();
  await area.getByRole('button', { name: /打印/ }).first().click();
  const sheet = area.locator('.print-doc');
  await expect(sheet.getByRole('heading', { name: '进项发票' })).toBeVisible();
  await expect(sheet).toContainText(sku);
  await expect(sheet.getByRole('img', { name: /^条码 FP\d{8}-\d{4}$/ })).toBeVisible();
});
