import { ADMIN } from './support/accounts.ts';
import { adminApi } from './support/api.ts';
import { signIn } from './support/hub.ts';
import { expect, type Page, test } from './support/test.ts';

// 付款申请 against the demo's approved purchase orders: finance asks to pay part of an order line, submits it (no
// flow configured: approved at once), pays it with the account, serial number and fee, and the order line counts
// it as 已付金额.

const PURCHASE = '/api-purchase/api/v1/purchase';
const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);

test('a payment request for an order line is submitted and paid, and the line counts it as paid', async ({ page, request }) => {
  test.setTimeout(150_000);
  const api = await adminApi(request);
  // An order line of the demo with something left to pay, and its order's supplier.
  const [line] = await api.get<{ id: string; code: string; title: string }[]>(`${PURCHASE}/order/line/options?for=payment&q=PO`);
  expect(line, 'the demo has approved order lines').toBeTruthy();
  const order = (await api.get<{ list: { id: string; supplier_id_title: string }[] }>(`${PURCHASE}/order/index?code=${line!.code}`)).list[0]!;
  const sku = /· (\S+)（/.exec(line!.title)![1]!;
  const reason = `预付货款 ${Date.now()}`; // another on a retry

  await signIn(page, ADMIN);
  const notice = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(notice, () => notice.getByRole('button', { name: '知道了' }).click());
  await page.locator('.side-menu-item', { hasText: '财务管理' }).click();
  await page.locator('.menu-drawer').getByRole('button', { name: '付款申请', exact: true }).click();
  await expect(page).toHaveURL(/#\/finance\/payment-voucher\/apply$/);
  const area = page.frameLocator('iframe[data-module=finance]');
  const popup = area.locator('.arco-select-popup:visible .arco-select-option');
  const choose = async (scope: ReturnType<typeof area.locator>, label: string, option: string, typed?: string) => {
    await scope.locator('.arco-form-item', { hasText: label }).locator('.arco-select').click();
    if (typed) await page.keyboard.type(typed);
    await popup.filter({ hasText: option }).first().click();
  };

  await area.getByRole('button', { name: '新增' }).click();
  const drawer = area.locator('.arco-drawer');
  await choose(drawer, '供应商', order.supplier_id_title, order.supplier_id_title.slice(0, 6));
  await choose(drawer, '币种', '人民币');
  await drawer.locator('.arco-form-item', { hasText: '付款方式' }).locator('.arco-select').click();
  await popup.first().click();
  const day = drawer.locator('.arco-form-item', { hasText: '期望付款日' }).locator('input');
  await day.click();
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  await day.fill(today);
  await day.press('Enter');
  await expect(day).toHaveValue(today); // the picker took the day (a form not yet settled saves nothing)
  await drawer.getByPlaceholder('请输入付款事由').fill(reason);
  await drawer.getByText('添加付款明细').click();
  const row = drawer.locator('tbody tr').first();
  await row.locator('.arco-select').first().click();
  await page.keyboard.type(line!.code);
  await popup.filter({ hasText: sku }).first().click();
  await expect(row.locator('.arco-select-view-value').first()).toContainText(line!.code);
  await row.getByPlaceholder('请输入申请金额').fill('1.00');
  await expect(drawer.locator('.arco-form-message-help')).toHaveCount(0);
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功').first()).toBeVisible();

  const listed = area.locator('.entity-list-page .arco-table-tr', { hasText: reason });
  await expect(listed).toContainText('草稿');
  await listed.getByRole('button', { name: '提交审批' }).click();
  await area.getByRole('button', { name: '确定' }).click();
  // No flow for payment requests in the demo: the approval engine passes it at once (through the outbox).
  await expect(async () => {
    await area.getByRole('button', { name: '查询' }).click();
    await expect(listed).toContainText('待付款', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  await listed.getByRole('button', { name: '付款' }).click();
  const dialog = area.locator('.arco-modal:visible');
  await choose(dialog, '付款账户', '');
  await dialog.getByPlaceholder('请输入付款流水号').fill('CMB0001');
  await dialog.getByPlaceholder('请输入手续费').fill('0.50');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '付款成功').first()).toBeVisible();
  await expect(listed).toContainText('已付款');

  // Purchasing counts it on the order line (the document flow delivers it through the outbox).
  await expect
    .poll(async () => {
      const detail = await api.get<{ lines: { id: string; paid_amount: string | null }[] }>(`${PURCHASE}/order/detail/${order.id}`);
      return Number(detail.lines.find((l) => l.id === line!.id)?.paid_amount ?? 0);
    })
    .toBeGreaterThanOrEqual(1);
});
