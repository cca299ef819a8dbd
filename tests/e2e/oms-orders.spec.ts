import { fakeOrder } from '../../modules/oms/server/marketplace/fake-marketplace.ts';
import { ADMIN } from './support/accounts.ts';
import { adminApi } from './support/api.ts';
import { toast } from './support/forms.ts';
import { openScreen, signInAs } from './support/hub.ts';
import { expect, test } from './support/test.ts';

// The orders area (modules/oms/README.md): a sales account not yet connected is pulled from the fake marketplace;
// a rule holds two orders of one buyer and address; a person clears them, they wait to be merged, 合并 makes one
// package, which is audited (its stock reserved) and pushed to the warehouse; a refund is approved.

type Order = { id: string; code: string };

test('an order pulled from the marketplace is held by a rule, cleared, merged, allocated and pushed; a refund is approved', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const api = await adminApi(request);
  const admin = await signInAs(browser, ADMIN);

  // Orders 11 and 12 of the fake marketplace share a buyer and an address: a rule holds that buyer's orders.
  const account = (await api.get<{ list: { id: string }[] }>('/api-accounts/api/v1/sales-accounts?account_name=shein-us-main')).list[0]!;
  const fake = { start: new Date(), intervalMs: 1, skus: ['X'] };
  const pair = [11, 12].map((n) => fakeOrder({ id: account.id, account_name: 'shein-us-main', platform_code: 'shein' }, n, fake));
  expect(pair[1]!.buyer_name).toBe(pair[0]!.buyer_name);
  const rule = await api.post('/api-oms/api/v1/oms/rules/abnormal', {
    name: '买家人工复核',
    priority: 1,
    enabled: true,
    conditions: [{ field: 'buyer_name', operator: 'eq', value: pair[0]!.buyer_name }],
    actions: [{ action: 'flag', value: '人工复核' }],
  });
  expect(rule.code, rule.message).toBe(10000);

  // 立即拉单 of shein-us-main (the demo connects three other accounts).
  const pulls = await openScreen(admin, '订单管理', '平台拉单', '/order/platform/all-order', 'oms');
  await pulls.getByRole('button', { name: '立即拉单' }).click();
  await pulls.locator('.arco-modal .arco-select').click();
  await pulls.locator('.arco-select-popup:visible .arco-select-option', { hasText: 'shein-us-main' }).click();
  await pulls.locator('.arco-modal').getByRole('button', { name: '拉单' }).click();
  await expect(toast(admin, '新订单')).toBeVisible({ timeout: 60_000 });
  await expect(pulls.locator('.arco-table-tr', { hasText: 'shein-us-main' })).toBeVisible();
  const codes = await Promise.all(
    pair.map(async (o) => (await api.get<{ list: Order[] }>(`/api-oms/api/v1/oms/orders?platform_order_id=${o.platform_order_id}`)).list[0]!.code),
  );

  // The person: 订单管理, the two orders by platform order id, held as 异常订单 with the rule's reason.
  const orders = await openScreen(admin, '订单管理', '订单管理', '/order/management/all', 'oms');
  await orders.getByRole('textbox', { name: '批量平台订单号' }).click();
  await orders.getByRole('textbox', { name: '批量查询内容' }).fill(pair.map((o) => o.platform_order_id).join('\n'));
  await orders.getByText(/^共 .*条$/).click(); // outside: the popover closes
  await new Promise((resolve) => setTimeout(resolve, 400)); // the spec's batch-query emission delay
  await orders.getByRole('button', { name: '查询' }).click();
  const rows = orders.locator('.arco-table-tr').filter({ hasText: /SO\d{8}-\d{5}/ });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('异常订单');
  await expect(rows.first()).toContainText('人工复核');
  const selectAll = async () => {
    await orders.locator('.arco-table-th .arco-checkbox').first().click();
  };
  const batch = async (name: string) => {
    await orders.getByRole('button', { name: '批量操作' }).click();
    await orders.getByRole('menuitem', { name, exact: true }).click();
  };
  await selectAll();
  await batch('清除异常');
  await expect(toast(admin, '已放行 2 个订单')).toBeVisible();
  await expect(rows.first()).toContainText('待合并');
  await expect(rows.nth(1)).toContainText('待合并');
  await selectAll();
  await batch('合并');
  await expect(toast(admin, '已合并为一个包裹')).toBeVisible();
  await expect(rows.first()).toContainText('已拆分');

  // 包裹管理: the merged package holds both orders; 审核 reserves its stock, 推送仓库 hands it over.
  const packages = await openScreen(admin, '订单管理', '包裹管理', '/order/package/all', 'oms');
  await packages.getByRole('textbox', { name: '订单号', exact: true }).fill(codes[0]!);
  await packages.getByRole('button', { name: '查询' }).click();
  const merged = packages.locator('.arco-table-tr', { hasText: codes[1]! }).filter({ hasText: '待审核' });
  await expect(merged).toHaveCount(1);
  await merged.locator('.arco-checkbox').click();
  await packages.getByRole('button', { name: '批量操作' }).click();
  await packages.getByRole('menuitem', { name: '审核', exact: true }).click();
  await expect(toast(admin, '已审核：1 个待推送，0 个缺货')).toBeVisible();
  const ready = packages.locator('.arco-table-tr', { hasText: codes[1]! }).filter({ hasText: '待推送' });
  await ready.locator('.arco-checkbox').click();
  await packages.getByRole('button', { name: '批量操作' }).click();
  await packages.getByRole('menuitem', { name: '推送仓库' }).click();
  await expect(toast(admin, '已推送 1 个，失败 0 个')).toBeVisible();
  await expect(packages.locator('.arco-table-tr', { hasText: codes[1]! }).filter({ hasText: '已推送' })).toHaveCount(1);

  // 退款管理: a pending refund approved after the question.
  const refunds = await openScreen(admin, '订单管理', '退款管理', '/order/after-service/refund', 'oms');
  await refunds
    .locator('.arco-radio-group, .count-bar')
    .getByText(/待审核/)
    .first()
    .click();
  const pending = refunds
    .locator('.arco-table-tr')
    .filter({ hasText: /RF\d{8}-\d{4}/ })
    .first();
  const code = ((await pending.locator('td').nth(1).textContent()) ?? '').trim();
  await pending.locator('.arco-checkbox').click();
  await refunds.getByRole('button', { name: '批量操作' }).click();
  await refunds.getByRole('menuitem', { name: '审核通过' }).click();
  await refunds.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(toast(admin, '已通过 1 个退款单')).toBeVisible();
  const approved = await api.get<{ list: { code: string; status: string }[] }>(`/api-oms/api/v1/oms/refunds?code=${code}`);
  expect(approved.list[0]?.status).toBe('approved');
});
