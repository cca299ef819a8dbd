// Helpers of the standard price's database tests (not used by the module itself).

import type { Session, TestApp } from '@entrepot/hub-server/testing';
import { expect } from 'vitest';
import { catalogueCalls } from '../test-kit.ts';

export type RatioRow = Record<string, unknown> & { id: string; version: number; platform: string; category_id: string | null; ratio: string };
type Applied = { ratio: string; standard_price: string | null; category_name: string | null } | null;
type PriceRow = Record<string, unknown> & { code: string; prices: Record<string, Applied> };

export function standardPriceCalls(t: () => TestApp) {
  const calls = catalogueCalls(t);
  const { product } = calls;
  const ok = async (answer: Promise<{ code: number; message: string; data: unknown }>) => {
    const a = await answer;
    expect(a.code, a.message).toBe(10000);
    return a.data as Record<string, unknown> & { id: string };
  };
  const category = (admin: Session, name: string, parent_id?: string) =>
    ok(product('POST', '/category/kaka/add', admin, { name, ...(parent_id ? { parent_id } : {}) })).then((c) => c.id);
  return {
    ...calls,
    ok,
    /** 服装 → 上衣 → T恤 and 家居 → 马克杯 (names prefixed): their ids. */
    async tree(admin: Session, prefix: string) {
      const clothing = await category(admin, `${prefix}服装`);
      const tops = await category(admin, `${prefix}上衣`, clothing);
      const tee = await category(admin, `${prefix}T恤`, tops);
      const home = await category(admin, `${prefix}家居`);
      const mug = await category(admin, `${prefix}马克杯`, home);
      return { clothing, tops, tee, home, mug };
    },
    /** An SPU with one SKU per colour code (`<spu>-<code>`), each SKU's 成本价 as given (null: none). */
    async skusWithCosts(admin: Session, spu: string, category_id: string, costs: Record<string, string | null>) {
      const options = Object.keys(costs).map((code, position) => ({ dimension: '颜色', value: code, code, position }));
      const made = await ok(product('POST', '/spus', admin, { code: spu, name: `${spu}标准价`, category_id, options }));
      const list = (await product('GET', `/skus?spu_id=${made.id}&per_page=50`, admin)).data.list as { id: string; code: string; version: number }[];
      for (const s of list) await ok(product('PUT', '/sku/edit', admin, { id: s.id, version: s.version, cost_price: costs[s.code.slice(spu.length + 1)] }));
    },
    /** The config rows, keyed `platform` (the default) or `platform:<category title>`. */
    async ratios(as: Session): Promise<Map<string, RatioRow>> {
      const list = (await product('GET', '/standardpriceratioconfig?per_page=200', as)).data.list as RatioRow[];
      return new Map(list.map((r) => [r.category_id ? `${r.platform}:${r.category_id_title}` : r.platform, r]));
    },
    /** `standardprice/list` as `code → {platform: 'ratio=price'}` ('-' where no ratio applies). */
    async prices(as: Session, query: string): Promise<Record<string, Record<string, string>>> {
      const answer = await product('GET', `/standardprice/list?sort=code&per_page=100&${query}`, as);
      expect(answer.code, answer.message).toBe(10000);
      const cell = (a: Applied) => (a ? `${a.ratio}=${a.standard_price}` : '-');
      return Object.fromEntries(
        (answer.data.list as PriceRow[]).map((r) => [r.code, Object.fromEntries(Object.entries(r.prices).map(([p, a]) => [p, cell(a)]))]),
      );
    },
  };
}
