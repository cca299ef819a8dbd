import { describe, expect, it } from 'vitest';
import { liveAreas, stableOrder } from './live-areas.ts';

describe('live areas', () => {
  it('keeps the areas of the most recent pages, capped', () => {
    const keys = ['/purchase/a', '/workbench', '/purchase/b', '/warehouse/x', '/user/role', '/finance/f', '/order/o'];
    expect(liveAreas(keys, 4)).toEqual(['purchase', 'wms', 'admin', 'finance']);
  });
  it('never reorders panes that stay', () => {
    expect(stableOrder(['purchase', 'wms', 'admin'], ['admin', 'finance', 'purchase'])).toEqual(['purchase', 'admin', 'finance']);
  });
});
