import { ADMIN, BUYER } from './support/accounts.ts';
import { chooseInForm as choose, toast } from './support/forms.ts';
import { openScreen, signInAs } from './support/hub.ts';
import { expect, test } from './support/test.ts';

// A buyer's journey through Purchasing I (modules/purchase/README.md): a new supplier with a contact and a payee
// account, a quotation with two quantity breaks submitted for approval, the purchasing manager (the demo's
// approver: admin) passes it in 我的审批, and the SKU detail's 供应商 tab shows it as the price in force.

test('a buyer adds a supplier and its quotation; once approved it is the SKU’s price in force', async ({ browser }) => {
  test.setTimeout(180_000); // two people, four screens, and the outbox's delivery in between (2 min on a slow 2-core machine)
  const name = `端到端供应商${Date.now() % 100000}`;
  const sku = 'TS002-BLK-S';
  const buyer = await signInAs(browser, BUYER);

  // 供应商: the form says what is missing; the contact and the payee account are rows of the supplier.
  const suppliers = await openScreen(buyer, '供应商管理', '供应商', '/purchase/information/supplier', 'purchase');
  await suppliers.getByRole('button', { name: '新增' }).click();
  const drawer = suppliers.locator('.arco-drawer');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer.getByText('请输入供应商名称')).toBeVisible();
  await drawer.getByPlaceholder('请输入供应商名称').fill(name);
  await choose(buyer, suppliers, '结算币种', '', '人民币');
  await drawer.getByRole('button', { name: '添加联系人' }).click();
  await drawer.getByPlaceholder('请输入姓名').fill('陈刚');
  await drawer.getByPlaceholder('请输入手机').fill('13912340000');
  await drawer.getByRole('button', { name: '添加收款账户' }).click();
  await drawer.getByPlaceholder('请输入开户行').fill('招商银行东莞分行');
  await drawer.getByPlaceholder('请输入收款账号').fill('6214830012345678');
  await drawer.getByPlaceholder('请输入户名').fill(name);
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(toast(buyer, '保存成功').first()).toBeVisible();
  const row = suppliers.locator('.arco-table-tr', { hasText: name });
  await expect(row).toContainText('待审核');

  // SKU报价: two breaks, then 提交审批.
  const quotations = await openScreen(buyer, '供应商管理', 'SKU报价', '/purchase/information/sku-quotation', 'purchase');
  await quotations.getByRole('button', { name: '新增' }).click();
  const form = quotations.locator('.arco-drawer');
  await choose(buyer, quotations, '供应商', name.slice(0, 5), name);
  await choose(buyer, quotations, 'SKU', sku, sku);
  await choose(buyer, quotations, '币种', '', '人民币');
  await form.getByPlaceholder('请选择生效日期').click();
  await quotations.locator('.arco-picker-container:visible').getByText('今天', { exact: true }).click();
  for (const [quantity, price] of [
    ['1', '3.20'],
    ['100', '2.90'],
  ]) {
    await form.getByRole('button', { name: '添加阶梯价' }).click();
    await form.getByPlaceholder('请输入起始数量').last().fill(quantity!);
    await form.getByPlaceholder('请输入单价').last().fill(price!);
  }
  await form.getByRole('button', { name: '保存' }).click();
  await expect(toast(buyer, '保存成功').first()).toBeVisible();
  const quote = quotations.locator('.arco-table-tr', { hasText: name }).first();
  await expect(quote).toContainText('1件起 3.20；100件起 2.90');
  const code = ((await quote.locator('.arco-table-td').nth(1).textContent()) ?? '').trim();
  expect(code).toMatch(/^BJ\d{6}$/);
  await quote.getByRole('button', { name: '提交审批' }).click();
  await quotations.locator('.arco-popconfirm').getByRole('button', { name: '确定' }).click();
  await expect(quote).toContainText('审批中');
  await expect(quote.getByRole('button', { name: '编辑' })).toHaveCount(0); // never edited while it is decided

  // The purchasing manager passes it in 我的审批.
  const admin = await signInAs(browser, ADMIN);
  const mine = await openScreen(admin, '系统管理', '我的审批', '/system/approvals', 'admin');
  const todo = mine.locator('.arco-table-tr', { hasText: code });
  await expect(todo).toContainText('采购主管审批', { timeout: 30_000 }); // a fresh browser loads the admin area first
  await todo.getByRole('button', { name: '通过' }).click();
  await mine.locator('.arco-modal').getByRole('button', { name: '通过' }).click();
  await expect(toast(admin, '已通过')).toBeVisible();

  // The SKU's 供应商 tab: the approved quotation is the price in force (2.90 for 100 pieces).
  await admin.keyboard.press('ControlOrMeta+K');
  await admin.getByPlaceholder(/搜索页面/).fill(sku);
  await expect(admin.locator('.palette-item', { hasText: sku }).first()).toBeVisible();
  await admin.keyboard.press('Enter');
  const detail = admin.frameLocator('iframe[data-module=catalogue]');
  await detail.getByRole('tab', { name: '供应商' }).click();
  await expect(async () => {
    await detail.getByRole('tab', { name: '详情' }).click();
    await detail.getByRole('tab', { name: '供应商' }).click();
    await expect(detail.getByText(`报价 ${code}，100件起 2.90`)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  await buyer.context().close();
  await admin.context().close();
});
