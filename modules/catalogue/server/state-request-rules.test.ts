import { describe, expect, it } from 'vitest';
import { stateRequest } from '../entities/index.ts';
import { dayBounds } from './state-request-rules.ts';

// The rules come from the declaration (`defineTransitionRequest`): the SPU's and SKU's machines, the engine's wording.
const { refusal: refusalOf, targetState, waiting: alreadyPending, title: requestTitle } = stateRequest;

describe('the rules of state-change requests', () => {
  it('lets a transition be asked for only from the states the machine allows', () => {
    expect(refusalOf('sku', 'TS001-BLK-M', 'on_sale', 'suspend')).toBeNull();
    expect(refusalOf('sku', 'TS001-BLK-M', 'developing', 'retire')).toBeNull();
    expect(refusalOf('sku', 'TS001-BLK-M', 'retired', 'resume')).toBe('SKU TS001-BLK-M 当前状态为「淘汰」，不能申请恢复在售');
    expect(refusalOf('spu', 'TS001', 'developing', 'retire')).toBe('SPU TS001 当前状态为「开发中」，不能申请淘汰'); // an SPU retires from 停售/清仓 only
    expect(targetState('spu', 'clear')).toBe('clearance');
  });

  it('words the refusal of a second request and the approval title', () => {
    expect(alreadyPending('sku', 'TS001-BLK-M', 'ZT20260517001')).toBe('SKU TS001-BLK-M 已有审批中的状态变更申请 ZT20260517001，不能重复申请');
    expect(requestTitle('suspend', [{ kind: 'sku', code: 'TS001-BLK-M' }])).toBe('停售申请：TS001-BLK-M');
    expect(
      requestTitle('clear', [
        { kind: 'spu', code: 'TS001' },
        { kind: 'spu', code: 'TS002' },
      ]),
    ).toBe('清仓申请：TS001 等2个SPU');
    expect(
      requestTitle('retire', [
        { kind: 'spu', code: 'TS001' },
        { kind: 'sku', code: 'HD001-GRY-L' },
      ]),
    ).toBe('淘汰申请：TS001 等2项');
  });

  it('bounds the filter days as business days in China', () => {
    expect(dayBounds('2026-05-17', '2026-05-17')).toEqual({ from: new Date('2026-05-16T16:00:00Z'), before: new Date('2026-05-17T16:00:00Z') });
    expect(dayBounds(undefined, undefined)).toEqual({});
  });
});
