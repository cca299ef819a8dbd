import { ADMIN } from './support/accounts.ts';
import { signIn } from './support/hub.ts';
import { expect, type FrameLocator, type Page, test } from './support/test.ts';

// 尺码模板 and an SPU's 尺码表 against the real routes and the demo data: a template made in 基础设置 with its
// sizes' regional names; then a demo hoodie (HD004, 尺码 M–XXL) gets the seeded 男装上衣 template and its
// measurements — a value with two decimals in cm is refused with the row named, the fixed chart saved, and
// after a reload the grid shows the values and the template's CN sizes.

const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);

async function openMenu(page: Page, name: string): Promise<FrameLocator> {
  await page.locator('.side-menu-item', { hasText: '商品管理' }).click();
  await page.locator('.menu-drawer').getByRole('button', { name, exact: true }).click();
  return page.frameLocator('iframe[data-module=catalogue]');
}

async function openSpu(page: Page, code: string): Promise<FrameLocator> {
  await page.keyboard.press('ControlOrMeta+K');
  await page.getByPlaceholder(/搜索页面/).fill(code);
  await expect(page.locator('.palette-item', { hasText: code }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/commodity\/information\/spu\/detail\?id=/);
  const area = page.frameLocator('iframe[data-module=catalogue]');
  await area.getByRole('tab', { name: '尺码表' }).click();
  return area;
}

test('尺码模板 and 尺码表: a template with regional sizes; an SPU chart refused, fixed, saved and read back', async ({ page }) => {
  const name = `童装上衣${Date.now() % 100000}`; // a retry must not meet the first try's template
  await signIn(page, ADMIN);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());

  let area = await openMenu(page, '尺码模板');
  await expect(page).toHaveURL(/#\/commodity\/base-setting\/size-chart$/);
  await expect(area.locator('.arco-table-tr', { hasText: '男装上衣' })).toBeVisible(); // the demo seed's
  await area.getByRole('button', { name: '新增' }).click();
  const drawer = area.locator('.arco-drawer');
  await drawer.getByPlaceholder('请输入模板名称').fill(name);
  for (const [size, cn] of [
    ['110', '110/56'],
    ['120', '120/60'],
  ] as const) {
    await drawer.getByRole('button', { name: '添加尺码' }).click();
    await drawer.getByPlaceholder('请输入尺码', { exact: true }).last().fill(size);
    await drawer.getByPlaceholder('请输入中国(CN)').last().fill(cn);
  }
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功').first()).toBeVisible();
  await expect(area.locator('.arco-table-tr', { hasText: name })).toBeVisible();

  area = await openSpu(page, 'HD004');
  await area.getByRole('combobox', { name: '尺码模板', exact: true }).click();
  await area.locator('.arco-select-popup:visible .arco-select-option').getByText('男装上衣', { exact: true }).click();
  await area.getByRole('textbox', { name: 'M 胸围', exact: true }).fill('110.25');
  await area.getByRole('textbox', { name: 'L 胸围', exact: true }).fill('114');
  await area.getByRole('button', { name: '保存' }).click();
  await expect(area.locator('.arco-alert').getByText('rows: 第1行: 尺码 M 胸围最多1位小数')).toBeVisible();

  await area.getByRole('textbox', { name: 'M 胸围', exact: true }).fill('110.5');
  await area.getByRole('textbox', { name: 'M 衣长', exact: true }).fill('70');
  await area.getByLabel('删除测量项袖长').click();
  await area.getByRole('combobox', { name: '添加测量项', exact: true }).click();
  await area.locator('.arco-select-popup:visible .arco-select-option').getByText('下摆', { exact: true }).click();
  await area.getByRole('textbox', { name: 'XXL 下摆', exact: true }).fill('118');
  await area.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '尺码表已保存').first()).toBeVisible();
  await expect(area.locator('.arco-alert')).toBeHidden();

  await page.reload();
  area = page.frameLocator('iframe[data-module=catalogue]');
  await area.getByRole('tab', { name: '尺码表' }).click();
  await expect(area.getByRole('textbox', { name: 'M 胸围', exact: true })).toHaveValue('110.5');
  await expect(area.getByRole('textbox', { name: 'L 胸围', exact: true })).toHaveValue('114.0');
  await expect(area.getByRole('textbox', { name: 'M 衣长', exact: true })).toHaveValue('70.0');
  await expect(area.getByRole('textbox', { name: 'XXL 下摆', exact: true })).toHaveValue('118.0');
  await expect(area.getByRole('textbox', { name: 'M 袖长', exact: true })).toHaveCount(0);
  const m = area.locator('.arco-table-tr', { hasText: '170/88A' });
  await expect(m).toBeVisible(); // 男装上衣's CN size of M, merged into the row
  await expect(area.getByRole('combobox', { name: '尺码模板', exact: true })).toContainText('男装上衣');
});

test('SPU管理 批量应用尺码模板: the template goes on the SPUs with its sizes, the others are named with the reason', async ({ page }) => {
  await signIn(page, ADMIN);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());
  const area = await openMenu(page, 'SPU管理');
  await area.getByRole('textbox', { name: '批量SPU编码' }).click();
  await area.getByRole('textbox', { name: '批量查询内容' }).fill('HD003\nMG001');
  await area.getByText(/^共 .*条$/).click(); // outside: the popover closes
  await new Promise((resolve) => setTimeout(resolve, 400)); // the spec's batch-query emission delay
  await area.getByRole('button', { name: '查询' }).click();
  await expect(area.getByText('共 2 条')).toBeVisible();
  for (const code of ['HD003', 'MG001']) await area.locator('.arco-table-tr', { hasText: code }).locator('.arco-checkbox').click();

  await area.getByRole('button', { name: '批量操作' }).click();
  await area.getByText('批量应用尺码模板', { exact: true }).click();
  const ask = area.locator('.arco-modal', { hasText: '为选中的 2 个SPU应用尺码模板' });
  await ask.getByRole('combobox', { name: '尺码模板' }).click();
  await area.locator('.arco-select-popup:visible .arco-select-option').getByText('男装上衣', { exact: true }).click();
  await ask.getByRole('button', { name: '确定' }).click();
  const told = area.locator('.arco-modal', { hasText: '已应用 1 个SPU' });
  await expect(told).toContainText('1 个未应用');
  await expect(told).toContainText('MG001：该SPU没有尺码规格');
});
