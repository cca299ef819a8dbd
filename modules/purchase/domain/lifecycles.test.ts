import { nextState, type StateMachine } from '@entrepot/entity';
import { describe, expect, it } from 'vitest';
import { noticeLifecycle } from '../entities/notice.entity.ts';
import { orderLifecycle } from '../entities/order.entity.ts';
import { quotationLifecycle } from '../entities/quotation.entity.ts';
import { supplierLifecycle } from '../entities/supplier.entity.ts';

/** Every (state, transition) pair: where it leads, or the refusal in the states' words. */
function walk(machine: StateMachine) {
  return Object.fromEntries(
    Object.keys(machine.states).flatMap((from) =>
      Object.keys(machine.transitions).map((t) => {
        const next = nextState(machine, from, t);
        return [`${from} → ${t}`, 'to' in next ? next.to : null];
      }),
    ),
  );
}

describe('the purchase lifecycles (README)', () => {
  it('a supplier is reviewed, paused and resumed, eliminated from any state and reviewed again', () => {
    const moves = walk(supplierLifecycle);
    expect(Object.entries(moves).filter(([, to]) => to !== null)).toEqual([
      ['pending → approve', 'active'],
      ['pending → eliminate', 'eliminated'],
      ['active → pause', 'paused'],
      ['active → eliminate', 'eliminated'],
      ['paused → resume', 'active'],
      ['paused → eliminate', 'eliminated'],
      ['eliminated → review', 'pending'],
    ]);
    expect(nextState(supplierLifecycle, 'paused', 'pause')).toEqual({ error: '当前状态为「暂停合作」，不能暂停合作' });
  });

  it('a quotation is submitted from a draft or a rejection, decided while pending, and only ended once in force', () => {
    const moves = walk(quotationLifecycle);
    expect(Object.entries(moves).filter(([, to]) => to !== null)).toEqual([
      ['draft → submit', 'pending'],
      ['pending → approve', 'active'],
      ['pending → reject', 'rejected'],
      ['pending → withdraw', 'draft'],
      ['rejected → submit', 'pending'],
      ['active → expire', 'expired'],
    ]);
    expect(nextState(quotationLifecycle, 'expired', 'submit')).toEqual({ error: '当前状态为「已失效」，不能提交审批' });
  });

  it('a purchase order is approved through the engine, then receives, closes or is invalidated; nothing leaves its final states', () => {
    const moves = walk(orderLifecycle);
    expect(Object.entries(moves).filter(([, to]) => to !== null)).toEqual([
      ['draft → submit', 'pending'],
      ['draft → invalid', 'invalid'],
      ['pending → approve', 'approved'],
      ['pending → reject', 'rejected'],
      ['pending → withdraw', 'draft'],
      ['rejected → submit', 'pending'],
      ['rejected → invalid', 'invalid'],
      ['approved → invalid', 'invalid'],
      ['approved → close', 'closed'],
      ['approved → receive', 'partial'],
      ['approved → complete', 'completed'],
      ['partial → close', 'closed'],
      ['partial → receive', 'partial'],
      ['partial → complete', 'completed'],
      ['partial → unreceive', 'approved'],
      ['completed → reopen', 'partial'],
    ]);
    expect(nextState(orderLifecycle, 'partial', 'invalid')).toEqual({ error: '当前状态为「部分到货」，不能作废' });
  });

  it('a notice is published, withdrawn and published again', () => {
    expect(Object.entries(walk(noticeLifecycle)).filter(([, to]) => to !== null)).toEqual([
      ['draft → publish', 'published'],
      ['published → withdraw', 'withdrawn'],
      ['withdrawn → publish', 'published'],
    ]);
  });
});
