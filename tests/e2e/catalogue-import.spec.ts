import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readXlsx, writeXlsx } from '@entrepot/server-kit/file-tasks';
import { ADMIN } from './support/accounts.ts';
import { signIn } from './support/hub.ts';
import { expect, type Page, test } from './support/test.ts';

// SKU管理 → 导入 → 服装SKU导入 with a file of five rows, two of them bad: the import task fails without
// writing anything, 导入记录 shows it, and its error report names both rows. The xlsx files are made and read
// with exceljs (the engine's xlsx writer and reader).

const dir = mkdtempSync(join(tmpdir(), 'e2e-catalogue-import-'));
const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);

async function xlsx(rows: Record<string, string>[]): Promise<Buffer> {
  const path = join(dir, 'upload.xlsx');
  const headers = Object.keys(rows[0]!);
  await writeXlsx(
    path,
    headers.map((h) => ({ key: h, label: h })),
    (async function* () {
      yield rows;
    })(),
  );
  return readFile(path);
}

async function sheet(path: string): Promise<Record<string, string>[]> {
  const rows: Record<string, string>[] = [];
  for await (const r of readXlsx(path)) rows.push(r.values);
  return rows;
}

test('SKU管理: import SKUs with two bad rows and read the error report', async ({ page }) => {
  const code = `IM${Date.now() % 100000}`; // a retry must not meet the first try's SPU
  const row = (colour: string, colourCode: string, size: string, brand = '') => ({
    SPU编码: code,
    中文名称: '导入测试T恤',
    品牌: brand,
    分类: 'T恤',
    颜色: colour,
    颜色编码: colourCode,
    尺码: size,
    成本价: '20',
    销售价: '59.90',
  });
  const file = await xlsx([
    row('黑', 'BLK', 'S'),
    row('黑', 'BLK', 'M', '无此品牌'), // row 3: an unknown brand
    row('白', 'WHT', 'S'),
    row('白', 'WHT', ''), // row 5: no size
    row('白', 'WHT', 'M'),
  ]);

  await signIn(page, ADMIN);
  const notice = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(notice, () => notice.getByRole('button', { name: '知道了' }).click());
  await page.locator('.side-menu-item', { hasText: '商品管理' }).click();
  await page.locator('.menu-drawer').getByRole('button', { name: 'SKU管理', exact: true }).click();
  await expect(page).toHaveURL(/#\/commodity\/information\/sku$/);
  const area = page.frameLocator('iframe[data-module=catalogue]');

  await area.getByRole('button', { name: '导入' }).click();
  await area.getByRole('menuitem', { name: '服装SKU导入', exact: true }).click();
  const dialog = area.locator('.arco-modal', { hasText: '导入 - 服装SKU导入' });
  await expect(dialog.getByText('必填列：SPU编码、颜色、尺码')).toBeVisible();

  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载模板' }).click();
  const templatePath = join(dir, 'template.xlsx');
  await (await template).saveAs(templatePath);
  expect((await template).suggestedFilename()).toBe('服装SKU导入模板.xlsx');

  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: '服装导入.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: file });
  await expect(dialog.getByText('服装导入.xlsx')).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '导入任务已创建，请在导入记录中查看结果').first()).toBeVisible();

  const log = area.locator('.arco-drawer', { hasText: '导入记录' });
  const record = log.locator('.arco-table-tr', { hasText: '服装导入.xlsx' }).first();
  await expect(record.getByText('失败')).toBeVisible({ timeout: 20_000 });
  await expect(record.getByText('共2处错误，未导入任何数据，请下载错误报告')).toBeVisible();

  const report = page.waitForEvent('download');
  await record.getByRole('button', { name: '下载错误报告' }).click();
  const reportPath = join(dir, 'errors.xlsx');
  await (await report).saveAs(reportPath);
  expect((await report).suggestedFilename()).toBe('服装SKU导入错误报告.xlsx');
  expect(await sheet(reportPath)).toEqual([
    { 行号: '3', 列: '品牌', 错误信息: '品牌「无此品牌」不存在' },
    { 行号: '5', 列: '尺码', 错误信息: '请填写尺码' },
  ]);

  // nothing was written, not even the good rows
  const login = await (await page.request.post('/api-auth/api/v1/login', { data: { login_name: ADMIN.login, password: ADMIN.password } })).json();
  const headers = { Authorization: `Bearer ${login.data.token}`, 'X-Ticket': login.data.ticket };
  const skus = await (await page.request.get(`/api-product/api/v1/product/skus?code=${code}-BLK-S`, { headers })).json();
  expect(skus.data.total).toBe(0);
});
