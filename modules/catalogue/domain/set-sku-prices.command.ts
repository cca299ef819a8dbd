// `PUT sku/price/{id}` `{prices: [{price_code_id, price}]}`: a SKU's prices in the named price codes set (price) or
// cleared (null); codes not named are left alone. Refused: a code named twice, a code that does not exist, a
// price set in a disabled code. The server (../server/price-code.commands.ts) locks the SKU, reads the codes and
// the SKU's prices, then writes the steps decided here (each audited) and announces the changes.
import { type Refusal, refuseConflict, refuseField } from './refusal.ts';

export interface SetSkuPricesInput {
  /** Amounts as numeric(18,2) stores them ('12.30'), so equal amounts compare equal as text. */
  prices: { price_code_id: string; price: string | null }[];
}

export interface SkuPricesState {
  sku: { id: string; code: string };
  /** The price codes named, by id (an id not here does not exist). */
  codes: ReadonlyMap<string, { code: string; status: string }>;
  /** The SKU's prices now, by price code id. */
  existing: ReadonlyMap<string, { id: string; price: string }>;
}

/** One write, in the order the codes were named. */
export type PriceStep = { create: { price_code_id: string; price: string } } | { remove: string } | { update: { id: string; price: string } };

export interface SkuPricesChange {
  sku: { id: string; code: string };
  steps: PriceStep[];
  /** Each code changed (by its code): the price before and after, for the announcement. */
  changed: Record<string, { from: string | null; to: string | null }>;
}

export function decideSetSkuPrices({ sku, codes, existing }: SkuPricesState, input: SetSkuPricesInput): SkuPricesChange | Refusal {
  const ids = input.prices.map((p) => p.price_code_id);
  if (new Set(ids).size !== ids.length) return refuseField('prices', '价格代码重复');
  const steps: PriceStep[] = [];
  const changed: SkuPricesChange['changed'] = {};
  for (const { price_code_id, price } of input.prices) {
    const code = codes.get(price_code_id);
    if (!code) return refuseField('prices', '价格代码不存在');
    const before = existing.get(price_code_id);
    const from = before ? before.price : null;
    if (from === price) continue;
    if (price !== null && code.status !== 'enabled') return refuseConflict(`价格代码 ${code.code} 已停用，不能设置价格`);
    if (price === null) {
      if (before) steps.push({ remove: before.id });
    } else if (before) steps.push({ update: { id: before.id, price } });
    else steps.push({ create: { price_code_id, price } });
    changed[code.code] = { from, to: price };
  }
  return { sku, steps, changed };
}
