import { describe, expect, it } from 'vitest';
import {
  type CountedLine,
  confirmationExceptions,
  countLimit,
  countProblem,
  inspectionProblem,
  lineOfScan,
  putawayProblem,
  stillOwed,
} from './receiving-rules.ts';

const line = (over: Partial<CountedLine> = {}): CountedLine => ({
  id: 'l1',
  sku_code: 'TS001-BLK-M',
  order_code: 'PO20261126-0001',
  expected_quantity: 10,
  counted_quantity: 0,
  ...over,
});

describe('receiving rules', () => {
  it('finds a scanned SKU in any case, the line still short of expected first', () => {
    const lines = [line({ id: 'a', counted_quantity: 10 }), line({ id: 'b', order_code: 'PO2', counted_quantity: 3 }), line({ id: 'c', sku_code: 'X' })];
    expect(lineOfScan(lines, ' ts001-blk-m ')?.id).toBe('b');
    expect(lineOfScan([lines[0]!], 'TS001-BLK-M')?.id).toBe('a'); // all full: the first, and the count rule decides
    expect(lineOfScan(lines, 'NOPE')).toBeNull();
  });

  it('allows counting up to what is owed plus the tolerance, rounded down, and says how much in words', () => {
    expect(countLimit({ ordered: 100, taken: 30 })).toBe(80); // 100 + 10 − 30
    expect(countLimit({ ordered: 9, taken: 0 })).toBe(9); // 10% of 9 rounds down to nothing
    expect(countLimit({ ordered: 100, taken: 30, percent: 0 })).toBe(70); // a supplier allowed no over-delivery
    expect(countProblem(line(), 11, { ordered: 10, taken: 0, percent: 5 })).toMatch(/最多可收 10（允许超收 5%）/);
    expect(stillOwed({ ordered: 10, taken: 12 })).toBe(0);
    expect(countProblem(line(), 11, { ordered: 10, taken: 0 })).toBeNull();
    expect(countProblem(line(), 12, { ordered: 10, taken: 0 })).toBe(
      '超收：SKU TS001-BLK-M（采购单 PO20261126-0001）还欠 10，最多可收 11（允许超收 10%），实收 12',
    );
    expect(countProblem(line(), -1)).toBe('SKU TS001-BLK-M 的实收数量须为不小于0的整数');
    expect(countProblem(line(), 2.5)).toBe('SKU TS001-BLK-M 的实收数量须为不小于0的整数');
  });

  it('takes an inspection of failed units within the counted ones, with a reason', () => {
    const counted = { ...line({ counted_quantity: 5 }), rejected: 0 };
    expect(inspectionProblem(counted)).toBeNull();
    expect(inspectionProblem({ ...counted, rejected: 6, reason: '破损' })).toBe('SKU TS001-BLK-M 的不合格数量 6 超过实收数量 5');
    expect(inspectionProblem({ ...counted, rejected: 2, reason: '  ' })).toBe('请填写 SKU TS001-BLK-M 的不合格原因');
    expect(inspectionProblem({ ...counted, rejected: 2, reason: '破损' })).toBeNull();
  });

  it('puts away no more than is left of the passed units', () => {
    const shelved = { sku_code: 'A', qualified_quantity: 8, put_away_quantity: 5 };
    expect(putawayProblem(shelved, 3)).toBeNull();
    expect(putawayProblem(shelved, 4)).toBe('SKU A 待上架 3，不能上架 4');
    expect(putawayProblem({ ...shelved, put_away_quantity: 8 }, 1)).toBe('SKU A 已全部上架');
    expect(putawayProblem(shelved, 0)).toBe('上架数量须为正整数');
  });

  it('raises 超收 beyond what is owed, and 短少 only when the receiver reports it', () => {
    const owed = { ordered: 10, taken: 0 };
    const lines = [
      { ...line({ id: 'over', counted_quantity: 11 }), owed },
      { ...line({ id: 'short', counted_quantity: 7 }), owed },
      { ...line({ id: 'even', counted_quantity: 10 }), owed },
    ];
    expect(confirmationExceptions(lines, false)).toEqual([{ kind: 'over', lineId: 'over', quantity: 1, reason: '应收 10，实收 11' }]);
    expect(confirmationExceptions(lines, true).map((e) => [e.kind, e.lineId, e.quantity])).toEqual([
      ['over', 'over', 1],
      ['short', 'short', 3],
    ]);
  });
});
