import { ADMIN, OPS } from './support/accounts.ts';
import { openScreen, signInAs } from './support/hub.ts';
import { type APIRequestContext, expect, type Page, test } from './support/test.ts';

// 商品信息变更 through the demo approval flow (seeded: one level, ops01): the administrator asks for a new
// 销售价 of an on-sale SKU on the create screen, the SKU keeps its price while the request waits; ops01
// approves it in 我的审批; then the request is 已通过 and SKU管理 shows the new price.

const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);

/** The catalogue's API as the administrator. */
async function catalogueApi(request: APIRequestContext) {
  const login = await (await request.post('/api-auth/api/v1/login', { data: { login_name: ADMIN.login, password: ADMIN.password } })).json();
  const headers = { Authorization: `Bearer ${login.data.token}`, 'X-Ticket': login.data.ticket };
  return async (url: string) => (await (await request.get(`/api-product/api/v1/product${url}`, { headers })).json()).data;
}

/** An on-sale SKU of TS002 no change request waits on, and a new price for it. */
async function pickSku(request: APIRequestContext): Promise<{ code: string; price: string }> {
  const get = await catalogueApi(request);
  const spu = (await get('/spus?code=TS002')).list[0];
  const form = await get(`/spuskuchange/create?spu_id=${spu.id}`);
  const sku = form.skus.find((s: { pending_code: string | null }) => s.pending_code === null);
  const price = `${100 + (Date.now() % 800)}.50`;
  return { code: sku.code, price };
}

test('商品信息变更: a new 销售价 applies only once the approver passes it', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { code, price } = await pickSku(request);

  const admin = await signInAs(browser, ADMIN);
  const list = await openScreen(admin, '商品管理', '商品信息变更', '/commodity/information/commodity-info-change', 'catalogue');
  await list.getByRole('button', { name: '新增变更申请' }).click();
  await expect(admin).toHaveURL(/commodity-info-change\/create$/);
  await list.getByRole('combobox', { name: '选择SPU' }).click();
  await list.getByRole('combobox', { name: '选择SPU' }).locator('input').fill('TS002');
  await list.locator('.arco-select-popup:visible .arco-select-option').first().click();
  await list.getByRole('textbox', { name: `${code} 销售价 新值` }).fill(price);
  await list.getByRole('button', { name: '提交' }).click();
  await expect(toast(admin, '请填写变更原因')).toBeVisible();
  await list.getByRole('textbox', { name: '变更原因' }).fill('大促前统一调价');
  await list.getByRole('button', { name: '提交' }).click();
  await expect(toast(admin, '已提交审批，审批通过后生效').first()).toBeVisible();
  await expect(admin).toHaveURL(/commodity-info-change\/detail\?id=/);
  await expect(list.getByText('审批中').first()).toBeVisible();
  const lineRow = list.locator('.arco-table-tr', { hasText: code });
  await expect(lineRow).toContainText(price);
  await expect(lineRow).toContainText('销售价'); // the field in words, never its key
  await expect(lineRow).toContainText('待生效');
  await list.getByRole('tab', { name: '审批记录' }).click();
  await expect(list.getByTestId('approval-panel')).toContainText('第1级 运营审批');

  // ops01 approves it in 我的审批.
  const ops = await signInAs(browser, OPS);
  const mine = await openScreen(ops, '系统管理', '我的审批', '/system/approvals', 'admin');
  const todo = mine.locator('.arco-table-tr', { hasText: '商品信息变更：TS002 销售价' }).first();
  await expect(todo).toContainText('运营审批', { timeout: 30_000 });
  await todo.getByRole('button', { name: '通过' }).click();
  const modal = mine.locator('.arco-modal', { hasText: '通过：商品信息变更：TS002 销售价' });
  await modal.getByRole('button', { name: '通过' }).click();
  await expect(toast(ops, '已通过')).toBeVisible();

  // The decision is delivered to the catalogue (the outbox, within seconds): the line applied, the SKU at its new
  // price. Asked of the server, then the page reloaded once — a reload per try never settled on a loaded machine.
  const id = new URL(admin.url().replace('#', '')).searchParams.get('id');
  const get = await catalogueApi(request);
  await expect.poll(async () => (await get(`/spuskuchange/${id}`)).status, { timeout: 30_000 }).toBe('approved');
  await admin.reload();
  await expect(list.locator('.arco-table-tr', { hasText: code })).toContainText('已生效');
  await expect(list.getByText('已通过').first()).toBeVisible();
  const skus = await openScreen(admin, '商品管理', 'SKU管理', '/commodity/information/sku', 'catalogue');
  await skus.getByRole('textbox', { name: '批量SKU编码' }).click();
  await skus.getByRole('textbox', { name: '批量查询内容' }).fill(code);
  await skus.getByText(/^共 .*条$/).click();
  await new Promise((resolve) => setTimeout(resolve, 400));
  await skus.getByRole('button', { name: '查询' }).click();
  await expect(skus.getByText('共 1 条')).toBeVisible();
  await expect(skus.locator('.arco-table-tr', { hasText: code })).toContainText(price);

  await admin.context().close();
  await ops.context().close();
});
