import { describe, expect, it, vi } from 'vitest';
import type { AreaBridge } from './area-bridge.ts';
import { bridgeLocation } from './bridge-location.ts';

describe('bridgeLocation', () => {
  it('asks the hub to navigate, splitting the query off the path', () => {
    const navigate = vi.fn();
    const location = bridgeLocation({ navigate, getSnapshot: () => null, subscribe: () => () => {} } as unknown as AreaBridge);
    location.navigate('/purchase/management/order?id=7', { replace: true });
    expect(navigate).toHaveBeenCalledWith('/purchase/management/order', { search: 'id=7', replace: true });
    location.navigate('/purchase/x');
    expect(navigate).toHaveBeenLastCalledWith('/purchase/x', { search: '', replace: undefined });
  });
});
