// Helpers of the SPU family's database tests (not used by the module itself).

import type { Session, TestApp } from '@entrepot/hub-server/testing';
import { expect } from 'vitest';
import { skuExtrasCalls } from '../sku-extras-test-kit.ts';
import { colours, sheetRows, sizes } from '../test-kit.ts';

export function spuFamilyCalls(t: () => TestApp) {
  const calls = skuExtrasCalls(t);
  const { product } = calls;
  return {
    ...calls,
    /** An SPU of 颜色 (黑/白/红) × 尺码 (S/M/L/XL): 12 SKUs at 10.00 / 29.90; answers its id. */
    async matrixSpu(admin: Session, code: string, categoryId: string): Promise<string> {
      const options = [...colours, ...sizes].map((o, position) => ({ ...o, position }));
      const created = await product('POST', '/spus', admin, {
        code,
        name: `${code} 纯棉T恤`,
        category_id: categoryId,
        options,
        sku_defaults: { cost_price: '10.00', sale_price: '29.90' },
      });
      expect(created.code, created.message).toBe(10000);
      return created.data.id;
    },
    /** Reviews the SPU through to 在售 (its SKUs follow). */
    async putOnSale(admin: Session, spuId: string): Promise<void> {
      expect((await product('POST', `/spu/${spuId}/submit`, admin)).code).toBe(10000);
      expect((await product('POST', `/spu/${spuId}/approve`, admin)).data.status).toBe('on_sale');
    },
    /** A SKU's id by its code. */
    async skuId(admin: Session, code: string): Promise<string> {
      return (await product('GET', `/skus?code=${code}`, admin)).data.list[0].id;
    },
    /** Hides these SKU columns from the user (a data-permission group's column rules). */
    async hideSkuColumns(admin: Session, login: string, columns: string[]): Promise<void> {
      const [user] = (await t().db.database.pool.query('select id from identity.users where login_name = $1', [login])).rows;
      const group = await calls.auth('POST', '/group', admin, { name: `隐藏-${login}`, member_ids: [user.id], column_rules: { 'catalogue.sku': columns } });
      expect(group.code, group.message).toBe(10000);
    },
    /** The rows of an xlsx answer (header label → text). */
    sheetRows,
  };
}
