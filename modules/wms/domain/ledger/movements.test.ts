import { describe, expect, it } from 'vitest';
import {
  adjust,
  applyLegs,
  type Balance,
  compareKeys,
  count,
  EMPTY,
  keyString,
  keysOf,
  legsOf,
  type MovementRequest,
  pick,
  putAway,
  quarantineRelease,
  receive,
  release,
  reserve,
  ship,
  transferIn,
  transferOut,
  validate,
} from './movements.ts';

const common = { skuId: 'SKU1', source: { type: 'test', id: 'T1' }, operator: 'u1' };
const at = (onHand: number, reserved = 0, inTransit = 0, quarantined = 0): Balance => ({ onHand, reserved, inTransit, quarantined });
const key = (warehouseId: string, locationId = '', skuId = 'SKU1') => keyString({ warehouseId, locationId, skuId });

describe('one function per movement type', () => {
  it('receive adds on hand, or quarantined stock', () => {
    expect(receive({ ...common, type: 'receive', warehouseId: 'W1', qty: 5 })).toEqual([
      { warehouseId: 'W1', locationId: '', skuId: 'SKU1', dOnHand: 5, dReserved: 0, dInTransit: 0, dQuarantined: 0 },
    ]);
    expect(receive({ ...common, type: 'receive', warehouseId: 'W1', locationId: 'A1', qty: 5, quarantine: true })[0]).toMatchObject({
      locationId: 'A1',
      dOnHand: 0,
      dQuarantined: 5,
    });
  });

  it('put away moves on hand between two locations', () => {
    expect(putAway({ ...common, type: 'put_away', warehouseId: 'W1', toLocationId: 'A1', qty: 3 }).map((l) => [l.locationId, l.dOnHand])).toEqual([
      ['', -3],
      ['A1', 3],
    ]);
    const held = putAway({ ...common, type: 'put_away', warehouseId: 'W1', toLocationId: 'D1', qty: 2, quarantined: true });
    expect(held.map((l) => [l.locationId, l.dOnHand, l.dQuarantined])).toEqual([
      ['', 0, -2],
      ['D1', 0, 2],
    ]);
  });

  it('reserve and release change only reserved', () => {
    expect(reserve({ ...common, type: 'reserve', warehouseId: 'W1', qty: 2 })[0]).toMatchObject({ dOnHand: 0, dReserved: 2 });
    expect(release({ ...common, type: 'release', warehouseId: 'W1', qty: 2 })[0]).toMatchObject({ dOnHand: 0, dReserved: -2 });
  });

  it('pick carries the reservation to the staging location; ship takes both out', () => {
    expect(
      pick({ ...common, type: 'pick', warehouseId: 'W1', fromLocationId: 'A1', toLocationId: 'OUT', qty: 2 }).map((l) => [
        l.locationId,
        l.dOnHand,
        l.dReserved,
      ]),
    ).toEqual([
      ['A1', -2, -2],
      ['OUT', 2, 2],
    ]);
    expect(ship({ ...common, type: 'ship', warehouseId: 'W1', locationId: 'OUT', qty: 2 })[0]).toMatchObject({ dOnHand: -2, dReserved: -2 });
  });

  it('transfer out puts the stock in transit at the destination; transfer in lands it', () => {
    const out = transferOut({ ...common, type: 'transfer_out', warehouseId: 'W1', toWarehouseId: 'W2', qty: 4, correlationId: 'TR1' });
    expect(out.map((l) => [l.warehouseId, l.locationId, l.dOnHand, l.dInTransit])).toEqual([
      ['W1', '', -4, 0],
      ['W2', '', 0, 4],
    ]);
    const inn = transferIn({ ...common, type: 'transfer_in', warehouseId: 'W2', locationId: 'B1', qty: 4, correlationId: 'TR1' });
    expect(inn.map((l) => [l.warehouseId, l.locationId, l.dOnHand, l.dInTransit])).toEqual([
      ['W2', '', 0, -4],
      ['W2', 'B1', 4, 0],
    ]);
  });

  it('adjust is signed, on hand or quarantined', () => {
    expect(adjust({ ...common, type: 'adjust', warehouseId: 'W1', state: 'on_hand', delta: -3 })[0]).toMatchObject({ dOnHand: -3 });
    expect(adjust({ ...common, type: 'adjust', warehouseId: 'W1', state: 'quarantined', delta: 2 })[0]).toMatchObject({ dQuarantined: 2 });
  });

  it('quarantine release turns quarantined stock into on hand, in the same location', () => {
    expect(quarantineRelease({ ...common, type: 'quarantine_release', warehouseId: 'W1', locationId: 'QC', qty: 4 })).toEqual([
      { warehouseId: 'W1', locationId: 'QC', skuId: 'SKU1', dOnHand: 4, dReserved: 0, dInTransit: 0, dQuarantined: -4 },
    ]);
  });

  it('count brings on hand to the counted figure, never below what is reserved', () => {
    const r = { ...common, type: 'count' as const, warehouseId: 'W1', counted: 7 };
    expect(count(r, at(10, 2))).toEqual([expect.objectContaining({ dOnHand: -3 })]);
    expect(count(r, at(4))).toEqual([expect.objectContaining({ dOnHand: 3 })]);
    expect(count({ ...r, counted: 1 }, at(10, 2))).toEqual({ kind: 'conflict', message: '盘点数量 1 少于已预占 2：请先释放预占（SKU SKU1（仓库 W1））' });
  });
});

