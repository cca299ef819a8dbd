import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import { PNG } from 'pngjs';
import { BUYER } from './support/accounts.ts';
import { chooseInForm as choose, toast } from './support/forms.ts';
import { openScreen, signInAs } from './support/hub.ts';
import { expect, test } from './support/test.ts';

// A buyer's purchase order through Purchasing II (modules/purchase/README.md "Purchase orders"): written with a
// line, submitted for approval; the approver decides on the public page opened from the link the buyer made
// for him (no session; a second use of the link is refused); the delivery note prints the order number as a
// barcode that a scanner reads back.

/** What a scanner reads from a PNG: the CODE128 barcode in it, decoded by ZXing. */
function decodeBarcode(png: Buffer): string {
  const image = PNG.sync.read(png);
  const luminance = new Uint8ClampedArray(image.width * image.height);
  for (let i = 0; i < luminance.length; i++) {
    const [r, g, b] = [image.data[i * 4]!, image.data[i * 4 + 1]!, image.data[i * 4 + 2]!];
    luminance[i] = (r * 299 + g * 587 + b * 114) / 1000;
  }
  const reader = new MultiFormatReader();
  reader.setHints(
    new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
      [DecodeHintType.TRY_HARDER, true],
    ]),
  );
  return reader.decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, image.width, image.height)))).getText();
}

test('a buyer writes and submits an order; the approver passes it from a link; the delivery note’s barcode reads back', async ({ browser }) => {
  test.setTimeout(150_000); // two people, a public page, a print page and the outbox's delivery in between
  const buyer = await signInAs(browser, BUYER);
  const orders = await openScreen(buyer, '采购管理', '采购单', '/purchase/management/order', 'purchase');
  await orders.getByRole('button', { name: '新增' }).click();
  const form = orders.locator('.arco-drawer');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.locator('.arco-form-message', { hasText: '请选择供应商' })).toBeVisible(); // the form says what is missing
  await choose(buyer, orders, '供应商', '华彩', '东莞市华彩服饰有限公司');
  await choose(buyer, orders, '收货仓库', '', '深圳');
  await choose(buyer, orders, '币种', '', '人民币');
  await form.getByRole('button', { name: '添加采购明细' }).click();
  const line = form.locator('.arco-table-tr').last();
  await expect(async () => {
    await line.locator('.arco-select').first().click();
    await buyer.keyboard.type('TS002-BLK-S');
    await orders.locator('.arco-select-popup:visible .arco-select-option', { hasText: 'TS002-BLK-S' }).first().click({ timeout: 3_000 });
  }).toPass({ timeout: 15_000 });
  await line.getByPlaceholder('请输入采购数量').fill('300');
  // The empty 单价 says what a blank would take: 华彩 has no quotation in force for this SKU.
  const price = line.getByPlaceholder('无有效报价');
  await expect(price).toBeVisible();
  await price.fill('12.50');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(toast(buyer, '保存成功').first()).toBeVisible();
  const row = orders.locator('.arco-table-tr', { hasText: '东莞市华彩' }).filter({ hasText: '草稿' }).first();
  await expect(row).toContainText('3,750.00'); // 300 × 12.50, computed by the server
  const code = ((await row.locator('.arco-table-td').nth(1).textContent()) ?? '').trim();
  expect(code).toMatch(/^PO\d{8}-\d{4}$/);
  await row.getByRole('button', { name: '提交审批' }).click();
  await orders.locator('.arco-popconfirm').getByRole('button', { name: '确定' }).click();
  const submitted = orders.locator('.arco-table-tr', { hasText: code });
  await expect(submitted).toContainText('审批中');

  // The buyer makes a link for the approver of the current level (the demo's purchasing manager: admin).
  await submitted.getByText(code, { exact: true }).click();
  const detail = orders.locator('.arco-drawer');
  await detail.getByRole('tab', { name: '审批' }).click();
  await expect(detail.getByText('当前节点：采购主管')).toBeVisible();
  await detail.locator('.arco-select').click();
  await orders.locator('.arco-select-popup:visible .arco-select-option', { hasText: '系统管理员' }).click();
  await detail.getByRole('button', { name: '生成审批链接' }).click();
  const link = (await detail.locator('span[title*="orderApprovalDetail"]').getAttribute('title')) ?? '';
  expect(link).toMatch(/#\/purchase\/management\/orderApprovalDetail\?token=/);

  // The approver opens it without signing in, reads the order and passes it; the link then works no more.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(link.slice(link.indexOf('/#')));
  const page = stranger.frameLocator('iframe[data-module=purchase]');
  await expect(page.getByText(`系统管理员，您好`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(code)).toBeVisible();
  await expect(page.getByText('3,750.00', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: '通过' }).click();
  await expect(page.getByText(/^已审批通过/)).toBeVisible();
  await stranger.reload();
  await expect(stranger.frameLocator('iframe[data-module=purchase]').getByText('链接无效或已过期')).toBeVisible({ timeout: 30_000 });

  // Back with the buyer: the order waits for its goods; its delivery note carries the number as a barcode.
  await buyer.keyboard.press('Escape');
  await expect(async () => {
    await orders.getByRole('button', { name: '查询' }).click();
    await expect(orders.locator('.arco-table-tr', { hasText: code })).toContainText('待到货', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const [note] = await Promise.all([
    buyer.context().waitForEvent('page'),
    orders.locator('.arco-table-tr', { hasText: code }).getByRole('button', { name: '送货单' }).click(),
  ]);
  const sheet = note.frameLocator('iframe[data-module=purchase]');
  await expect(sheet.locator('.delivery-note h2')).toHaveText('送货单', { timeout: 30_000 });
  await expect(sheet.getByText('TS002-BLK-S')).toBeVisible();
  const barcode = sheet.locator(`svg[data-barcode="${code}"]`);
  await expect(barcode).toBeVisible();
  // Enlarged as a scanner sees print (the SVG stays sharp at any size), then read back by ZXing.
  await barcode.evaluate((svg) => {
    svg.style.transform = 'scale(3)';
    svg.style.transformOrigin = 'top left';
  });
  expect(decodeBarcode(await barcode.screenshot())).toBe(code);

  // The palette finds the order by its number and opens it, not only its list.
  await buyer.bringToFront();
  await buyer.keyboard.press('ControlOrMeta+K');
  await buyer.getByPlaceholder(/搜索页面/).fill(code);
  await expect(buyer.locator('.palette-item', { hasText: code }).first()).toBeVisible();
  await buyer.keyboard.press('Enter');
  await expect(orders.locator('.arco-drawer').getByRole('tab', { name: '采购明细' })).toBeVisible();
  await expect(orders.locator('.arco-drawer')).toContainText('TS002-BLK-S');

  await buyer.context().close();
  await stranger.context().close();
});
