import { ADMIN } from './support/accounts.ts';
import { catalogueApi, openByCode } from './support/catalogue.ts';
import { signIn } from './support/hub.ts';
import { expect, test } from './support/test.ts';

// The SPU detail's 成本毛利 (spu/skucb) and 平台链接 (spu/checklink) tabs against the real routes: an SPU of two
// SKUs put on sale, one listed on Amazon; the margins come from the decimals, the unlisted one is flagged.

test('SPU detail: 成本毛利 shows each SKU margin, 平台链接 flags the selling SKU no platform lists', async ({ page, request }) => {
  const code = `MG${Date.now() % 100000}`; // a retry must not meet the first try's SPU
  const api = await catalogueApi(request);
  const leaf = (await api.get('category/kaka/list')).find((c: { name: string }) => c.name === 'T恤');
  const options = [
    ['黑', 'BLK'],
    ['白', 'WHT'],
  ].map(([value, optionCode], position) => ({ dimension: '颜色', value, code: optionCode, position }));
  const spu = await api.post('spus', { code, name: '毛利测试T恤', category_id: leaf.id, options, default_cost_price: '12.30', default_sale_price: '39.90' });
  await api.post(`spu/${spu.id}/submit`);
  await api.post(`spu/${spu.id}/approve`);
  const black = (await api.get(`skus/${code}`)).list.find((s: { code: string }) => s.code === `${code}-BLK`);
  await api.post('skumapping', { platform_code: 'amazon', account: 'US-1', platform_sku: `AMZ-${code}`, sku_id: black.id });

  await signIn(page, ADMIN);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());
  const area = await openByCode(page, code, 'spu');

  await area.getByRole('tab', { name: '成本毛利' }).click();
  const costs = area.locator('.catalogue-spu-costs');
  await expect(costs.locator('.arco-table-tr', { hasText: `${code}-WHT` })).toContainText('¥12.30');
  // (39.90 - 12.30) / 39.90 = 69.17 %
  await expect(costs.locator('.arco-table-tr', { hasText: `${code}-BLK` })).toContainText('69.17%');

  await area.getByRole('tab', { name: '平台链接' }).click();
  const links = area.locator('.catalogue-spu-links');
  await expect(links.locator('.arco-table-tr', { hasText: `${code}-BLK` })).toContainText(`amazon/US-1: AMZ-${code}`);
  await expect(links.locator('.arco-table-tr', { hasText: `${code}-WHT` })).toContainText('未关联平台SKU');
});

test('SKU管理 and SPU管理 filter by a SKU tag (and the SKU list by its SPU brand)', async ({ page, request }) => {
  const stamp = Date.now() % 100000; // a retry must not meet the first try's records
  const code = `TG${stamp}`;
  const api = await catalogueApi(request);
  const leaf = (await api.get('category/kaka/list')).find((c: { name: string }) => c.name === 'T恤');
  const options = [
    ['黑', 'BLK'],
    ['白', 'WHT'],
  ].map(([value, optionCode], position) => ({ dimension: '颜色', value, code: optionCode, position }));
  const brand = await api.post('brands', { name: `筛选品牌${stamp}` });
  await api.post('spus', { code, name: '标签测试T恤', category_id: leaf.id, brand_id: brand.id, options });
  const type = await api.post('addtags', { name: `筛选${stamp}`, tags: [{ name: `爆款${stamp}` }] });
  const tag = (await api.get(`tag/list?tag_type_id=${type.id}`)).list[0];
  const white = (await api.get(`skus/${code}`)).list.find((s: { code: string }) => s.code === `${code}-WHT`);
  await api.post('skutag', { sku_id: white.id, tag_id: tag.id });

  await signIn(page, ADMIN);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());
  const area = page.frameLocator('iframe[data-module=catalogue]');
  const choose = async (filter: string, option: string) => {
    await area.getByRole('combobox', { name: filter }).click();
    await area.locator('.arco-select-popup:visible .arco-select-option').getByText(option, { exact: true }).click();
  };

  await page.goto('/#/commodity/information/sku');
  await choose('标签', `爆款${stamp}`);
  await area.getByRole('button', { name: '查询' }).click();
  await expect(area.getByText('共 1 条')).toBeVisible();
  await expect(area.locator('.arco-table-tr', { hasText: `${code}-WHT` })).toBeVisible();
  await area.getByRole('button', { name: '重置' }).click();
  await choose('品牌', `筛选品牌${stamp}`);
  await area.getByRole('button', { name: '查询' }).click();
  await expect(area.getByText('共 2 条')).toBeVisible();

  await page.goto('/#/commodity/information/spu');
  await choose('标签', `爆款${stamp}`);
  await area.getByRole('button', { name: '查询' }).click();
  await expect(area.getByText('共 1 条')).toBeVisible();
  await expect(area.locator('.arco-table-tr', { hasText: code })).toBeVisible();
});
