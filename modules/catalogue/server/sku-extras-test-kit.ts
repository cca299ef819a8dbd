// Helpers of the SKU extras' database tests (not used by the module itself).

import type { Session, TestApp } from '@entrepot/hub-server/testing';
import { expect } from 'vitest';
import { catalogueCalls, colours } from './test-kit.ts';

export function skuExtrasCalls(t: () => TestApp) {
  const calls = catalogueCalls(t);
  const { product } = calls;
  return {
    ...calls,
    /** An SPU coloured 黑/白/红 in the category: its SKUs' ids by code (`<code>-BLK`…), 开发中. */
    async spuWithSkus(admin: Session, code: string, categoryId: string, name = `测试商品${code}`): Promise<Record<string, string>> {
      const options = colours.map((o, position) => ({ ...o, position }));
      const created = await product('POST', '/spus', admin, {
        code,
        name,
        category_id: categoryId,
        options,
        sku_defaults: { cost_price: '10.00', sale_price: '29.90' },
      });
      expect(created.code).toBe(10000);
      const answer = await product('GET', `/skus?spu_id=${created.data.id}&per_page=50`, admin);
      expect(answer.code).toBe(10000);
      const list = answer.data.list as { id: string; code: string }[];
      return { spu: created.data.id, ...Object.fromEntries(list.map((s) => [s.code, s.id])) };
    },
    /** The payloads of an event, oldest first. */
    async events(name: string): Promise<Record<string, unknown>[]> {
      return (await t().db.database.pool.query('select payload from platform.outbox_events where name = $1 order by created_at, id', [name])).rows.map(
        (r) => r.payload,
      );
    },
    /** The SKU's operation log actions, newest first. */
    async logActions(admin: Session, skuId: string): Promise<string[]> {
      return ((await product('GET', `/sku/log?id=${skuId}`, admin)).data as { action: string }[]).map((e) => e.action);
    },
  };
}
