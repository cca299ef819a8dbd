import { ADMIN, OPS } from './support/accounts.ts';
import { signInAs } from './support/hub.ts';
import { type APIRequestContext, expect, type FrameLocator, type Page, test } from './support/test.ts';

// 审批流程 and 我的审批 against the approval engine's real routes: the administrator creates a one-level flow
// whose approver is ops01; a document of that type is submitted through the engine's submit route; ops01
// finds it in 我的审批 and approves it.

const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);

async function openScreen(page: Page, name: string, path: string): Promise<FrameLocator> {
  await page.locator('.side-menu-item', { hasText: '系统管理' }).click();
  await page.locator('.menu-drawer').getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${path}$`));
  return page.frameLocator('iframe[data-module=admin]');
}

/** Submits a document as the administrator through POST /approval/submit (what a document module's command does). */
async function submitDocument(request: APIRequestContext, body: object) {
  const login = await (await request.post('/api-auth/api/v1/login', { data: { login_name: ADMIN.login, password: ADMIN.password } })).json();
  const headers = { Authorization: `Bearer ${login.data.token}`, 'X-Ticket': login.data.ticket };
  const answer = await (await request.post('/api-auth/api/v1/approval/submit', { headers, data: body })).json();
  expect(answer.code, answer.message).toBe(10000);
  return answer.data as { id: string; status: string; flow_name: string };
}

/** Picks `option` in the multiple select of the open drawer's first level whose row says `label`. */
async function pickApprover(area: FrameLocator, label: string, search: string, option: string): Promise<void> {
  const select = area.locator('.arco-drawer .flow-level .flow-editor-row', { hasText: label }).locator('.arco-select');
  await select.click();
  await select.locator('input').fill(search);
  await area.locator('.arco-select-popup .arco-select-option', { hasText: option }).click();
  await area.locator('.arco-drawer').getByText('新增审批流').click(); // closes the options
}

test('an administrator sets up a flow; its approver finds the document in 我的审批 and approves it', async ({ browser, request }) => {
  const suffix = Date.now() % 100000;
  const documentType = `e2e.order${suffix}`;
  const flowName = `E2E一级审批${suffix}`;
  const title = `E2E 采购单 ${suffix}`;

  // 审批流程: a flow of one level whose approver is ops01.
  const admin = await signInAs(browser, ADMIN);
  const flows = await openScreen(admin, '审批流程', '/system/approval-flows');
  await flows.getByRole('button', { name: '新增' }).click();
  const drawer = flows.locator('.arco-drawer');
  await expect(drawer.getByText('新增审批流')).toBeVisible();
  await drawer.getByPlaceholder('如 purchase.order').fill(documentType);
  await drawer.getByPlaceholder('请输入名称').fill(flowName);
  await drawer.getByPlaceholder('请输入优先级').fill('1');
  await drawer.getByPlaceholder('下限（含），如 10000.00').fill('100');
  // Saving without a level is refused by the same check the server runs.
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer.getByText('请输入审批节点')).toBeVisible();
  await drawer.getByRole('button', { name: '添加审批节点' }).click();
  await drawer.getByLabel('第1级节点名称').fill('运营审批');
  await pickApprover(flows, '审批人员', '运营', '运营-周杰');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(toast(admin, '保存成功').first()).toBeVisible();
  await expect(drawer).toBeHidden();
  const flowRow = flows.locator('.arco-table-tr', { hasText: flowName });
  await expect(flowRow).toContainText('1. 运营审批（任一人审批）：人员：运营-周杰');
  await expect(flowRow).toContainText('金额 ≥ 100.00');

  // A document of that type is submitted: level 1 waits on ops01.
  const submitted = await submitDocument(request, { document_type: documentType, document_id: `PO-${suffix}`, title, amount: '12345.6' });
  expect(submitted).toMatchObject({ status: 'pending', flow_name: flowName });

  // ops01: 我的审批 → 待我审批 shows it; the detail has its history; 通过.
  const ops = await signInAs(browser, OPS);
  const mine = await openScreen(ops, '我的审批', '/system/approvals');
  const row = mine.locator('.arco-table-tr', { hasText: title });
  await expect(row).toContainText('第1/1级 运营审批');
  await expect(row).toContainText('12,345.60');
  await expect(row).toContainText('审批中');
  await row.getByRole('button', { name: '详情' }).click();
  const detail = mine.locator('.arco-drawer', { hasText: '审批详情' });
  await expect(detail.getByText('提交', { exact: false }).first()).toBeVisible();
  await expect(detail).toContainText('人员：运营-周杰');
  await detail.getByRole('button', { name: '通过' }).click();
  const modal = mine.locator('.arco-modal', { hasText: `通过：${title}` });
  await modal.getByPlaceholder('选填').fill('同意');
  await modal.getByRole('button', { name: '通过' }).click();
  await expect(toast(ops, '已通过')).toBeVisible();
  await expect(detail).toContainText('已通过');
  await expect(detail).toContainText('运营-周杰 通过（第1级）');
  await expect(detail).toContainText('意见：同意');
  await detail.locator('.arco-drawer-close-icon').click();
  await expect(row).toBeHidden();

  // 我已处理 keeps it, approved.
  await mine.getByRole('tab', { name: '我已处理' }).click();
  await expect(mine.locator('.arco-table-tr', { hasText: title })).toContainText('已通过');

  await admin.context().close();
  await ops.context().close();
});
