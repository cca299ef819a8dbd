// What a quotation is and which one applies (README "Quotations"): prices are decimal strings, compared as
// integers of their last place after converting to CNY with the rate of the day — never floats.
import { toScaled } from '@entrepot/entity';

export interface PriceBreak {
  min_quantity: number;
  /** Decimal string in the quotation's currency. */
  price: string;
}

/** Why these breaks cannot stand (none, a quantity twice), or null. */
export function breaksProblem(breaks: readonly PriceBreak[]): string | null {
  if (breaks.length === 0) return '请至少填写一档阶梯价';
  const seen = new Set<number>();
  for (const b of breaks) {
    if (b.min_quantity < 1) return '阶梯价的起始数量须大于0';
    if (seen.has(b.min_quantity)) return `阶梯价的起始数量${b.min_quantity}重复`;
    seen.add(b.min_quantity);
  }
  return null;
}

/** The breaks in one line, smallest quantity first: `1件起 18.00；100件起 17.10`. */
export function breaksText(breaks: readonly PriceBreak[]): string {
  return [...breaks]
    .sort((a, b) => a.min_quantity - b.min_quantity)
    .map((b) => `${b.min_quantity}件起 ${b.price}`)
    .join('；');
}

/** Why the validity period cannot stand (ends before it starts), or null. Days are `YYYY-MM-DD`. */
export function periodProblem(from: string, to: string | null | undefined): string | null {
  return to && to < from ? '失效日期不能早于生效日期' : null;
}

/** The break a quantity reaches: the one with the largest start not above it; undefined below the first. */
export function breakAt(breaks: readonly PriceBreak[], quantity: number): PriceBreak | undefined {
  let best: PriceBreak | undefined;
  for (const b of breaks) if (b.min_quantity <= quantity && (!best || b.min_quantity > best.min_quantity)) best = b;
  return best;
}

export interface Offer {
  id: string;
  supplier_id: string;
  status: string;
  valid_from: string;
  valid_to: string | null;
  /** CNY per unit of the quotation's currency on the day asked; null when no rate is known (the offer is left out). */
  rate: string | null;
  breaks: readonly PriceBreak[];
}

export interface Applied {
  id: string;
  supplier_id: string;
  /** The unit price in the quotation's currency. */
  price: string;
  /** The break it came from. */
  min_quantity: number;
  /** The unit price in CNY, 4 places: what the offers were compared by. */
  base_price: string;
}

const BASE_PLACES = 4;

/** amount × rate in units of 10⁻⁴ CNY, half away from zero: exact. */
function baseUnits(price: string, rate: string): bigint {
  const product = toScaled(price, 2) * toScaled(rate, 6); // 10⁻⁸
  return (product + 5_000n) / 10_000n;
}

const text = (units: bigint) => {
  const s = units.toString().padStart(BASE_PLACES + 1, '0');
  return `${s.slice(0, -BASE_PLACES)}.${s.slice(-BASE_PLACES)}`;
};

/**
 * The quotation that applies to buying `quantity` on `day`: among the approved ones in force that day whose
 * breaks the quantity reaches, the lowest unit price in CNY; a tie goes to the SKU's default supplier, then to
 * the most recent quotation (latest start, then highest id).
 */
export function pickQuotation(offers: readonly Offer[], quantity: number, day: string, defaultSupplierId?: string | null): Applied | undefined {
  let best: (Applied & { units: bigint; from: string }) | undefined;
  for (const o of offers) {
    if (o.status !== 'active' || o.valid_from > day || (o.valid_to !== null && o.valid_to < day) || o.rate === null) continue;
    const reached = breakAt(o.breaks, quantity);
    if (!reached) continue;
    const units = baseUnits(reached.price, o.rate);
    const candidate = {
      id: o.id,
      supplier_id: o.supplier_id,
      price: reached.price,
      min_quantity: reached.min_quantity,
      base_price: text(units),
      units,
      from: o.valid_from,
    };
    if (!best || beats(candidate, best, defaultSupplierId)) best = candidate;
  }
  if (!best) return undefined;
  const { units: _u, from: _f, ...applied } = best;
  return applied;
}

function beats(a: { units: bigint; supplier_id: string; from: string; id: string }, b: typeof a, preferred?: string | null): boolean {
  if (a.units !== b.units) return a.units < b.units;
  const ap = a.supplier_id === preferred;
  if (ap !== (b.supplier_id === preferred)) return ap;
  if (a.from !== b.from) return a.from > b.from;
  return a.id > b.id;
}
