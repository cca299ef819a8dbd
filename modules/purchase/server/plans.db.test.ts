// Deduction and payment plans through the real app (README "Deduction and payment plans"): created with their
// figures derived on the server, edited only while open, moved by their transitions, refused in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PurchaseKit, purchaseKit } from './test-kit.ts';

let kit: PurchaseKit;
let supplier: string;

beforeAll(async () => {
  kit = await purchaseKit();
  supplier = (await kit.api('POST', 'supplier/create', kit.supplierInput('扣款测试供应商'))).data.id;
});
afterAll(async () => kit?.t.close());

describe('扣款计划', () => {
  it('sums its lines, is edited as a draft, confirmed, then marked deducted; a draft may be voided', async () => {
    const input = {
      supplier_id: supplier,
      currency_id: kit.cny,
      lines: [
        { reason: '包装破损', amount: '10.50' },
        { reason: '延期交货', amount: '20' },
      ],
    };
    expect((await kit.api('POST', 'deduction/plan', { ...input, lines: [] })).code).toBe(10422);
    expect((await kit.api('POST', 'deduction/plan', { ...input, lines: [{ reason: '零', amount: '0' }] })).code).toBe(10422);
    const made = await kit.api('POST', 'deduction/plan', input);
    expect(made.code, made.message).toBe(10000);
    expect(made.data).toMatchObject({ code: expect.stringMatching(/^KK\d{8}-\d{4}$/), status: 'draft', total_amount: '30.50' });
    const id = made.data.id;
    const edited = await kit.api('PUT', `deduction/plan/${id}`, { ...input, version: made.data.version, lines: [{ reason: '包装破损', amount: '12.00' }] });
    expect(edited.code, edited.message).toBe(10000);
    expect(edited.data.total_amount).toBe('12.00');
    expect((await kit.api('POST', `deduction/plan/${id}/confirm`)).data.status).toBe('confirmed');
    expect((await kit.api('PUT', `deduction/plan/${id}`, { ...input, version: edited.data.version + 1 })).message).toMatch(/待扣款/);
    expect((await kit.api('POST', `deduction/plan/${id}/deduct`)).data).toMatchObject({ status: 'deducted', deducted_at: expect.any(String) });
    const other = await kit.api('POST', 'deduction/plan', input);
    expect((await kit.api('POST', `deduction/plan/${other.data.id}/void`)).data.status).toBe('voided');
    const listed = await kit.api('GET', `deduction/plan?supplier_id=${supplier}&status=deducted`);
    expect(listed.data.list.map((p: { id: string }) => p.id)).toEqual([id]);
  });
});

describe('付款计划', () => {
  it('plans an amount on a day, edited while pending, then paid or cancelled; never deleted', async () => {
    const input = { supplier_id: supplier, currency_id: kit.cny, amount: '1000.00', plan_date: '2026-12-05' };
    expect((await kit.api('POST', 'payment/plan', { ...input, amount: '-1' })).code).toBe(10422);
    const made = await kit.api('POST', 'payment/plan', input);
    expect(made.code, made.message).toBe(10000);
    expect(made.data).toMatchObject({ code: expect.stringMatching(/^FK\d{8}-\d{4}$/), status: 'pending', amount: '1000.00' });
    expect((await kit.api('POST', `payment/plan/${made.data.id}/pay`)).data).toMatchObject({ status: 'paid', paid_at: expect.any(String) });
    expect((await kit.api('POST', `payment/plan/${made.data.id}/cancel`)).message).toMatch(/已付款/);
    expect((await kit.api('DELETE', `payment/plan/${made.data.id}`)).code).toBe(10404);
  });
});
