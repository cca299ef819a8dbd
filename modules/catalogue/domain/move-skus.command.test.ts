import { describe, expect, it } from 'vitest';
import { skuStatus } from '../entities/spu-status.ts';
import { decideMoveSkus, sellsSkus, skuStatusChanged, skuTransition } from './move-skus.command.ts';

describe('moving SKUs through their status', () => {
  it('puts SKUs on sale only while their SPUs are on sale', () => {
    expect(sellsSkus('launch')).toBe(true);
    expect(sellsSkus('resume')).toBe(true);
    expect(decideMoveSkus({ blocked: null }, 'launch')).toEqual({ to: skuStatus.transitions.launch.to });
    expect(decideMoveSkus({ blocked: 'TS001-BLK' }, 'resume')).toEqual({ refused: { conflict: 'SKU TS001-BLK 所属SPU不是在售状态，不能上架' } });
  });

  it('does not look at the SPU for a transition that does not sell', () => {
    expect(sellsSkus('retire')).toBe(false);
    expect(decideMoveSkus({ blocked: 'TS001-BLK' }, 'retire')).toEqual({ to: skuStatus.transitions.retire.to });
  });

  it('knows only the machine’s transitions', () => {
    expect(skuTransition('launch')).toBe('launch');
    expect(skuTransition('fly')).toEqual({ refused: { field: 'transition', rule: '未知操作: fly' } });
    expect(skuTransition('toString')).toEqual({ refused: { field: 'transition', rule: '未知操作: toString' } });
  });

  it('announces the SKUs moved, the transition and the state reached', () => {
    const moved = [{ id: 's1', code: 'A-1', status: 'retired', name: 'x' }];
    expect(skuStatusChanged(moved, 'retire', 'retired')).toEqual({ skus: [{ id: 's1', code: 'A-1' }], transition: 'retire', to: 'retired' });
  });
});