describe('guards', () => {
  const balances = new Map([[key('W1'), at(10, 7)]]);
  const legs = (r: MovementRequest) => legsOf(r, (k) => balances.get(keyString(k)) ?? EMPTY);

  it('refuses a reservation above what is available, in words', () => {
    expect(applyLegs(balances, legs({ ...common, type: 'reserve', warehouseId: 'W1', qty: 5 }) as never)).toEqual({
      kind: 'conflict',
      message: '可用库存不足：SKU SKU1（仓库 W1） 可用 3，需要 5',
    });
    expect((applyLegs(balances, legs({ ...common, type: 'reserve', warehouseId: 'W1', qty: 3 }) as never) as Map<string, Balance>).get(key('W1'))).toEqual(
      at(10, 10),
    );
  });

  it('refuses releasing, picking or shipping more than is reserved', () => {
    for (const r of [
      { ...common, type: 'release' as const, warehouseId: 'W1', qty: 8 },
      { ...common, type: 'ship' as const, warehouseId: 'W1', qty: 8 },
      { ...common, type: 'pick' as const, warehouseId: 'W1', toLocationId: 'OUT', qty: 8 },
    ]) {
      expect(applyLegs(balances, legs(r) as never)).toEqual({ kind: 'conflict', message: '预占库存不足：SKU SKU1（仓库 W1） 已预占 7，需要 8' });
    }
  });

  it('never lets reserved stock be moved, adjusted away or transferred', () => {
    for (const r of [
      { ...common, type: 'put_away' as const, warehouseId: 'W1', toLocationId: 'A1', qty: 4 },
      { ...common, type: 'adjust' as const, warehouseId: 'W1', state: 'on_hand' as const, delta: -4 },
      { ...common, type: 'transfer_out' as const, warehouseId: 'W1', toWarehouseId: 'W2', qty: 4, correlationId: 'T' },
    ]) {
      expect(applyLegs(balances, legs(r) as never)).toMatchObject({ kind: 'conflict', message: '可用库存不足：SKU SKU1（仓库 W1） 可用 3，需要 4' });
    }
  });

  it('refuses releasing more from quarantine than is quarantined', () => {
    const r = { ...common, type: 'quarantine_release' as const, warehouseId: 'W1', qty: 3 };
    expect(applyLegs(new Map([[key('W1'), at(0, 0, 0, 2)]]), quarantineRelease(r))).toEqual({
      kind: 'conflict',
      message: '待检库存不足：SKU SKU1（仓库 W1） 待检 2，需要 3',
    });
    expect(validate({ ...r, qty: 0 })).toMatchObject({ kind: 'invalid', field: 'qty' });
  });

  it('refuses a transfer in above what is in transit', () => {
    expect(
      applyLegs(new Map([[key('W2'), at(0, 0, 2)]]), transferIn({ ...common, type: 'transfer_in', warehouseId: 'W2', qty: 3, correlationId: 'T' })),
    ).toEqual({
      kind: 'conflict',
      message: '在途库存不足：SKU SKU1（仓库 W2） 在途 2，需要 3',
    });
  });
});

describe('validation and keys', () => {
  it('takes whole units only', () => {
    for (const qty of [0, -1, 1.5, Number.NaN, 2_000_000_000]) {
      expect(validate({ ...common, type: 'receive', warehouseId: 'W1', qty })).toMatchObject({ kind: 'invalid', field: 'qty' });
    }
    expect(validate({ ...common, type: 'receive', warehouseId: 'W1', qty: 1 })).toBeNull();
    expect(validate({ ...common, type: 'adjust', warehouseId: 'W1', state: 'on_hand', delta: 0 })).toMatchObject({ field: 'delta' });
    expect(validate({ ...common, type: 'put_away', warehouseId: 'W1', toLocationId: '', qty: 1 })).toMatchObject({ field: 'toLocationId' });
    expect(validate({ ...common, type: 'transfer_out', warehouseId: 'W1', toWarehouseId: 'W1', qty: 1, correlationId: 'T' })).toMatchObject({
      field: 'toWarehouseId',
    });
    expect(validate({ ...common, source: { type: 'test', id: '' }, type: 'receive', warehouseId: 'W1', qty: 1 })).toMatchObject({ field: 'source' });
  });

  it('lists the touched rows, and orders keys by UTF-8 bytes like COLLATE "C"', () => {
    expect(keysOf({ ...common, type: 'count', warehouseId: 'W1', locationId: 'A1', counted: 0 })).toEqual([
      { warehouseId: 'W1', locationId: 'A1', skuId: 'SKU1' },
    ]);
    const keys = ['b', 'B', 'a', '仓', '\u{1F4E6}', 'ｚ'].map((w) => ({ warehouseId: w, locationId: '', skuId: 's' }));
    expect(keys.sort(compareKeys).map((k) => k.warehouseId)).toEqual(['B', 'a', 'b', '仓', 'ｚ', '\u{1F4E6}']);
  });
});
