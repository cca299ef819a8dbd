import { ADMIN } from './support/accounts.ts';
import { signIn } from './support/hub.ts';
import { expect, type FrameLocator, type Page, test } from './support/test.ts';

// 样品管理 against the real routes and the demo categories: create a sample with a picture, approve it, turn
// it into an SPU behind its confirm (the SPU opens), then find the SPU's code on the sample and open it again.

const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAABJRU5ErkJggg==', 'base64');

async function openSamples(page: Page): Promise<FrameLocator> {
  await page.locator('.side-menu-item', { hasText: '商品管理' }).click();
  await page.locator('.menu-drawer').getByRole('button', { name: '样品管理', exact: true }).click();
  await expect(page).toHaveURL(/#\/commodity\/information\/sample-management$/);
  return page.frameLocator('iframe[data-module=catalogue]');
}

test('样品管理: create a sample, approve it, turn it into an SPU and open the SPU', async ({ page }) => {
  const stamp = Date.now() % 100000; // a retry must not meet the first try's sample or SPU
  const name = `端到端样品${stamp}`;
  const spuCode = `YS${stamp}`;
  await signIn(page, ADMIN);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());
  const area = await openSamples(page);

  await area.getByRole('button', { name: '新增' }).click();
  const drawer = area.locator('.arco-drawer');
  await expect(drawer.getByText('新增样品')).toBeVisible();
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer.getByText('请输入样品名称')).toBeVisible(); // the form checks before sending
  await drawer.getByPlaceholder('请输入样品名称').fill(name);
  await drawer.getByRole('textbox', { name: '请选择分类' }).click();
  await area.locator('.arco-select-popup:visible .arco-select-option').getByText('T恤', { exact: true }).first().click();
  await drawer.getByPlaceholder('请输入供应商', { exact: true }).fill('义乌织造厂');
  await drawer.getByPlaceholder('请输入成本价').fill('18.50');
  await drawer.getByLabel('上传图片').setInputFiles([{ name: '样品正面.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(drawer.getByRole('button', { name: '查看样品正面.png' })).toBeVisible();
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功').first()).toBeVisible();

  const row = area.locator('.arco-table-tr', { hasText: name });
  await expect(row).toContainText('待评估');
  await expect(row.getByRole('button', { name: '转为SPU' })).toBeHidden(); // only an approved sample
  // 编辑 and 上传图片 in sight; 评估通过, 淘汰 and 删除 under 更多 (at most three links a row).
  await row.getByRole('button', { name: '更多' }).click();
  await area.getByRole('menuitem', { name: '评估通过' }).click();
  await area.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(row).toContainText('已通过');

  await row.getByRole('button', { name: '转为SPU' }).click();
  const confirm = area.locator('.arco-modal');
  await expect(confirm).toContainText('此操作不能撤销');
  await confirm.getByRole('textbox', { name: 'SPU编码' }).fill(spuCode);
  await confirm.getByRole('button', { name: '确定转为SPU' }).click();
  await expect(toast(page, `已转为SPU ${spuCode}`).first()).toBeVisible();
  await expect(page).toHaveURL(/#\/commodity\/information\/spu\/detail\?id=/);
  await expect(area.getByText(spuCode).first()).toBeVisible();
  await expect(area.getByText(name).first()).toBeVisible();
  // The sample's picture came along: a thumbnail in the SPU's 图片 tab, the original in the viewer.
  await area.getByRole('tab', { name: '图片' }).click();
  const picture = area.getByRole('button', { name: '查看样品正面.png' });
  await expect(picture.locator('img')).toHaveAttribute('src', /&thumb=1$/);
  await picture.click();
  await expect(area.getByRole('dialog', { name: '图片预览' }).locator('img')).not.toHaveAttribute('src', /thumb=1/);
  await page.keyboard.press('Escape');

  const samples = await openSamples(page);
  const converted = samples.locator('.arco-table-tr', { hasText: name });
  await expect(converted).toContainText('已转SPU');
  await expect(converted.getByRole('button', { name: '转为SPU' })).toBeHidden();
  await converted.getByText(spuCode, { exact: true }).click();
  await expect(page).toHaveURL(/#\/commodity\/information\/spu\/detail\?id=/);
  await expect(samples.getByText(name).first()).toBeVisible();
});
