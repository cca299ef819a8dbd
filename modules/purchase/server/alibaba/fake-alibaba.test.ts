import { describe, expect, it } from 'vitest';
import { fakeAlibaba } from './fake-alibaba.ts';

describe('the local 1688', () => {
  it('reads the same order for the same number, with positive decimal figures that add up', async () => {
    const fake = fakeAlibaba(() => new Date('2026-11-27T08:00:00Z'));
    for (const no of ['2026112700221', '2026112700041', '9999999999999', '1234567891']) {
      const order = (await fake.orderDetail(no))!;
      expect(await fake.orderDetail(no)).toEqual(order);
      for (const it of order.items) {
        expect(it.quantity).toBeGreaterThan(0);
        expect(it.price).toMatch(/^\d+\.\d{2}$/);
        expect(Math.round(Number(it.price) * it.quantity * 100)).toBe(Math.round(Number(it.amount) * 100));
      }
      const goods = order.items.reduce((sum, it) => sum + Math.round(Number(it.amount) * 100), 0);
      expect(Math.round(Number(order.goods_amount) * 100)).toBe(goods);
      expect(Math.round(Number(order.total_amount) * 100)).toBe(goods + Math.round(Number(order.freight) * 100));
    }
  });

  it('knows no malformed number, nor one ending in 0', async () => {
    const fake = fakeAlibaba();
    expect(await fake.orderDetail('TB123')).toBeNull();
    expect(await fake.orderDetail('2026112700220')).toBeNull();
    expect(await fake.logisticsTrace('2026112700220')).toBeNull();
  });
});
