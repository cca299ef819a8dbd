import { describe, expect, it } from 'vitest';
import { belowMoq, planInvalidRefusal, raiseToMoq, taskSourceOf, tasksOfPlan } from './plan-rules.ts';

const line = (id: string, quantity: number, moq: number | null, supplier_id: string | null = 's1') => ({
  id,
  sku_id: `sku-${id}`,
  sku_code: `C${id}`,
  supplier_id,
  quantity,
  moq,
});

describe('plan rules', () => {
  it('raises only the lines below their MOQ, and names them', () => {
    const lines = [line('a', 10, 50), line('b', 80, 50), line('c', 5, null)];
    expect(raiseToMoq(lines)).toEqual([{ id: 'a', quantity: 50, from: 10 }]);
    expect(belowMoq(lines)).toEqual(['SKU Ca 计划 10，低于起订量 50']);
  });

  it('refuses to invalidate once a task was ordered, naming it', () => {
    expect(planInvalidRefusal([{ code: 'RW1', status: 'open' }])).toBeNull();
    expect(
      planInvalidRefusal([
        { code: 'RW1', status: 'ordered' },
        { code: 'RW2', status: 'open' },
      ]),
    ).toBe('计划单的采购任务 RW1 已下单，不能作废');
  });

  it('makes one task per line with the plan’s warehouse, day and the supplier’s buyer', () => {
    const plan = { id: 'p', code: 'JH20261127-0001', warehouse_id: 'w', need_date: '2026-12-10', created_by: 'u' };
    const made = tasksOfPlan(plan, [{ ...line('a', 10, null), remark: '旺季' }, line('b', 3, null, null)], (s) => (s === 's1' ? 'buyer' : null));
    expect(made.map((m) => m.task)).toEqual([
      {
        sku_id: 'sku-a',
        quantity: 10,
        supplier_id: 's1',
        warehouse_id: 'w',
        buyer_id: 'buyer',
        need_date: '2026-12-10',
        source: 'plan',
        plan_id: 'p',
        remark: '计划单 JH20261127-0001：旺季',
      },
      {
        sku_id: 'sku-b',
        quantity: 3,
        supplier_id: null,
        warehouse_id: 'w',
        buyer_id: null,
        need_date: '2026-12-10',
        source: 'plan',
        plan_id: 'p',
        remark: '计划单 JH20261127-0001',
      },
    ]);
  });
});

describe("a plan's tasks say where the plan came from", () => {
  it('a plan from 缺货 makes 缺货 tasks, from 补货建议 or 站点补货 补货建议 ones, any other 计划单 ones', () => {
    expect(taskSourceOf('stockout')).toBe('stockout');
    expect(taskSourceOf('replenish')).toBe('replenish');
    expect(taskSourceOf('station')).toBe('replenish');
    expect(taskSourceOf('manual')).toBe('plan');
    expect(taskSourceOf(null)).toBe('plan');
  });
});
