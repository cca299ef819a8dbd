// `POST quotation/valid`: which quotation applies to each SKU for a quantity on a day (README "Which quotation
// applies"). One statement for all the items at once: per item, the approved quotations in force that day, each
// at the one break the quantity reaches, priced in CNY at the day's rate (finance's `ratesOn`), the best kept
// by the rule of ../domain/quotation-rules.ts `pickQuotation` — lowest CNY price (4 places), then the SKU's
// default supplier, the latest start, the highest id. purchase.db.test.ts checks the two agree on random data.
import { isIsoDay } from '@entrepot/entity';
import { ratesOn, shanghaiToday } from '@entrepot/module-finance';
import type { Executor } from '@entrepot/server-kit/db';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Applied } from '../domain/quotation-rules.ts';
import { quotationBreaks as b, supplierSkus as d, quotations as q } from './purchase.schema.ts';

export const validInput = z.object({
  items: z
    .array(
      z.object({ sku_id: z.uuid('SKU不正确'), quantity: z.int('数量须为正整数').min(1, '数量须为正整数').max(999_999, '数量不能超过999999') }),
      '请选择SKU',
    )
    .min(1, '请选择SKU')
    .max(500, '一次最多查询500个SKU'),
  date: z.string().refine(isIsoDay, '日期格式应为 YYYY-MM-DD').optional(),
  /** Only this supplier's quotations (a purchase order's form: the price a blank line will take). */
  supplier_id: z.uuid('供应商不正确').optional(),
});
export type ValidInput = z.output<typeof validInput>;

export interface ValidAnswer {
  sku_id: string;
  quantity: number;
  /** The quotation in force, with its code and currency; null when none applies. */
  quotation: (Applied & { code: string; currency_id: string }) | null;
}

type Picked = {
  sku_id: string;
  quantity: number;
  id: string;
  code: string;
  supplier_id: string;
  currency_id: string;
  price: string;
  min_quantity: number;
  base_price: string;
};

/**
 * The statement: per item the best quotation as `Picked`, priced with `rates` (currency id → CNY per unit on the
 * day); exported for the benchmark, which runs it raw beside the route.
 */
export function validStatement(items: ValidInput['items'], day: string, rates: readonly { currency_id: string; rate: string }[], scope?: SQL): SQL {
  const skus = items.map((i) => i.sku_id);
  const quantities = items.map((i) => i.quantity);
  return sql`
    with rate(currency_id, rate) as (select * from unnest(${sql.param(rates.map((r) => r.currency_id))}::uuid[], ${sql.param(rates.map((r) => r.rate))}::numeric[])),
         item(sku_id, quantity) as (select * from unnest(${sql.param(skus)}::uuid[], ${sql.param(quantities)}::int[]))
    select item.sku_id, item.quantity, best.*
    from item
    left join lateral (select ${d.supplier_id} as supplier_id from ${d} where ${d.sku_id} = item.sku_id and ${d.is_default} limit 1) dflt on true
    join lateral (
      select ${q.id} as id, ${q.code} as code, ${q.supplier_id} as supplier_id, ${q.currency_id} as currency_id,
             br.price::text as price, br.min_quantity, round(br.price * rate.rate, 4)::text as base_price
      from ${q}
      join rate on rate.currency_id = ${q.currency_id}
      join lateral (select ${b.min_quantity} as min_quantity, ${b.price} as price from ${b}
                    where ${b.quotation_id} = ${q.id} and ${b.min_quantity} <= item.quantity
                    order by ${b.min_quantity} desc limit 1) br on true
      where ${q.sku_id} = item.sku_id and ${q.status} = 'active' and ${q.valid_from} <= ${day}::date
            and (${q.valid_to} is null or ${q.valid_to} >= ${day}::date) ${scope ? sql`and ${scope}` : sql``}
      order by round(br.price * rate.rate, 4), ${q.supplier_id} is not distinct from dflt.supplier_id desc, ${q.valid_from} desc, ${q.id} desc
      limit 1
    ) best on true`;
}

/** The day's rates the statement prices with: the enabled currencies that have one. */
export async function ratesFor(exec: Executor, day: string): Promise<{ currency_id: string; rate: string }[]> {
  return (await ratesOn(exec, day)).flatMap((r) => (r.rate === null ? [] : [{ currency_id: r.currency_id, rate: r.rate }]));
}

/** The applying quotation of each item, within the reader's data rules on quotations (`scope`). */
export async function validQuotations(exec: Executor, input: ValidInput, scope?: SQL): Promise<ValidAnswer[]> {
  const day = input.date ?? shanghaiToday();
  const { rows } = await exec.execute<Picked>(validStatement(input.items, day, await ratesFor(exec, day), scope));
  const best = new Map(rows.map((r) => [`${r.sku_id}:${r.quantity}`, r]));
  return input.items.map((item) => {
    const r = best.get(`${item.sku_id}:${item.quantity}`);
    return {
      ...item,
      quotation: r
        ? {
            id: r.id,
            code: r.code,
            supplier_id: r.supplier_id,
            currency_id: r.currency_id,
            price: r.price,
            min_quantity: Number(r.min_quantity),
            base_price: r.base_price,
          }
        : null,
    };
  });
}
