import { ADMIN } from './support/accounts.ts';
import { openByCode } from './support/catalogue.ts';
import { signIn } from './support/hub.ts';
import { expect, type Page, test } from './support/test.ts';

// 多语言 and 材质成分 against the real routes and the demo materials: a fresh SPU gets its English title and
// bullet points, saved and still there after a reload; its composition 95% 棉 + 5% 涤纶 is set with the live
// sum and shows as the label, which its SKU inherits.

const toast = (page: Page, text: string) => page.locator('.arco-message').getByText(text);

test('多语言 and 材质成分: English texts saved and reloaded, a 95 + 5 composition with its label', async ({ page, request }) => {
  const code = `LM${Date.now() % 100000}`; // a retry must not meet the first try's SPU
  const login = await (await request.post('/api-auth/api/v1/login', { data: { login_name: ADMIN.login, password: ADMIN.password } })).json();
  const headers = { Authorization: `Bearer ${login.data.token}`, 'X-Ticket': login.data.ticket };
  const categories = (await (await request.get('/api-product/api/v1/product/category/kaka/list', { headers })).json()).data;
  const leaf = categories.find((c: { name: string }) => c.name === 'T恤');
  const options = [{ dimension: '颜色', value: '黑', code: 'BLK', position: 0 }];
  const made = await (
    await request.post('/api-product/api/v1/product/spus', { headers, data: { code, name: '多语言测试T恤', category_id: leaf.id, options } })
  ).json();
  expect(made.code, made.message).toBe(10000);

  await signIn(page, ADMIN);
  const dialog = page.getByRole('dialog', { name: '系统公告' });
  await page.addLocatorHandler(dialog, () => dialog.getByRole('button', { name: '知道了' }).click());
  let area = await openByCode(page, code, 'spu');

  // 多语言: English by default; the title is required before anything is sent.
  await area.getByRole('tab', { name: '多语言' }).click();
  const panel = area.locator('.catalogue-spu-language');
  await panel.getByRole('button', { name: '保存' }).click();
  await expect(panel.getByText('请输入标题')).toBeVisible();
  await panel.getByLabel('标题', { exact: true }).fill('Men Cotton Crew Neck T-Shirt');
  await panel.getByLabel('五点描述1').fill('100% soft cotton');
  await panel.getByLabel('五点描述2').fill('Machine washable');
  await panel.getByLabel('搜索关键词').fill('tshirt');
  await expect(panel.getByText('6/250字节')).toBeVisible();
  await panel.getByLabel(`${code}-BLK标题`).fill('Men Cotton T-Shirt Black');
  await panel.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '保存成功').first()).toBeVisible();

  await page.reload();
  area = page.frameLocator('iframe[data-module=catalogue]');
  await area.getByRole('tab', { name: '多语言' }).click();
  const reloaded = area.locator('.catalogue-spu-language');
  await expect(reloaded.getByLabel('标题', { exact: true })).toHaveValue('Men Cotton Crew Neck T-Shirt');
  await expect(reloaded.getByLabel('五点描述1')).toHaveValue('100% soft cotton');
  await expect(reloaded.getByLabel('五点描述2')).toHaveValue('Machine washable');
  await expect(reloaded.getByLabel(`${code}-BLK标题`)).toHaveValue('Men Cotton T-Shirt Black');
  await expect(reloaded.getByText('英语', { exact: true })).toBeVisible(); // among the filled languages

  // 材质成分: two rows, the live sum, then the label.
  await area.getByRole('tab', { name: '材质成分' }).click();
  const composition = area.locator('.catalogue-composition');
  await composition.getByRole('button', { name: '设置材质成分' }).click();
  const editor = area.locator('.catalogue-composition-editor');
  await editor.getByLabel('第1行材质').click();
  await area.locator('.arco-select-popup:visible .arco-select-option').getByText('棉 Cotton', { exact: true }).click();
  await editor.getByLabel('第1行比例').fill('95');
  await expect(editor.locator('.composition-sum')).toHaveText('合计: 95%');
  await editor.getByRole('button', { name: '添加成分' }).click();
  await editor.getByLabel('第2行材质').click();
  await area.locator('.arco-select-popup:visible .arco-select-option').getByText('涤纶 Polyester', { exact: true }).click();
  await editor.getByLabel('第2行比例').fill('5');
  await expect(editor.locator('.composition-sum')).toHaveText('合计: 100%');
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '材质成分已保存').first()).toBeVisible();
  await expect(composition.locator('.composition-label')).toHaveText('95% 棉 5% 涤纶');
  await expect(composition.getByText('95% Cotton 5% Polyester')).toBeVisible();

  // The SKU inherits it.
  area = await openByCode(page, `${code}-BLK`, 'sku');
  await area.getByRole('tab', { name: '材质成分' }).click();
  await expect(area.locator('.catalogue-composition .composition-label')).toHaveText('95% 棉 5% 涤纶');
  await expect(area.getByText(`使用所属SPU ${code} 的材质成分`)).toBeVisible();
  await expect(area.getByRole('button', { name: '单独设置此SKU的成分' })).toBeVisible();
});
