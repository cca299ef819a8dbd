import { reference } from '@entrepot/entity';
import { describe, expect, it } from 'vitest';
import { narrowedUrl } from './reference.tsx';

const url = '/api-purchase/api/v1/purchase/order/line/options';

describe('a searched select narrowed by its document', () => {
  it('asks with the form values it names (narrowBy) and its fixed parameters (narrowWith)', () => {
    const line = reference({ label: '采购明细', to: 'purchase.orderLine', narrowBy: { supplier_id: 'supplier_id' }, narrowWith: { for: 'payment' } });
    expect(narrowedUrl(url, line, { supplier_id: 'a1' })).toBe(`${url}?supplier_id=a1&for=payment`);
    expect(narrowedUrl(url, line, { supplier_id: '' })).toBe(`${url}?for=payment`); // nothing chosen yet: every supplier's
    expect(narrowedUrl(`${url}?q=PO`, line, { supplier_id: 'a&b' })).toBe(`${url}?q=PO&supplier_id=a%26b&for=payment`);
  });

  it('leaves the lookup as it is when the field narrows nothing', () => {
    expect(narrowedUrl(url, reference({ label: '供应商', to: 'purchase.supplier' }), { supplier_id: 'a1' })).toBe(url);
  });
});
