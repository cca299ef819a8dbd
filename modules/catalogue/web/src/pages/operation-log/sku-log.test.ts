// @vitest-environment happy-dom
import { logActionsOf } from '@entrepot/entity';
import { sku } from '@entrepot/module-catalogue/entities';
import { changeLines as engineLines } from '@entrepot/web/entity';
import { describe, expect, it } from 'vitest';

const changeLines = (changes: Parameters<typeof engineLines>[1]) => engineLines(sku, changes);

describe('the SKU operation log screen', () => {
  it('names actions and fields as the screens do', () => {
    expect(logActionsOf(sku).suspend).toBe('停售');
    expect(changeLines({ sale_price: { before: '29.90', after: '25.90' }, barcode: { before: null, after: '690123' } })).toEqual([
      '销售价: 29.90 → 25.90',
      '条码: 空 → 690123',
    ]);
    expect(changeLines({ status: { before: 'developing', after: 'on_sale' } })).toEqual(['状态: 开发中 → 在售']);
    // A logged time in Shanghai time, as the database wrote it or as ISO.
    expect(changeLines({ created_at: { before: null, after: '2026-11-26 05:38:03.004+00' } })).toEqual(['创建时间: 空 → 2026-11-26 13:38:03']);
    expect(changeLines({ created_at: { before: null, after: '2026-11-26T05:38:03.004Z' } })).toEqual(['创建时间: 空 → 2026-11-26 13:38:03']);
  });
});
