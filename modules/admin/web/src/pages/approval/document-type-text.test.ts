import { describe, expect, it } from 'vitest';
import { typeText } from './document-type-text.ts';

describe('a document type on the flows screen', () => {
  it('reads in the words a document named it with, its code beside them; an unnamed one as its code', () => {
    const types = [
      { value: 'purchase.order', label: '采购单' },
      { value: 'e2e.order', label: 'e2e.order' },
    ];
    expect(typeText('purchase.order', types)).toBe('采购单（purchase.order）');
    expect(typeText('e2e.order', types)).toBe('e2e.order');
    expect(typeText('gone.type', types)).toBe('gone.type');
  });
});
