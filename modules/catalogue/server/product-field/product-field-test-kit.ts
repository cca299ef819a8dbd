// Helpers of the custom product fields' database tests (not used by the module itself).

import type { Session, TestApp } from '@entrepot/hub-server/testing';
import { expect } from 'vitest';
import { skuExtrasCalls } from '../sku-extras-test-kit.ts';

export function productFieldCalls(t: () => TestApp) {
  const calls = skuExtrasCalls(t);
  const { product } = calls;
  return {
    ...calls,
    /** Categories 服装 → 上衣 → T恤 and 家居 → 抱枕 (prefixed to stay unique), answering their ids. */
    async categoryTree(admin: Session, prefix: string) {
      const add = async (name: string, parent_id?: string) => {
        const answer = await product('POST', '/category/kaka/add', admin, { name: `${prefix}${name}`, ...(parent_id ? { parent_id } : {}) });
        expect(answer.code, answer.message).toBe(10000);
        return String(answer.data.id);
      };
      const clothing = await add('服装');
      const tops = await add('上衣', clothing);
      const tees = await add('T恤', tops);
      const home = await add('家居');
      const cushions = await add('抱枕', home);
      return { clothing, tops, tees, home, cushions };
    },
    /** Creates a field definition; answers it (or fails the test). */
    async defineField(admin: Session, body: Record<string, unknown>) {
      const answer = await product('POST', '/field', admin, body);
      expect(answer.code, answer.message).toBe(10000);
      return answer.data as { id: string; version: number; key: string; name: string };
    },
    /** `{value}` option rows in order. */
    options: (...values: string[]) => values.map((value, sort) => ({ value, sort })),
  };
}
