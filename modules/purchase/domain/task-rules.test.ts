import { describe, expect, it } from 'vitest';
import { groupTasks, type TaskRow } from './task-rules.ts';

const row = (code: string, over: Partial<TaskRow> = {}): TaskRow => ({
  id: `id-${code}`,
  code,
  status: 'open',
  sku_id: 'sku-a',
  sku_code: 'A-01',
  quantity: 10,
  supplier_id: 'sup-1',
  supplier_name: '华彩服饰',
  currency_id: 'cny',
  warehouse_id: 'wh-1',
  buyer_id: null,
  ...over,
});

describe('purchase tasks into orders', () => {
  it('makes one order per supplier and warehouse, a SKU’s tasks in one line', () => {
    const plan = groupTasks([
      row('RW1'),
      row('RW2', { quantity: 5 }),
      row('RW3', { sku_id: 'sku-b', sku_code: 'B-01' }),
      row('RW4', { supplier_id: 'sup-2', supplier_name: '锦绣制衣' }),
      row('RW5', { warehouse_id: 'wh-2' }),
    ]);
    expect(plan.problems).toEqual([]);
    expect(plan.orders.map((o) => [o.supplier_name, o.warehouse_id, o.lines.map((l) => [l.sku_code, l.quantity, l.tasks.join('+')])])).toEqual([
      [
        '华彩服饰',
        'wh-1',
        [
          ['A-01', 15, 'RW1+RW2'],
          ['B-01', 10, 'RW3'],
        ],
      ],
      ['锦绣制衣', 'wh-1', [['A-01', 10, 'RW4']]],
      ['华彩服饰', 'wh-2', [['A-01', 10, 'RW5']]],
    ]);
  });

  it('says which tasks stop it: not open, or no supplier chosen', () => {
    expect(groupTasks([row('RW1', { status: 'ordered' }), row('RW2', { supplier_id: null, currency_id: null })]).problems).toEqual([
      '采购任务 RW1 不是待下单状态',
      '采购任务 RW2 未选择供应商',
    ]);
  });
});
