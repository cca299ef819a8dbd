import { ADMIN } from './support/accounts.ts';
import { catalogueApi, openByCode } from './support/catalogue.ts';
import { signIn } from './support/hub.ts';
import { expect, type FrameLocator, type Page, test } from './support/test.ts';

// The SKU detail's extras against the real routes: a fresh SPU (黑/白/红) whose 黑 SKU is listed on Amazon
// is merged from its detail into the 白 one behind the confirm — the 黑 SKU shows 淘汰 and its mapping
// now names the 白 SKU on the SKU映射 screen; then the 白 SKU gets the 红 one as a related SKU in 关联SKU.

const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);

/** Types into a search select of the area and picks the option of this SKU code. */
async function chooseSku(area: FrameLocator, page: Page, select: ReturnType<FrameLocator['locator']>, code: string) {
  await select.click();
  await page.keyboard.type(code);
  await area.locator('.arco-select-popup:visible .arco-select-option', { hasText: code }).first().click();
}

test('SKU详情: merge a duplicate SKU into another (retired, mapping moved), then relate a SKU', async ({ page, request }) => {
  const code = `EM${Date.now() % 100000}`; // a retry must not meet the first try's SPU
  const api = await catalogueApi(request);
  const leaf = (await api.get('category/kaka/list')).find((c: { name: string }) => c.name === 'T恤');
  const options = [
    ['黑', 'BLK'],
    ['白', 'WHT'],
    ['红', 'RED'],
  ].map(([value, optionCode], position) => ({ dimension: '颜色', value, code: optionCode, position }));
  const spu = await api.post('spus', { code, name: '合并测试T恤', category_id: leaf.id, options });
  const skus = (await api.get(`skus?spu_id=${spu.id}`)).list as { id: string; code: string }[];
  const black = skus.find((s) => s.code === `${code}-BLK`)!;
  await api.post('skumapping', { platform_code: 'AMAZON', platform_sku: `AMZ-${code}-BLK`, sku_id: black.id });

  await signIn(page, ADMIN);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());

  let area = await openByCode(page, `${code}-BLK`, 'sku');
  await area.getByRole('button', { name: '合并SKU' }).click();
  const modal = area.locator('.arco-modal', { hasText: `合并SKU ${code}-BLK` });
  await chooseSku(area, page, modal.locator('.arco-select'), `${code}-WHT`);
  await modal.getByPlaceholder('如：与目标SKU重复建档').fill('重复建档');
  await modal.getByRole('button', { name: '合并', exact: true }).click();
  const confirm = area.locator('.arco-modal', { hasText: '确认合并SKU' });
  await expect(confirm).toContainText(`${code}-BLK 将合并到 ${code}-WHT`);
  await confirm.getByRole('button', { name: '确认合并' }).click();
  await expect(toast(page, `已合并到 ${code}-WHT`).first()).toBeVisible();
  await expect(area.locator('.arco-descriptions').getByText('淘汰', { exact: true })).toBeVisible();
  await expect(area.getByRole('button', { name: '合并SKU' })).toBeHidden(); // a retired SKU is merged no more
  await area.getByRole('tab', { name: '合并记录' }).click();
  await expect(area.locator('.arco-table-tr', { hasText: `${code}-WHT` })).toContainText('SKU映射 1');

  await page.locator('.side-menu-item', { hasText: '商品管理' }).click();
  await page.locator('.menu-drawer').getByRole('button', { name: 'SKU映射', exact: true }).click();
  await expect(page).toHaveURL(/#\/commodity\/information\/sku-map$/);
  await expect(area.locator('.arco-table-tr', { hasText: `AMZ-${code}-BLK` })).toContainText(`${code}-WHT`);

  area = await openByCode(page, `${code}-WHT`, 'sku');
  await area.getByRole('tab', { name: '关联SKU' }).click();
  await area.getByRole('button', { name: '添加关联SKU' }).click();
  const add = area.locator('.arco-modal', { hasText: '添加关联SKU' });
  await chooseSku(area, page, add.locator('.arco-select').first(), `${code}-RED`);
  await add.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '已添加 1 个关联SKU').first()).toBeVisible();
  const row = area.locator('.catalogue-sku-relations .arco-table-tr', { hasText: `${code}-RED` });
  await expect(row).toContainText('配件');
  await expect(row).toContainText('开发中');
});
