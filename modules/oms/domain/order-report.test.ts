import { describe, expect, it } from 'vitest';
import { parseOrderReport } from './order-report.ts';

const ours = (row: number, values: Record<string, string>) => ({ row, values });

describe('parseOrderReport', () => {
  it('groups our template’s rows into orders, unit prices times quantities', () => {
    const base = {
      平台订单号: 'W-1',
      下单时间: '2026-11-20 08:30:00',
      买家: 'Ann Lee',
      国家: 'us',
      城市: 'Austin',
      地址1: '1 Main St',
      邮编: '73301',
      币种: 'usd',
    };
    const { orders, problems } = parseOrderReport([
      ours(2, { ...base, 平台SKU: 'TS001-BLK-S', 数量: '2', 单价: '9.50' }),
      ours(3, { ...base, 平台SKU: 'TS001-WHT-M', 数量: '1', 单价: '12' }),
      ours(4, {}),
    ]);
    expect(problems).toEqual([]);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ platform_order_id: 'W-1', ordered_at: '2026-11-20T00:30:00.000Z', total_amount: '31.00', country: 'us' });
    expect(orders[0]!.lines).toEqual([
      { platform_sku: 'TS001-BLK-S', title: '', quantity: 2, price: '9.50' },
      { platform_sku: 'TS001-WHT-M', title: '', quantity: 1, price: '12.00' },
    ]);
  });

  it('reads Amazon’s flat file: item-price is the line’s total, purchase-date has its zone', () => {
    const row = {
      'amazon-order-id': '112-1234567-1234567',
      'purchase-date': '2026-11-20T08:30:00+00:00',
      sku: 'HD001-GRY-M',
      'quantity-purchased': '2',
      'item-price': '50.00',
      currency: 'USD',
      'ship-country': 'US',
      'recipient-name': 'Bo',
    };
    const { orders, unknownColumns } = parseOrderReport([ours(2, { ...row, 'fulfillment-channel': 'MFN' })]);
    expect(unknownColumns).toEqual(['fulfillment-channel']);
    expect(orders[0]).toMatchObject({ total_amount: '50.00', ordered_at: '2026-11-20T08:30:00.000Z', lines: [{ quantity: 2, price: '25.00' }] });
  });

  it('reports each bad row and leaves its order out', () => {
    const { orders, problems } = parseOrderReport([
      ours(2, { 平台SKU: 'A', 数量: '1', 单价: '1' }),
      ours(3, { 平台订单号: 'X-1', 下单时间: 'yesterday', 平台SKU: 'A', 数量: '1', 单价: '1' }),
      ours(4, { 平台订单号: 'X-2', 下单时间: '2026-11-20', 平台SKU: 'A', 数量: '0', 单价: '1' }),
      ours(5, { 平台订单号: 'X-3', 下单时间: '2026-11-20', 平台SKU: 'A', 数量: '1', 单价: 'abc' }),
      ours(6, { 平台订单号: 'X-4', 下单时间: '2026-11-20', 数量: '1', 单价: '1' }),
    ]);
    expect(orders).toEqual([]);
    expect(problems).toEqual([
      { row: 2, message: '缺少平台订单号' },
      { row: 3, message: '订单 X-1：下单时间格式不正确' },
      { row: 4, message: '订单 X-2：数量「0」须为正整数' },
      { row: 5, message: '订单 X-3：单价「abc」须为金额' },
      { row: 6, message: '订单 X-4：缺少平台SKU' },
    ]);
  });
});
