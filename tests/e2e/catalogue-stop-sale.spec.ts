import { ADMIN, OPS } from './support/accounts.ts';
import { adminHeaders } from './support/api.ts';
import { openScreen, signInAs } from './support/hub.ts';
import { type APIRequestContext, expect, type FrameLocator, type Page, test } from './support/test.ts';

// A stop-sale (停售) that only takes effect after approval: a flow for the catalogue's state-change requests
// (one level, ops01) is set up through the engine's API; the administrator asks for 停售 of an on-sale SKU
// from SKU管理, the SKU stays 在售; ops01 approves it in 我的审批; then the SKU is 停售.

const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);

async function adminApi(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const call = async (method: 'GET' | 'POST', url: string, data?: object) => {
    const answer = await (await request.fetch(url, { method, headers, ...(data ? { data } : {}) })).json();
    expect(answer.code, `${url}: ${answer.message}`).toBe(10000);
    return answer.data;
  };
  return call;
}

/** The flow (type catalogue.state-change, 停售 only, approver ops01) and an on-sale SKU no request waits on. */
async function setUp(request: APIRequestContext, suffix: number): Promise<string> {
  const api = await adminApi(request);
  const ops = (await api('GET', '/api-auth/api/v1/staffs?login_name=ops01')).list[0].id;
  await api('POST', '/api-auth/api/v1/approval/flow', {
    document_type: 'catalogue.state-change',
    name: `停售审批${suffix}`,
    priority: 1,
    conditions: { types: ['suspend'] },
    levels: [{ name: '运营审批', mode: 'any', approvers: { users: [ops] } }],
  });
  // SKUs the wms demo stocks (README of modules/wms: demo data), so the request shows their stock.
  const candidates = ['NVY-XL', 'NVY-L', 'NVY-M', 'GRY-XL', 'GRY-L', 'GRY-M'].map((v) => `HD002-${v}`).join(',');
  const onSale = (await api('GET', `/api-product/api/v1/product/skus?status=on_sale&code=${candidates}`)).list as { id: string; code: string }[];
  for (const sku of onSale) {
    if ((await api('GET', `/api-product/api/v1/product/skustate/${sku.id}`)).pending === null) return sku.code;
  }
  throw new Error('no on-sale SKU without a waiting request');
}

/** SKU管理 narrowed to one code through its batch-query filter (the list is emitted when the popover closes). */
async function findSku(area: FrameLocator, code: string): Promise<void> {
  await area.getByRole('textbox', { name: '批量SKU编码' }).click();
  await area.getByRole('textbox', { name: '批量查询内容' }).fill(code);
  await area.getByText(/^共 .*条$/).click(); // outside: the popover closes
  await expect(area.getByRole('textbox', { name: '批量SKU编码' })).toHaveValue(code);
  await new Promise((resolve) => setTimeout(resolve, 400)); // the spec's batch-query emission delay
  await area.getByRole('button', { name: '查询' }).click();
  await expect(area.getByText('共 1 条')).toBeVisible();
}

test('停售 through an approval: the SKU stays 在售 until the approver passes it', async ({ browser, request }) => {
  test.setTimeout(120_000); // two people, four screens, and the outbox's delivery in between
  const code = await setUp(request, Date.now() % 100000);

  // 申请停售 from the SKU list: the reason is required; the SKU is still on sale afterwards.
  const admin = await signInAs(browser, ADMIN);
  const skus = await openScreen(admin, '商品管理', 'SKU管理', '/commodity/information/sku', 'catalogue');
  await findSku(skus, code);
  const row = skus.locator('.arco-table-tr', { hasText: code });
  await expect(row).toContainText('在售');
  await row.getByRole('button', { name: '申请停售', exact: true }).click();
  const dialog = skus.locator('.arco-modal', { hasText: '申请停售' });
  await expect(dialog).toContainText('当前状态：在售');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(dialog.getByText('请填写申请原因')).toBeVisible();
  await dialog.getByLabel('申请原因').fill('供应商停产，剩余库存转清仓');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(toast(admin, '审批通过后生效').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await skus.getByRole('button', { name: '查询' }).click();
  await expect(row).toContainText('在售');

  // 状态变更申请: the request waits on 运营审批.
  const requests = await openScreen(admin, '商品管理', '状态变更申请', '/commodity/information/approve', 'catalogue');
  await requests.getByLabel('SKU/SPU编码').fill(code);
  await requests.getByRole('button', { name: '查询' }).click();
  const requestRow = requests.locator('.arco-table-tr', { hasText: code });
  await expect(requestRow).toContainText('审批中');
  await expect(requestRow).toContainText('停售');
  await requestRow.getByRole('button', { name: '详情' }).click();
  const drawer = requests.locator('.arco-drawer', { hasText: '状态变更申请' });
  await expect(drawer).toContainText('待生效');
  await drawer.getByRole('tab', { name: '库存' }).click();
  const stock = drawer.getByTestId('request-stock').locator('.arco-table-tr', { hasText: code });
  await expect(stock).toContainText('可用'); // per warehouse, from the wms ledger
  await expect(stock).not.toContainText('无库存');
  // 打印: the request on A4 with its number's barcode and each line's states.
  await drawer.getByRole('button', { name: '打印', exact: true }).click();
  const printout = requests.locator('.arco-modal', { hasText: '状态变更申请' });
  await expect(printout.locator('.print-lines')).toContainText(`${code}`);
  await expect(printout.locator('.print-lines')).toContainText('在售 → 停售');
  await expect(printout.locator('svg').first()).toBeVisible(); // the barcode
  await printout.locator('.arco-modal-close-icon').click();
  await drawer.getByRole('tab', { name: '审批记录' }).click();
  await expect(drawer.getByTestId('approval-panel')).toContainText('第1级 运营审批');
  await expect(drawer.getByTestId('approval-panel')).toContainText('人员：运营-周杰');
  await expect(drawer.getByRole('button', { name: '通过' })).toHaveCount(0); // the administrator holds no seat
  await drawer.locator('.arco-drawer-close-icon').click();

  // ops01 approves it in 我的审批 (the hub's admin area).
  const ops = await signInAs(browser, OPS);
  const mine = await openScreen(ops, '系统管理', '我的审批', '/system/approvals', 'admin');
  const todo = mine.locator('.arco-table-tr', { hasText: `停售申请：${code}` });
  await expect(todo).toContainText('第1/1级 运营审批', { timeout: 30_000 }); // a fresh browser loads the admin area first
  await todo.getByRole('button', { name: '通过' }).click();
  const modal = mine.locator('.arco-modal', { hasText: `通过：停售申请：${code}` });
  await modal.getByPlaceholder('选填').fill('同意停售');
  await modal.getByRole('button', { name: '通过' }).click();
  await expect(toast(ops, '已通过')).toBeVisible();

  // The decision is delivered to the catalogue: the SKU is 停售, the request 已通过 and applied.
  await expect(async () => {
    await requests.getByRole('button', { name: '查询' }).click();
    await expect(requestRow).toContainText('已通过', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(requestRow).toContainText('已生效 1');
  const again = await openScreen(admin, '商品管理', 'SKU管理', '/commodity/information/sku', 'catalogue');
  await findSku(again, code);
  await expect(again.locator('.arco-table-tr', { hasText: code })).toContainText('停售');

  await admin.context().close();
  await ops.context().close();
});
