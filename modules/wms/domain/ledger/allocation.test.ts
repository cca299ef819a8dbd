import { describe, expect, it } from 'vitest';
import { allocationOrder, type Row, releaseLegs, spreadReservation } from './allocation.ts';

const row = (locationId: string, onHand: number, reserved = 0, quarantined = 0, warehouseId = 'W1', skuId = 'S1'): Row => ({
  warehouseId,
  locationId,
  skuId,
  onHand,
  reserved,
  inTransit: 0,
  quarantined,
});
const taken = (legs: ReturnType<typeof spreadReservation>) => (Array.isArray(legs) ? legs.map((l) => [l.locationId, l.dReserved]) : legs);

describe('the allocation order', () => {
  it('takes storage locations by code in byte order, the unlocated row last', () => {
    const codes = ['', 'B-01-01', 'A-01-10', 'a-01-01', 'A-01-02', 'A-01-01'];
    expect(
      codes
        .map((locationId) => ({ warehouseId: 'W1', locationId, skuId: 'S1' }))
        .sort(allocationOrder)
        .map((k) => k.locationId),
    ).toEqual(['A-01-01', 'A-01-02', 'A-01-10', 'B-01-01', 'a-01-01', '']);
  });
});

describe('a warehouse reservation spread over its rows', () => {
  const ask = { warehouseId: 'W1', skuId: 'S1', qty: 7 };

  it('fills the rows in order, each with what it has available, and stops when covered', () => {
    const rows = [row('', 10), row('B-01', 4), row('A-02', 3, 1), row('A-01', 2)];
    expect(taken(spreadReservation(ask, rows))).toEqual([
      ['A-01', 2],
      ['A-02', 2],
      ['B-01', 3],
    ]);
    expect(taken(spreadReservation({ ...ask, qty: 2 }, rows))).toEqual([['A-01', 2]]);
  });

  it('reserves unlocated stock only when the locations cannot cover the ask', () => {
    expect(taken(spreadReservation({ ...ask, qty: 6 }, [row('', 10), row('A-01', 4)]))).toEqual([
      ['A-01', 4],
      ['', 2],
    ]);
  });

  it('never counts reserved, quarantined or in-transit stock, nor other warehouses and SKUs', () => {
    const rows = [
      row('A-01', 5, 5),
      row('QC-01', 0, 0, 9),
      { ...row('', 0), inTransit: 8 },
      row('A-01', 50, 0, 0, 'W2'),
      row('A-01', 50, 0, 0, 'W1', 'S2'),
      row('A-03', 3, 1),
    ];
    expect(taken(spreadReservation({ ...ask, qty: 2 }, rows))).toEqual([['A-03', 2]]);
  });

  it('is all or nothing: a shortfall names the warehouse total available and the ask', () => {
    expect(spreadReservation({ ...ask, qty: 5 }, [row('A-01', 2), row('A-02', 2, 1)])).toEqual({
      kind: 'conflict',
      message: '可用库存不足：SKU S1（仓库 W1） 可用 3，需要 5',
    });
    expect(spreadReservation({ ...ask, qty: 1 }, [])).toEqual({ kind: 'conflict', message: '可用库存不足：SKU S1（仓库 W1） 可用 0，需要 1' });
  });
});

describe('giving a source reservation back', () => {
  it('releases each row the source holds, in the allocation order, and skips empty holdings', () => {
    const legs = releaseLegs([
      { warehouseId: 'W1', locationId: '', skuId: 'S1', qty: 1 },
      { warehouseId: 'W1', locationId: 'B-01', skuId: 'S1', qty: 2 },
      { warehouseId: 'W1', locationId: 'A-01', skuId: 'S1', qty: 0 },
    ]);
    expect(legs).toEqual([
      { warehouseId: 'W1', locationId: 'B-01', skuId: 'S1', dOnHand: 0, dReserved: -2, dInTransit: 0, dQuarantined: 0 },
      { warehouseId: 'W1', locationId: '', skuId: 'S1', dOnHand: 0, dReserved: -1, dInTransit: 0, dQuarantined: 0 },
    ]);
    expect(releaseLegs([])).toEqual([]);
  });
});
