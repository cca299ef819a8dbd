import { ADMIN } from './support/accounts.ts';
import { signIn, tabTitles } from './support/hub.ts';
import { expect, type FrameLocator, type Page, test } from './support/test.ts';

// SPU管理 against the real routes and the demo categories: create an SPU with 3 colours × 4 sizes, see
// the 12-SKU matrix preview before saving, then open one generated SKU from the palette (Ctrl+K).

const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);

async function openSpus(page: Page): Promise<FrameLocator> {
  await page.locator('.side-menu-item', { hasText: '商品管理' }).click();
  await page.locator('.menu-drawer').getByRole('button', { name: 'SPU管理', exact: true }).click();
  await expect(page).toHaveURL(/#\/commodity\/information\/spu$/);
  return page.frameLocator('iframe[data-module=catalogue]');
}

const OPTIONS = [
  ['颜色', '黑', 'BLK'],
  ['颜色', '白', 'WHT'],
  ['颜色', '红', 'RED'],
  ['尺码', 'S', 'S'],
  ['尺码', 'M', 'M'],
  ['尺码', 'L', 'L'],
  ['尺码', 'XL', 'XL'],
] as const;

test('SPU管理: create a 3 × 4 matrix, then open a generated SKU from the palette', async ({ page }) => {
  const code = `E${Date.now() % 100000}`; // a retry must not meet the first try's SPU
  await signIn(page, ADMIN);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());
  const area = await openSpus(page);
  await expect(area.locator('.arco-table-tr', { hasText: 'MG005' }).first()).toBeVisible(); // the newest demo SPU first

  await area.getByRole('button', { name: '新增' }).click();
  const drawer = area.locator('.arco-drawer');
  await expect(drawer.getByText('新增SPU')).toBeVisible();
  await drawer.getByPlaceholder('留空自动生成').fill(code);
  await drawer.getByPlaceholder('请输入中文名称').fill('端到端测试T恤');
  await drawer.getByRole('textbox', { name: '请选择分类' }).click();
  await area.locator('.arco-select-popup:visible .arco-select-option').getByText('T恤', { exact: true }).first().click();

  for (const [index, [dimension, value, optionCode]] of OPTIONS.entries()) {
    await drawer.getByRole('button', { name: '添加规格' }).click();
    await drawer.getByPlaceholder('请输入规格', { exact: true }).nth(index).fill(dimension);
    await drawer.getByPlaceholder('请输入规格值', { exact: true }).nth(index).fill(value);
    await drawer.getByPlaceholder('请输入规格编码', { exact: true }).nth(index).fill(optionCode);
  }
  const preview = drawer.getByTestId('matrix-preview');
  await expect(preview).toContainText('12 个SKU');
  await expect(preview).toContainText(`${code}-RED-XL`);

  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功').first()).toBeVisible();

  // 创建时间 filters the list by day: made today, so 今天 keeps the new SPU and 昨天 leaves it out.
  const newRow = area.locator('.arco-table-tr', { hasText: code });
  const created = area.locator('.arco-picker-range').first();
  for (const [shortcut, count] of [
    ['昨天', 0],
    ['今天', 1],
  ] as const) {
    await created.click();
    await area.locator('.arco-picker-range-container').getByRole('button', { name: shortcut, exact: true }).click();
    await area.getByRole('button', { name: '查询' }).click();
    await expect(newRow).toHaveCount(count);
  }

  await page.keyboard.press('ControlOrMeta+K');
  const input = page.getByPlaceholder(/搜索页面/);
  await input.fill(`${code}-WHT-L`);
  await expect(page.locator('.palette-item', { hasText: `${code}-WHT-L` })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/commodity\/information\/sku\/detail\?id=/);
  await expect(area.getByText('端到端测试T恤 白 / L').first()).toBeVisible();
  await expect(tabTitles(page).last()).toHaveText(`SKU详情 ${code}-WHT-L`); // the tab names its record, not "detail"
});

test('商品分类: add a top category and a child, see them in the tree, delete the child behind its confirm', async ({ page }) => {
  const name = `测试类${Date.now() % 100000}`;
  await signIn(page, ADMIN);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());
  await page.locator('.side-menu-item', { hasText: '商品管理' }).click();
  await page.locator('.menu-drawer').getByRole('button', { name: '商品分类', exact: true }).click();
  await expect(page).toHaveURL(/#\/commodity\/information\/category$/);
  const area = page.frameLocator('iframe[data-module=catalogue]');
  await expect(area.getByText('服装（', { exact: false }).first()).toBeVisible();

  await area.getByRole('button', { name: '新增一级分类' }).click();
  const modal = area.locator('.arco-modal');
  await modal.getByRole('button', { name: '确定' }).click();
  await expect(modal.getByText('请输入分类名称')).toBeVisible(); // the form checks before sending
  await modal.getByPlaceholder('如 T恤').fill(name);
  await modal.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '保存成功').first()).toBeVisible();
  const top = area.locator('.arco-tree-node', { hasText: `${name}（` }); // not its child «name-子（…）»
  await expect(top).toBeVisible();

  await top.getByRole('button', { name: '新增下级' }).click();
  await modal.getByPlaceholder('如 T恤').fill(`${name}-子`);
  await modal.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '保存成功').first()).toBeVisible();
  const child = area.locator('.arco-tree-node', { hasText: `${name}-子` });
  await expect(child).toBeVisible();

  await top.getByRole('button', { name: '删除' }).click();
  await area.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '该分类下有子分类，不能删除').first()).toBeVisible();
  await child.getByRole('button', { name: '删除' }).click();
  await area.locator('.arco-modal').getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '删除成功').first()).toBeVisible();
  await expect(child).toBeHidden();
});
