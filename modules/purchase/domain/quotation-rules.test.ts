import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakAt, breaksProblem, breaksText, type Offer, periodProblem, pickQuotation } from './quotation-rules.ts';

const offer = (o: Partial<Offer> & { id: string }): Offer => ({
  supplier_id: 's1',
  status: 'active',
  valid_from: '2026-01-01',
  valid_to: null,
  rate: '1.000000',
  breaks: [{ min_quantity: 1, price: '10.00' }],
  ...o,
});

describe('quotation rules', () => {
  it('refuses no break, a start below 1 and a start twice', () => {
    expect(breaksProblem([])).toBe('请至少填写一档阶梯价');
    expect(breaksProblem([{ min_quantity: 0, price: '1.00' }])).toBe('阶梯价的起始数量须大于0');
    expect(
      breaksProblem([
        { min_quantity: 100, price: '2.00' },
        { min_quantity: 100, price: '1.00' },
      ]),
    ).toBe('阶梯价的起始数量100重复');
    expect(
      breaksProblem([
        { min_quantity: 1, price: '2.00' },
        { min_quantity: 100, price: '1.80' },
      ]),
    ).toBeNull();
  });

  it('writes the breaks in one line, smallest quantity first', () => {
    expect(
      breaksText([
        { min_quantity: 100, price: '17.10' },
        { min_quantity: 1, price: '18.00' },
      ]),
    ).toBe('1件起 18.00；100件起 17.10');
  });

  it('refuses a period that ends before it starts; an open end or the same day is fine', () => {
    expect(periodProblem('2026-03-01', '2026-02-28')).toBe('失效日期不能早于生效日期');
    expect([periodProblem('2026-03-01', null), periodProblem('2026-03-01', '2026-03-01')]).toEqual([null, null]);
  });

  it('takes the break with the largest start the quantity reaches', () => {
    const breaks = [
      { min_quantity: 100, price: '1.80' },
      { min_quantity: 1, price: '2.00' },
      { min_quantity: 500, price: '1.50' },
    ];
    expect([breakAt(breaks, 99)?.price, breakAt(breaks, 100)?.price, breakAt(breaks, 10_000)?.price]).toEqual(['2.00', '1.80', '1.50']);
    expect(breakAt([{ min_quantity: 50, price: '1.00' }], 49)).toBeUndefined();
  });

  it('compares in CNY at the day rate, prefers the default supplier on a tie, and leaves out what does not apply', () => {
    const usd = offer({ id: 'a', supplier_id: 'us', rate: '7.100000', breaks: [{ min_quantity: 1, price: '1.40' }] }); // 9.94 CNY
    const cny = offer({ id: 'b', supplier_id: 'cn', breaks: [{ min_quantity: 1, price: '9.94' }] });
    expect(pickQuotation([usd, cny], 10, '2026-06-01')?.id).toBe('b'); // tie: the more recent id wins
    expect(pickQuotation([usd, cny], 10, '2026-06-01', 'us')).toEqual({ id: 'a', supplier_id: 'us', price: '1.40', min_quantity: 1, base_price: '9.9400' });
    const expired = offer({ id: 'c', valid_to: '2026-05-31', breaks: [{ min_quantity: 1, price: '1.00' }] });
    const draft = offer({ id: 'd', status: 'draft', breaks: [{ min_quantity: 1, price: '1.00' }] });
    const noRate = offer({ id: 'e', rate: null, breaks: [{ min_quantity: 1, price: '1.00' }] });
    const bulk = offer({ id: 'f', breaks: [{ min_quantity: 1000, price: '1.00' }] });
    expect(pickQuotation([cny, expired, draft, noRate, bulk], 10, '2026-06-01')?.id).toBe('b');
    expect(pickQuotation([cny, bulk], 1000, '2026-06-01')?.id).toBe('f');
    expect(pickQuotation([offer({ id: 'g', valid_from: '2026-07-01' })], 1, '2026-06-01')).toBeUndefined();
  });

  it('always answers the cheapest approved, in-date quotation whose break the quantity reaches (property)', () => {
    const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-06-${String(d).padStart(2, '0')}`);
    const price = fc.integer({ min: 1, max: 99_999 }).map((c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`);
    const arbOffer = fc.record({
      id: fc.uuid(),
      supplier_id: fc.constantFrom('s1', 's2', 's3'),
      status: fc.constantFrom('active', 'active', 'draft', 'expired', 'pending'),
      valid_from: day,
      valid_to: fc.option(day, { nil: null }),
      rate: fc.option(fc.constantFrom('1.000000', '7.123400', '0.048500'), { nil: null }),
      breaks: fc.uniqueArray(fc.record({ min_quantity: fc.integer({ min: 1, max: 1000 }), price }), {
        selector: (b) => b.min_quantity,
        minLength: 1,
        maxLength: 4,
      }),
    });
    fc.assert(
      fc.property(fc.array(arbOffer, { maxLength: 12 }), fc.integer({ min: 1, max: 1500 }), day, (offers, quantity, on) => {
        const applies = (o: Offer) =>
          o.status === 'active' && o.valid_from <= on && (o.valid_to === null || o.valid_to >= on) && o.rate !== null && breakAt(o.breaks, quantity);
        // The CNY unit price of each applicable offer, in 10⁻⁸, computed independently of the picker's rounding.
        const cost = (o: Offer) => {
          const b = breakAt(o.breaks, quantity)!;
          const [w, f = ''] = b.price.split('.');
          const [rw, rf = ''] = o.rate!.split('.');
          return BigInt(w + f.padEnd(2, '0')) * BigInt(rw + rf.padEnd(6, '0'));
        };
        const eligible = offers.filter(applies);
        const picked = pickQuotation(offers, quantity, on);
        if (eligible.length === 0) return picked === undefined;
        const chosen = offers.find((o) => o.id === picked?.id);
        if (!chosen || !applies(chosen)) return false;
        const round = (v: bigint) => (v + 5_000n) / 10_000n;
        return eligible.every((o) => round(cost(chosen)) <= round(cost(o)));
      }),
      { numRuns: 500 },
    );
  });
});
