import { describe, expect, it } from 'vitest';
import { applyLegs, keyString, putAway, receive, transferOut } from './movements.ts';
import { describePosting, reversalLegs, reversalRefusal } from './reversal.ts';

const common = { skuId: 'S1', source: { type: 'po_receipt', id: 'R1', line: '1' }, operator: 'u1' };

describe('the legs of a reversal', () => {
  it('turns every change round on the same rows, in the same leg order, with no negative zero', () => {
    const original = putAway({ ...common, type: 'put_away', warehouseId: 'W1', toLocationId: 'A-01', qty: 4 });
    const reversal = reversalLegs(original);
    expect(reversal).toEqual([
      { warehouseId: 'W1', locationId: '', skuId: 'S1', dOnHand: 4, dReserved: 0, dInTransit: 0, dQuarantined: 0 },
      { warehouseId: 'W1', locationId: 'A-01', skuId: 'S1', dOnHand: -4, dReserved: 0, dInTransit: 0, dQuarantined: 0 },
    ]);
    for (const l of reversal) for (const d of [l.dOnHand, l.dReserved, l.dInTransit, l.dQuarantined]) expect(Object.is(d, -0)).toBe(false);
    expect(reversalLegs(transferOut({ ...common, type: 'transfer_out', warehouseId: 'W1', toWarehouseId: 'W2', qty: 3, correlationId: 'T' }))[1]).toMatchObject(
      {
        warehouseId: 'W2',
        dInTransit: -3,
      },
    );
  });

  it('brings the balances back to what they were before the original', () => {
    const legs = receive({ ...common, type: 'receive', warehouseId: 'W1', qty: 5 });
    const after = applyLegs(new Map(), legs) as Map<string, unknown>;
    const undone = applyLegs(after as never, reversalLegs(legs)) as Map<string, unknown>;
    expect(undone.get(keyString({ warehouseId: 'W1', locationId: '', skuId: 'S1' }))).toEqual({ onHand: 0, reserved: 0, inTransit: 0, quarantined: 0 });
  });

  it('is refused by the guards when the stock was used since, and says so of the reversal', () => {
    const legs = receive({ ...common, type: 'receive', warehouseId: 'W1', qty: 5 });
    const shipped = new Map([[keyString({ warehouseId: 'W1', locationId: '', skuId: 'S1' }), { onHand: 3, reserved: 0, inTransit: 0, quarantined: 0 }]]);
    const refusal = applyLegs(shipped, reversalLegs(legs));
    expect(reversalRefusal('receive', common.source, refusal as never)).toEqual({
      kind: 'conflict',
      message: '不能冲销 收货入库（po_receipt R1 行 1）：可用库存不足：SKU S1（仓库 W1） 可用 3，需要 5',
    });
    expect(reversalRefusal('receive', common.source, { kind: 'invalid', field: 'qty', rule: 'x' })).toEqual({ kind: 'invalid', field: 'qty', rule: 'x' });
  });

  it('names a posting by its type in words and its source', () => {
    expect(describePosting('reserve', { type: 'order', id: 'SO1' })).toBe('预占（order SO1）');
  });
});
