import { describe, expect, it } from 'vitest';
import { groupSuggestions } from './replenish-rules.ts';

const sup = (sku: string, supplier: string | null, currency: string | null = 'cny') => ({
  sku_id: sku,
  sku_code: sku.toUpperCase(),
  supplier_id: supplier,
  currency_id: currency,
  buyer_id: null,
});

describe('groupSuggestions', () => {
  it('makes one order per default supplier, in the order the lines came', () => {
    const r = groupSuggestions(
      [
        { sku_id: 'a', quantity: 10 },
        { sku_id: 'b', quantity: 5 },
        { sku_id: 'c', quantity: 7 },
      ],
      [sup('a', 's1'), sup('b', 's2'), sup('c', 's1')],
    );
    expect(r.problems).toEqual([]);
    expect(r.orders.map((o) => [o.supplier_id, o.lines.map((l) => `${l.sku_id}:${l.quantity}`)])).toEqual([
      ['s1', ['a:10', 'c:7']],
      ['s2', ['b:5']],
    ]);
  });

  it('names each SKU that stops it: no default supplier, an inactive one, a repeat, an unknown SKU', () => {
    const r = groupSuggestions(
      [
        { sku_id: 'a', quantity: 1 },
        { sku_id: 'b', quantity: 1 },
        { sku_id: 'a', quantity: 2 },
        { sku_id: 'x', quantity: 1 },
        { sku_id: 'c', quantity: 1 },
      ],
      [sup('a', 's1'), sup('b', null), sup('c', 's2', null)],
    );
    expect(r.problems).toEqual(['SKU B 没有合作中的默认供应商', 'SKU A 重复', 'SKU不存在', 'SKU C 没有合作中的默认供应商']);
    expect(r.orders).toHaveLength(1);
  });
});
