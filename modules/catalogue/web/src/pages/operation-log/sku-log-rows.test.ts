import { describe, expect, it } from 'vitest';
import { ACTION_LABELS, changeLines, logParams, NO_LOG_FILTERS } from './sku-log-rows.ts';

describe('the SKU operation log screen', () => {
  it('sends only the filters that are set', () => {
    expect(logParams(NO_LOG_FILTERS)).toEqual({});
    expect(logParams({ code: ' TS001 ', user_name: '', action: 'suspend', days: ['2026-05-01', '2026-05-17'] })).toEqual({
      code: 'TS001',
      action: 'suspend',
      created_from: '2026-05-01',
      created_to: '2026-05-17',
    });
  });

  it('names actions and fields as the screens do', () => {
    expect(ACTION_LABELS.suspend).toBe('停售');
    expect(changeLines({ sale_price: { before: '29.90', after: '25.90' }, barcode: { before: null, after: '690123' } })).toEqual([
      '销售价: 29.90 → 25.90',
      '条码: 空 → 690123',
    ]);
  });
});
