import { ADMIN } from './support/accounts.ts';
import { catalogueApi, openByCode } from './support/catalogue.ts';
import { signIn } from './support/hub.ts';
import { expect, type Page, test } from './support/test.ts';

// 商品标准 and 商品描述 against the real routes: a fresh SPU gets its standard in the SPU detail (V1), is
// edited to V2 with the change listed in 版本记录, one of its SKUs takes its own copy in the SKU detail; the
// SPU's description is generated, edited and confirmed onto the SPU; 同步到SKU runs from the detail.

const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);

test('商品标准 and 商品描述: standard V1 → V2 with its history, a SKU copy, a confirmed description, 同步到SKU', async ({ page, request }) => {
  const code = `QS${Date.now() % 100000}`; // a retry must not meet the first try's SPU
  const api = await catalogueApi(request);
  const leaf = (await api.get('category/kaka/list')).find((c: { name: string }) => c.name === 'T恤');
  const options = [
    ['黑', 'BLK'],
    ['白', 'WHT'],
  ].map(([value, optionCode], position) => ({ dimension: '颜色', value, code: optionCode, position }));
  await api.post('spus', { code, name: '标准测试T恤', category_id: leaf.id, season: 'summer', options });

  await signIn(page, ADMIN);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());
  let area = await openByCode(page, code, 'spu');

  // The SPU's standard: created (V1), then edited (V2) with the change and its reason in 版本记录.
  await area.getByRole('tab', { name: '商品标准' }).click();
  await area.getByRole('button', { name: '新建商品标准' }).click();
  let drawer = area.locator('.arco-drawer');
  await expect(drawer.getByText('新增商品标准')).toBeVisible();
  await drawer.getByPlaceholder(/标准重量/).fill('0.180');
  await drawer.getByPlaceholder(/标准颜色/).fill('黑 Pantone 19-0303');
  await drawer.getByPlaceholder(/修改说明/).fill('首版');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功').first()).toBeVisible();
  const panel = area.locator('.catalogue-standard-panel');
  await expect(panel.getByText(`${code} 当前版本 V1`)).toBeVisible();

  await panel.getByRole('button', { name: '编辑标准' }).click();
  drawer = area.locator('.arco-drawer');
  await expect(drawer.getByText('编辑商品标准')).toBeVisible();
  await drawer.getByPlaceholder(/标准重量/).fill('0.200');
  await drawer.getByPlaceholder(/修改说明/).fill('加厚面料');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(panel.getByText(`${code} 当前版本 V2`)).toBeVisible();
  await panel.getByRole('tab', { name: '版本记录' }).click();
  const latest = panel.locator('.catalogue-standard-revisions .arco-table-tr', { hasText: 'V2' });
  await expect(latest).toContainText('标准重量(kg)');
  await expect(latest).toContainText('加厚面料');

  // The description: generated from the SPU, edited, confirmed onto the SPU.
  await area.getByRole('tab', { name: '商品描述' }).click();
  await area.getByRole('button', { name: '生成描述草稿' }).click();
  await expect(toast(page, '已生成描述草稿').first()).toBeVisible();
  const title = area.locator('.catalogue-spu-description .arco-input').first();
  await expect(title).toHaveValue(/标准测试T恤/);
  await title.fill(`${code} 夏季纯棉T恤`);
  await area.getByRole('button', { name: '确认并写入SPU' }).click();
  await expect(toast(page, '商品描述已确认并写入SPU').first()).toBeVisible();
  await expect(area.locator('.catalogue-spu-description .arco-card').getByText(`${code} 夏季纯棉T恤`)).toBeVisible();

  // 同步到SKU from the detail.
  await area.getByRole('button', { name: '同步到SKU' }).click();
  await area.getByRole('dialog', { name: '同步SPU资料到SKU' }).getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '同步完成：新增SKU 0 个').first()).toBeVisible();

  // A SKU follows its SPU's standard until it takes its own copy.
  area = await openByCode(page, `${code}-BLK`, 'sku');
  await area.getByRole('tab', { name: '商品标准' }).click();
  await expect(area.getByText(`此SKU使用所属SPU ${code} 的商品标准`)).toBeVisible();
  await area.getByRole('button', { name: '单独设置此SKU的标准' }).click();
  await expect(area.getByText('此SKU有自己的商品标准')).toBeVisible();
  await expect(area.locator('.catalogue-standard-panel').getByText(`${code}-BLK 当前版本 V1`)).toBeVisible();
});
