import { ADMIN, BUYER } from './support/accounts.ts';
import { adminApi } from './support/api.ts';
import { chooseInForm } from './support/forms.ts';
import { openScreen, signInAs } from './support/hub.ts';
import { expect, test } from './support/test.ts';

// The quality area (modules/quality/README.md): an end-term inspection of an approved order is written at the
// stage's own screen with its checklist, completed as 不合格; goods in then refuses the order's delivery note in
// words; the buyer releases it with a reason, prints the report, and the delivery note is received.

test('a failed end-term inspection holds the delivery until a buyer releases it with a reason', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const api = await adminApi(request);
  // The demo's inspections (server/seed.ts): every state, none holding a receipt.
  const seeded = await api.get<{ counts: { value: string; count: number }[] }>('/api-quality/api/v1/quality/main/index?per_page=1');
  const count = (state: string) => seeded.counts.find((c) => c.value === state)?.count ?? 0;
  expect([count('pending') >= 1, count('completed') >= 4, count('released') >= 1]).toEqual([true, true, true]);
  const approved = await api.get<{ list: { code: string }[] }>('/api-purchase/api/v1/purchase/order/index?status=approved&per_page=50');
  const order = approved.list.at(-1)!.code; // the goods-in journey takes the first two-line order

  const admin = await signInAs(browser, ADMIN);
  const late = await openScreen(admin, '质检管理', '尾期验货', '/quality/late-production', 'quality');
  await late.getByRole('button', { name: '新增' }).click();
  const form = late.locator('.arco-drawer');
  await chooseInForm(admin, late, '采购单', order.slice(-6), order);
  await chooseInForm(admin, late, '检验结果', '', '不合格');
  await form.getByRole('button', { name: '添加检查项' }).click();
  await form.getByPlaceholder('请输入检查项').fill('颜色');
  await form.getByRole('button', { name: '保存' }).click();
  const row = late.locator('.arco-table-tr', { hasText: order });
  await expect(row).toContainText('待检验');
  // 编辑 and 打印 in sight; 完成 and 删除 under 更多 (at most three links a row).
  await row.getByRole('button', { name: '更多' }).click();
  await late.getByRole('menuitem', { name: '完成' }).click();
  await late.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(row).toContainText('已完成');

  expect((await api.post('/api-wms/api/v1/wms/receipt/scanOrder', { code: order })).message).toMatch(
    new RegExp(`^采购单 ${order} 尾期验货不合格（QC\\d{8}-\\d{4}），请采购放行后再收货$`),
  );

  const buyer = await signInAs(browser, BUYER);
  const screen = await openScreen(buyer, '质检管理', '尾期验货', '/quality/late-production', 'quality');
  const theirs = screen.locator('.arco-table-tr', { hasText: order });
  await theirs.getByRole('button', { name: '放行' }).click();
  await screen.locator('.arco-modal').getByRole('textbox').fill('色差经客户确认可接受');
  await screen.locator('.arco-modal').getByRole('button', { name: '放行' }).click();
  await expect(theirs).toContainText('已放行');
  await theirs.getByRole('button', { name: '打印' }).click();
  await expect(screen.locator('.inspection-report')).toContainText('放行原因：色差经客户确认可接受');
  await expect(screen.locator('.inspection-report svg')).toBeVisible(); // the number's barcode
  expect((await api.post('/api-wms/api/v1/wms/receipt/scanOrder', { code: order })).code).toBe(10000);
});
