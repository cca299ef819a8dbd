import { ADMIN } from './support/accounts.ts';
import { signIn } from './support/hub.ts';
import { expect, test } from './support/test.ts';

// 异常商品 on the demo catalogue: the kinds with their counts, one kind chosen, and a SKU opened from its row
// to be completed; the chosen kind exported.

test('异常商品: choose a kind of gap, open a SKU to complete it', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/#/commodity/information/abnormal-commodity');
  const area = page.frameLocator('iframe[data-module=catalogue]');
  await expect(area.locator('.arco-table-tr').nth(1)).toBeVisible();

  // The count bar: each kind with its SKUs; a click narrows the list to it.
  const customs = area.locator('.arco-radio-button', { hasText: /^缺报关信息 \d+$/ });
  await expect(customs).toBeVisible();
  await customs.click();
  const first = area.locator('.arco-table-tr').nth(1);
  await expect(first).toContainText('缺报关信息');
  const code = ((await first.locator('td').first().textContent()) ?? '').trim();

  const download = page.waitForEvent('download');
  await area.getByRole('button', { name: '导出' }).click();
  expect((await download).suggestedFilename()).toMatch(/^异常商品-\d{4}-\d{2}-\d{2}\.xlsx$/);

  await first.getByRole('button', { name: '去完善' }).click();
  await expect(page).toHaveURL(/#\/commodity\/information\/sku\/detail\?id=/);
  await expect(area.locator('.arco-descriptions').getByText(code, { exact: true })).toBeVisible();
});

test('操作日志: every SKU change, narrowed to one SKU, opening it', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/#/commodity/information/operationLog');
  const area = page.frameLocator('iframe[data-module=catalogue]');
  const first = area.locator('.arco-table-tr').nth(1);
  await expect(first).toBeVisible();
  const code = ((await first.locator('td').nth(1).textContent()) ?? '').trim();
  await area.getByRole('textbox', { name: 'SKU编码或名称' }).fill(code);
  await area.getByRole('button', { name: '查询' }).click();
  const rows = area.locator('.arco-table-tr');
  // The first row held the code before the filter too: wait until every row of the answer does.
  await expect.poll(async () => (await rows.locator('td:nth-child(2)').allTextContents()).filter((text) => !text.includes(code))).toEqual([]);
  await expect(rows.nth(1)).toContainText(code);
  await rows.nth(1).getByText(code).click();
  await expect(page).toHaveURL(/#\/commodity\/information\/sku\/detail\?id=/);
});
