// Helpers of the 1688 mappings' database tests (not used by the module itself).

import type { Session, TestApp } from '@entrepot/hub-server/testing';
import { expect } from 'vitest';
import { catalogueCalls, colours } from '../test-kit.ts';

export const MAP_BASE = '/api-product/api/v1/product/alibaba/map';

export type Mapping = Record<string, unknown> & { id: string; version: number; status: string; sku_code: string; is_default: boolean };

export function alibabaMapCalls(t: () => TestApp) {
  const calls = catalogueCalls(t);
  const { product } = calls;
  return {
    ...calls,
    /** An SPU `code` in 黑/白/红 (SKUs `<code>-BLK`, `-WHT`, `-RED`); answers SKU code → id. */
    async skusOf(admin: Session, code: string): Promise<Record<string, string>> {
      const category = await calls.leafCategory(admin, code);
      const made = await product('POST', '/spus', admin, {
        code,
        name: `${code} 测试T恤`,
        category_id: category,
        options: colours.map((o, position) => ({ ...o, position })),
      });
      expect(made.code, made.message).toBe(10000);
      const list = (await product('GET', `/skus?code=${code}-BLK,${code}-WHT,${code}-RED`, admin)).data.list as { id: string; code: string }[];
      return Object.fromEntries(list.map((s) => [s.code, s.id]));
    },
    /** A mapping made through the form's route (10000 expected). */
    async newMap(as: Session, fields: Record<string, unknown>): Promise<Mapping> {
      const made = await product('POST', '/alibaba/map', as, fields);
      expect(made.code, made.message).toBe(10000);
      return made.data;
    },
    /** `alibaba/map/off` as it answers. */
    off: (as: Session, ids: string[], reason = '供应商断货') => product('POST', '/alibaba/map/off', as, { ids, reason }),
    /** The list's rows for a query string. */
    async listed(as: Session, query: string): Promise<Mapping[]> {
      const answer = await product('GET', `/alibaba/map/list?per_page=100&${query}`, as);
      expect(answer.code, answer.message).toBe(10000);
      return answer.data.list;
    },
  };
}
