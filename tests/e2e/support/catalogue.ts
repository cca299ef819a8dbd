import { type APIRequestContext, expect, type FrameLocator, type Page } from '@playwright/test';
import { ADMIN } from './accounts.ts';

/** The catalogue's routes as admin, for a test's own data: `get` answers the data, `post` expects success. */
export async function catalogueApi(request: APIRequestContext) {
  const login = await (await request.post('/api-auth/api/v1/login', { data: { login_name: ADMIN.login, password: ADMIN.password } })).json();
  const headers = { Authorization: `Bearer ${login.data.token}`, 'X-Ticket': login.data.ticket };
  const url = (path: string) => `/api-product/api/v1/product/${path}`;
  return {
    get: async (path: string) => (await (await request.get(url(path), { headers })).json()).data,
    post: async (path: string, data: object = {}) => {
      const answer = await (await request.post(url(path), { headers, data })).json();
      expect(answer.code, answer.message).toBe(10000);
      return answer.data;
    },
  };
}

/** Opens an SPU's or a SKU's detail from the palette by its exact code. */
export async function openByCode(page: Page, code: string, kind: 'spu' | 'sku'): Promise<FrameLocator> {
  await page.keyboard.press('ControlOrMeta+K');
  await page.getByPlaceholder(/搜索页面/).fill(code);
  await expect(page.locator('.palette-item', { hasText: code }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/commodity/information/${kind}/detail\\?id=`));
  const area = page.frameLocator('iframe[data-module=catalogue]');
  await expect(area.locator('.arco-descriptions').getByText(code, { exact: true }).first()).toBeVisible();
  return area;
}
