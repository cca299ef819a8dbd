import { describe, expect, it } from 'vitest';
import { parseHash, toHref } from './hash-location.ts';

describe('hash location', () => {
  it('reads path and query from the hash', () => {
    expect(parseHash('#/purchase/management/order?id=1')).toEqual({ path: '/purchase/management/order', search: 'id=1' });
    expect(parseHash('')).toEqual({ path: '/', search: '' });
    expect(parseHash('#workbench/')).toEqual({ path: '/workbench', search: '' });
  });
  it('writes them back', () => {
    expect(toHref('/a', 'b=1')).toBe('#/a?b=1');
    expect(toHref('/a')).toBe('#/a');
  });
});
