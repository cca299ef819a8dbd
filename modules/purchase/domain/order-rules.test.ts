import { describe, expect, it } from 'vitest';
import { decideClose, duplicateSkuProblem, invalidRefusal, type LineFlow, moqProblem, openQuantity } from './order-rules.ts';

const line = (id: string, over: Partial<LineFlow> = {}): LineFlow => ({
  id,
  sku_id: `sku-${id}`,
  spu_id: 'spu-1',
  quantity: 100,
  received_quantity: 0,
  returned_quantity: 0,
  closed_quantity: 0,
  ...over,
});
const approved = { status: 'approved', code: 'PO20261126-0001' };

describe('purchase-order lines', () => {
  it('open quantity: ordered − received + returned − closed, never below zero', () => {
    expect(openQuantity(line('a', { received_quantity: 60, returned_quantity: 5, closed_quantity: 10 }))).toBe(35);
    expect(openQuantity(line('a', { received_quantity: 120 }))).toBe(0);
  });

  it('closing one SKU closes its open quantity; the order finishes once nothing is open', () => {
    const lines = [line('a', { received_quantity: 40 }), line('b', { received_quantity: 100 })];
    expect(decideClose({ ...approved, status: 'partial' }, lines, { skuIds: ['sku-a'] })).toEqual({
      lines: [{ id: 'a', closed_quantity: 60, closing: 60 }],
      finished: true,
    });
    const more = [...lines, line('c')];
    expect(decideClose(approved, more, { skuIds: ['sku-a'] })).toMatchObject({ finished: false });
    expect(decideClose(approved, more, { all: true })).toMatchObject({ finished: true, lines: [{ id: 'a' }, { id: 'c' }] });
    expect(decideClose(approved, more, { spuIds: ['spu-1'] })).toMatchObject({ finished: true });
  });

  it('refuses to close a draft, an order without the chosen SKU, or lines with nothing open', () => {
    expect(decideClose({ ...approved, status: 'draft' }, [line('a')], { all: true })).toEqual({
      refused: '采购单 PO20261126-0001 当前不是待到货或部分到货，不能关闭',
    });
    expect(decideClose(approved, [line('a')], { skuIds: ['sku-x'] })).toEqual({ refused: '采购单 PO20261126-0001 没有所选的商品' });
    expect(decideClose(approved, [line('a', { closed_quantity: 100 })], { all: true })).toEqual({ refused: '采购单 PO20261126-0001 所选商品已没有未到货数量' });
  });

  it('an order with arrivals is not invalidated', () => {
    expect(invalidRefusal([line('a'), line('b', { received_quantity: 1 })])).toBe('该采购单已有到货，不能作废，请关闭未到货数量');
    expect(invalidRefusal([line('a')])).toBeNull();
  });

  it('one line per SKU, and no line under the supplier MOQ', () => {
    expect(
      duplicateSkuProblem([
        { sku_id: '1', sku_code: 'A1' },
        { sku_id: '1', sku_code: 'A1' },
      ]),
    ).toBe('SKU A1 重复，请合并为一行');
    expect(duplicateSkuProblem([{ sku_id: '1' }, { sku_id: '2' }])).toBeNull();
    const min = (id: string) => (id === '1' ? 50 : undefined);
    expect(moqProblem([{ sku_id: '1', sku_code: 'A1', quantity: 20 }], min)).toBe('SKU A1 起订量为 50，当前采购数量 20');
    expect(
      moqProblem(
        [
          { sku_id: '1', quantity: 50 },
          { sku_id: '2', quantity: 1 },
        ],
        min,
      ),
    ).toBeNull();
  });
});
