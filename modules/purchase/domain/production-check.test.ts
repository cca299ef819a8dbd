import { describe, expect, it } from 'vitest';
import { checkProduction } from './production-check.ts';

const task = (id: string, supplier: string | null, quantity: number, need_date: string | null) => ({
  id,
  code: `RW-${id}`,
  supplier_id: supplier,
  supplier_name: supplier ? `厂${supplier}` : null,
  quantity,
  need_date,
});

describe('产能校验', () => {
  it('works through the backlog, then the tasks by their day, six days a week after the lead time', () => {
    const loads = new Map([['s', { daily_capacity: 100, lead_days: 2, backlog: 300 }]]);
    // 300 owed + 200 → 5 working days → 5 calendar days; + 2 lead days → 2026-12-08. Then + 400 → 9 → 10 days.
    const verdicts = checkProduction([task('b', 's', 400, '2026-12-20'), task('a', 's', 200, '2026-12-07')], loads, '2026-12-01');
    expect(verdicts.map((v) => [v.code, v.feasible, v.earliest])).toEqual([
      ['RW-b', true, '2026-12-13'],
      ['RW-a', false, '2026-12-08'],
    ]);
    expect(verdicts[1]!.message).toBe('产能不足：最早 2026-12-08 交货，晚于需求日期 2026-12-07（日产能 100 件，在途 300 件）');
  });

  it('cannot judge a task without a supplier, a supplier without capacity, and says when a task has no day', () => {
    const loads = new Map([
      ['s', { daily_capacity: null, lead_days: null, backlog: 0 }],
      ['t', { daily_capacity: 50, lead_days: null, backlog: 0 }],
    ]);
    const verdicts = checkProduction([task('a', null, 1, '2026-12-01'), task('b', 's', 1, '2026-12-01'), task('c', 't', 50, null)], loads, '2026-12-01');
    expect(verdicts.map((v) => [v.feasible, v.message])).toEqual([
      [null, '未选择供应商'],
      [null, '供应商 厂s 未填写日产能'],
      [null, '未填写需求日期；最早 2026-12-02 交货（日产能 50 件，在途 0 件）'],
    ]);
  });
});
