import { ADMIN } from './support/accounts.ts';
import { signIn } from './support/hub.ts';
import { expect, type FrameLocator, type Page, test } from './support/test.ts';

// 字段设置 and an SPU's 扩展字段 against the real routes and the demo data: a 下拉单选 field defined in the drawer
// with its options; a demo cushion (CU003) gets a value in its 扩展字段 tab, saved, and read back after a reload.

const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);

async function openSpu(page: Page, code: string): Promise<FrameLocator> {
  await page.keyboard.press('ControlOrMeta+K');
  await page.getByPlaceholder(/搜索页面/).fill(code);
  await expect(page.locator('.palette-item', { hasText: code }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/commodity\/information\/spu\/detail\?id=/);
  const area = page.frameLocator('iframe[data-module=catalogue]');
  await area.getByRole('tab', { name: '扩展字段' }).click();
  return area;
}

test('字段设置 and 扩展字段: a select field defined with its options, set on an SPU, saved and read back', async ({ page }) => {
  const suffix = Date.now() % 100000; // a retry must not meet the first try's field
  const name = `适用场景${suffix}`;
  await signIn(page, ADMIN);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());

  await page.locator('.side-menu-item', { hasText: '商品管理' }).click();
  await page.locator('.menu-drawer').getByRole('button', { name: '字段设置', exact: true }).click();
  await expect(page).toHaveURL(/#\/commodity\/information\/field-set$/);
  let area = page.frameLocator('iframe[data-module=catalogue]');
  await area.getByRole('button', { name: '新增' }).click();
  const drawer = area.locator('.arco-drawer');
  await drawer.getByPlaceholder('请输入字段名称').fill(name);
  await drawer.getByPlaceholder('请输入字段编码').fill(`scene_${suffix}`);
  await drawer.locator('.arco-form-item', { hasText: '类型' }).locator('.arco-select').click();
  await area.locator('.arco-select-popup:visible .arco-select-option').getByText('下拉单选', { exact: true }).click();
  for (const option of ['客厅', '卧室', '户外']) {
    await drawer.getByRole('button', { name: '添加选项' }).click();
    await drawer.getByPlaceholder('请输入选项', { exact: true }).last().fill(option);
  }
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功').first()).toBeVisible();
  await expect(area.locator('.arco-table-tr', { hasText: name })).toBeVisible();

  area = await openSpu(page, 'CU003');
  await area.getByRole('combobox', { name, exact: true }).click();
  await area.locator('.arco-select-popup:visible .arco-select-option').getByText('卧室', { exact: true }).click();
  await area.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '扩展字段已保存').first()).toBeVisible();

  await page.reload();
  area = page.frameLocator('iframe[data-module=catalogue]');
  await area.getByRole('tab', { name: '扩展字段' }).click();
  await expect(area.locator('.arco-form-item', { hasText: name }).locator('.arco-select-view-value')).toHaveText('卧室');
});
